import { useEffect, useRef, useState } from "react";
import {
  COUNT_UP_MS,
  COUNT_UP_THRESHOLD,
  countUpValue,
  prefersReducedMotion,
  splitFigure,
} from "~/components/sections/motion";

/**
 * A figure that counts up from 0 over 0.8 seconds once 35% of it is visible.
 * The server, readers without JavaScript and reduced-motion visitors see the
 * final figure at once; a value that is not a whole number is shown as it is.
 */
export function CountUp({ value }: { value: string }) {
  const figure = splitFigure(value);
  const ref = useRef<HTMLSpanElement>(null);
  const [shown, setShown] = useState<number | null>(null);

  useEffect(() => {
    const element = ref.current;
    const target = splitFigure(value)?.number;
    if (target === undefined || !element || prefersReducedMotion() || !("IntersectionObserver" in window)) return;
    let frame = 0;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        observer.disconnect();
        const started = performance.now();
        const tick = (now: number) => {
          const elapsed = now - started;
          setShown(countUpValue(target, elapsed));
          if (elapsed < COUNT_UP_MS) frame = requestAnimationFrame(tick);
        };
        frame = requestAnimationFrame(tick);
      },
      { threshold: COUNT_UP_THRESHOLD },
    );
    // Below the fold it waits at 0 until seen; already in view it starts at once.
    setShown(0);
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [value]);

  if (!figure || shown === null) return <span ref={ref}>{value}</span>;
  return (
    <span ref={ref}>
      {/* Assistive technology reads the final figure, not every step. */}
      <span aria-hidden="true">
        {figure.prefix}
        {shown}
        {figure.suffix}
      </span>
      <span className="sr-only">{value}</span>
    </span>
  );
}
