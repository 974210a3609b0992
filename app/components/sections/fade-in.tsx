import { useEffect, useRef, type ReactNode } from "react";
import { prefersReducedMotion } from "~/lib/motion";

export const FADE_IN_THRESHOLD = 0.12;

/**
 * Fades its content in when it scrolls into view. The server renders the
 * content visible and nothing changes without JavaScript or with reduced
 * motion: only once the page runs does content still below the viewport get
 * hidden, to appear when `threshold` of it is visible. No React state: the
 * effect sets `data-fade` ("static" when there is no effect, else "hidden"
 * then "shown"), and the classes below respond to it.
 */
export function FadeIn({ children, threshold = FADE_IN_THRESHOLD }: { children: ReactNode; threshold?: number }) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    // Content already on screen (or above it) stays as the server drew it.
    if (
      typeof IntersectionObserver === "undefined" ||
      prefersReducedMotion() ||
      node.getBoundingClientRect().top < window.innerHeight
    ) {
      node.dataset.fade = "static";
      return;
    }
    node.dataset.fade = "hidden";
    const observer = new IntersectionObserver(
      (entries) => {
        // In view, or already scrolled past (a fast scroll or a jump to an anchor can skip over it): show it.
        if (entries.some((entry) => entry.isIntersecting || entry.boundingClientRect.bottom <= 0)) {
          node.dataset.fade = "shown";
          observer.disconnect();
        }
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
