import { useEffect, useRef, type ReactNode } from "react";
import { nextFadeState, type FadeState } from "~/components/sections/fade-in-state";
import { prefersReducedMotion } from "~/components/sections/motion";

export const FADE_IN_THRESHOLD = 0.12;

/**
 * Fades its content in when it scrolls into view. The server renders the
 * content visible and nothing changes without JavaScript or with reduced
 * motion: only once the page runs does content still below the viewport get
 * hidden, to appear when `threshold` of it is visible. No React state: the
 * observer sets `data-fade` (see nextFadeState), and the classes below respond
 * to it. Where the wrapper is comes only from the observer's reports, never
 * from measuring it while the page hydrates, so it forces no layout.
 */
export function FadeIn({ children, threshold = FADE_IN_THRESHOLD }: { children: ReactNode; threshold?: number }) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    if (typeof IntersectionObserver === "undefined" || prefersReducedMotion()) {
      node.dataset.fade = "static";
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const next = nextFadeState(node.dataset.fade as FadeState | undefined, entry);
          if (next) node.dataset.fade = next;
        }
        if (node.dataset.fade !== "hidden") observer.disconnect();
      },
      { threshold },
    );
    observer.observe(node);
    return () => {
      observer.disconnect();
      delete node.dataset.fade;
    };
  }, [threshold]);

  return (
    <div
      ref={ref}
      data-fade-in=""
      className="motion-safe:transition-[opacity,translate] motion-safe:duration-700 motion-safe:ease-out data-[fade=hidden]:translate-y-6 data-[fade=hidden]:opacity-0"
    >
      {children}
    </div>
  );
}
