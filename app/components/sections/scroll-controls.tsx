/** What the carousel and the rail share: following their track's size, and the round previous and next buttons. */
import { useEffect, type RefObject } from "react";
import { ChevronLeft } from "~/components/icons/chevron-left";
import { ChevronRight } from "~/components/icons/chevron-right";

/** Runs `sync` once mounted and again whenever the element changes size (where ResizeObserver exists). */
export function useSyncOnResize(ref: RefObject<HTMLElement | null>, sync: () => void) {
  useEffect(() => {
    sync();
    const element = ref.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => sync());
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, sync]);
}

type Arrow = { label: string; disabled: boolean; onClick: () => void };

const arrowClass =
  "inline-flex h-11 w-11 items-center justify-center rounded-full border border-brand-800 bg-white text-brand-800 transition-colors hover:bg-brand-50 aria-disabled:cursor-default aria-disabled:border-line aria-disabled:bg-sand aria-disabled:text-muted";

/**
 * The previous and next buttons. At an end a button is aria-disabled rather than disabled, so it keeps its focus;
 * `controls` names the element they scroll, where it has an id.
 */
export function ArrowButtons({ previous, next, controls }: { previous: Arrow; next: Arrow; controls?: string }) {
  return (
    <div className="flex gap-3">
      <button
        type="button"
        className={arrowClass}
        aria-label={previous.label}
        aria-controls={controls}
        aria-disabled={previous.disabled}
        onClick={previous.onClick}
      >
        <ChevronLeft aria-hidden="true" className="h-5 w-5" />
      </button>
      <button
        type="button"
        className={arrowClass}
        aria-label={next.label}
        aria-controls={controls}
        aria-disabled={next.disabled}
        onClick={next.onClick}
      >
        <ChevronRight aria-hidden="true" className="h-5 w-5" />
      </button>
    </div>
  );
}
