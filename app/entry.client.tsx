import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { stopNotingEarlyClicks } from "~/first-load/early-clicks";

// Presses made before now are replayed by the root once it has hydrated (first-load/early-clicks.ts); from here on, React
// receives them itself.
stopNotingEarlyClicks();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
