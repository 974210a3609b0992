import { startTransition, StrictMode, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { replayEarlyClicks } from "~/first-load/early-clicks";

/**
 * The router, whose first effect (after every other, the whole page hydrated, whichever of the root's App or error
 * boundary it drew) presses again the buttons pressed until then (first-load/early-clicks.ts).
 */
function HydratedPage() {
  useEffect(() => replayEarlyClicks(), []);
  return <HydratedRouter />;
}

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedPage />
    </StrictMode>,
  );
});
