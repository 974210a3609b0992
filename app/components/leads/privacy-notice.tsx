import { ShieldCheck } from "~/components/icons/shield-check";
import { Link } from "react-router";
import type { PrivacyNotice as Notice } from "~/content/leads";

/** The short POPIA notice under a lead form: what we collect, why, and where to read more. */
export function PrivacyNotice({ notice }: { notice: Notice }) {
  return (
    <div className="flex gap-3 rounded-md bg-sand/70 px-4 py-3 text-sm leading-6 text-muted">
      <ShieldCheck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
      <p>
        <span className="font-semibold text-ink">Your privacy. </span>
        {notice.collected} {notice.purpose}{" "}
        <Link
          to={notice.link.href}
          className="font-medium text-brand-800 underline underline-offset-4 hover:text-brand-600"
        >
          {notice.link.label}
        </Link>
        .
      </p>
    </div>
  );
}

/** The consent checkbox's label: its sentence with the privacy policy linked. */
export function ConsentLabel({ consent }: { consent: { before: string; link: string; after: string } }) {
  return (
    <>
      {consent.before}
      <Link
        to="/privacy-policy"
        className="font-medium text-brand-800 underline underline-offset-4 hover:text-brand-600"
      >
        {consent.link}
      </Link>
      {consent.after}
    </>
  );
}
