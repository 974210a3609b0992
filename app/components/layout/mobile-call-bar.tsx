import { Phone } from "~/components/icons/phone";
import { Link } from "react-router";
import { mobileCallBar as copy } from "~/content/site-chrome";
import { useScrolledFraction } from "~/hooks/use-scroll";

/** On small screens, a sticky "Book free call" bar once the reader is 25% down the page. */
export function MobileCallBar() {
  const visible = useScrolledFraction(0.25);
  return (
    <aside
      aria-label={copy.label}
      data-testid="mobile-call-bar"
      hidden={!visible}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-paper/95 p-3 shadow-[0_-4px_16px_rgba(0,0,0,0.08)] backdrop-blur md:hidden"
    >
      <Link
        to="/contact"
        className="flex h-12 w-full items-center justify-center gap-2 rounded-md bg-accent-500 font-semibold text-brand-900 hover:bg-accent-400"
      >
        <Phone aria-hidden="true" className="h-5 w-5" />
        {copy.button}
      </Link>
    </aside>
  );
}
