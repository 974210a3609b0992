import { CheckCircle2 } from "~/components/icons/check-circle-2";

/** A list with a tick before each item: what a lead page promises, what the call brings. */
export function CheckList({
  items,
  className,
  itemClassName,
  tickClassName,
}: {
  items: readonly string[];
  className: string;
  itemClassName: string;
  /** the tick's colour */
  tickClassName: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className={itemClassName}>
          <CheckCircle2 aria-hidden="true" className={`mt-0.5 h-5 w-5 shrink-0 ${tickClassName}`} />
          {item}
        </li>
      ))}
    </ul>
  );
}
