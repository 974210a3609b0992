import { useState, type ReactNode } from "react";
import { useHydrated } from "~/components/forms/use-hydrated";
import { useStaticMarkup } from "./static-markup";

/** Inner HTML that React leaves alone while hydrating: the server's markup stays. */
export const KEEP_AS_SENT = { __html: "" };

/**
 * Whether this element is being hydrated from the server's HTML (and stays so for its life): true only in the browser,
 * on the first load. An element rendered in the browser later (after a client-side navigation) is not.
 */
export function useKeepsServerHtml(): boolean {
  const hydrated = useHydrated();
  const [keepServerHtml] = useState(() => !hydrated && typeof document !== "undefined");
  return keepServerHtml;
}

/**
 * Content without any behaviour (text, figures, plain links) that the browser keeps exactly as the server sent it
 * when the page first loads, instead of hydrating it (ADR 010). React then neither builds nor checks anything for it:
 * on a long page that is most of the main-thread work of starting up. Its links are plain links (a full page load).
 *
 * The server renders the children into the wrapper; on the first load the browser renders the wrapper with empty
 * inner HTML, which React leaves alone while hydrating, so the server's markup stays. A wrapper rendered in the
 * browser later (the page reached by a client-side navigation, or a page React had to render afresh) renders its
 * children as any component does. Never put anything inside that needs React: handlers, state or effects.
 */
export function StaticHtml({
  children,
  className,
  content,
}: {
  children: ReactNode;
  className?: string;
  content?: object;
}) {
  const keepServerHtml = useKeepsServerHtml();
  const { keeper, path, inRouter } = useStaticMarkup();
  if (keepServerHtml) {
    return (
      <div className={className} data-static-html="" suppressHydrationWarning dangerouslySetInnerHTML={KEEP_AS_SENT} />
    );
  }
  // On the server, children drawn from `content` alone are drawn once and kept (static-markup.ts).
  if (keeper && content) {
    return (
      <div
        className={className}
        data-static-html=""
        dangerouslySetInnerHTML={{ __html: keeper(content, path, () => inRouter(children)) }}
      />
    );
  }
  return (
    <div className={className} data-static-html="">
      {children}
    </div>
  );
}
