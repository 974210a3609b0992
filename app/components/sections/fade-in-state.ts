/** What a fade-in wrapper's `data-fade` says: left as drawn, waiting below the viewport, or faded in. */
export type FadeState = "static" | "hidden" | "shown";

/** Where an IntersectionObserver report says the wrapper is. */
export type Sighting = Pick<IntersectionObserverEntry, "isIntersecting" | "boundingClientRect" | "rootBounds">;

/**
 * What a fade-in wrapper should be after its observer reports where it is.
 * The first report decides between "static" (on screen or above it, so left as
 * the server drew it) and "hidden" (still below the viewport); once hidden, it
 * is "shown" when it comes into view or has been scrolled past (a fast scroll
 * or a jump to an anchor can skip over it). `undefined`: no change.
 */
export function nextFadeState(current: FadeState | undefined, sighting: Sighting): FadeState | undefined {
  const { isIntersecting, boundingClientRect: box } = sighting;
  if (current === undefined) {
    const viewportHeight = sighting.rootBounds?.height ?? Number.POSITIVE_INFINITY;
    return isIntersecting || box.top < viewportHeight ? "static" : "hidden";
  }
  if (current === "hidden" && (isIntersecting || box.bottom <= 0)) return "shown";
  return undefined;
}
