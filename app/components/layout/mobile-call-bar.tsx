import { Link } from "react-router";
import { MessageSquare } from "~/components/icons/message-square";
import { Phone } from "~/components/icons/phone";
import { mobileCallBar as copy } from "~/content/site-chrome";
import { useScrolledFraction } from "~/hooks/use-scroll";
import { telHref, whatsappHref, type CallBar, type SiteFacts } from "~/lib/site-settings/types";

const linkClass = "flex h-12 items-center justify-center gap-2 rounded-md font-semibold";

/**
 * On small screens, a sticky bar once the reader is 25% down the page: the booking button (its words and link edited
 * in the admin), and a phone and a WhatsApp link when those facts are set (ADR 061).
 */
export function MobileCallBar({ bar, facts }: { bar: CallBar; facts: Pick<SiteFacts, "phone" | "whatsapp"> }) {
  const visible = useScrolledFraction(0.25);
  const { phone, whatsapp } = facts;
  return (
    <aside
      aria-label={bar.label}
      data-testid="mobile-call-bar"
      hidden={!visible}
      className="fixed inset-x-0 bottom-0 z-30 flex gap-2 border-t border-line bg-paper/95 p-3 shadow-[0_-4px_16px_rgba(0,0,0,0.08)] backdrop-blur md:hidden"
    >
      <Link to={bar.href} className={`${linkClass} min-w-0 flex-1 bg-accent-500 text-brand-900 hover:bg-accent-400`}>
        {phone ? null : <Phone aria-hidden="true" className="h-5 w-5" />}
        {bar.button}
      </Link>
      {phone ? (
        <a
          href={telHref(phone)}
          className={`${linkClass} shrink-0 border border-brand-800 px-4 text-brand-900 hover:bg-brand-50`}
        >
          <Phone aria-hidden="true" className="h-5 w-5" />
          {copy.call}
          {/* The number is in the link's name: "Call 082 123 4567". */}
          <span className="sr-only"> {phone.display}</span>
        </a>
      ) : null}
      {whatsapp ? (
        <a
          href={whatsappHref(whatsapp)}
          rel="noopener noreferrer"
          target="_blank"
          className={`${linkClass} shrink-0 border border-brand-800 px-4 text-brand-900 hover:bg-brand-50`}
        >
          <MessageSquare aria-hidden="true" className="h-5 w-5" />
          {copy.whatsapp}
          <span className="sr-only"> {whatsapp.display}</span>
        </a>
      ) : null}
    </aside>
  );
}
