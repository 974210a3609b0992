import { Clock } from "~/components/icons/clock";
import { Mail } from "~/components/icons/mail";
import { MapPin } from "~/components/icons/map-pin";
import { contactPage } from "~/content/leads";
import { CheckList } from "./check-list";

/** The contact page's side panel: how to reach us, how fast we answer, and what the call is. */
export function ContactAside() {
  const { aside } = contactPage;
  return (
    <div className="grid gap-6 self-start">
      <section aria-labelledby="contact-aside-heading" className="rounded-xl border border-line bg-white p-6 shadow-sm">
        <h2 id="contact-aside-heading" className="font-display text-xl font-semibold text-brand-900">
          {aside.heading}
        </h2>
        <ul className="mt-4 grid gap-4 text-sm">
          <li className="flex items-start gap-3">
            <Mail aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
            <span>
              <span className="block font-medium text-ink">Email</span>
              <a
                href={`mailto:${aside.email}`}
                className="text-brand-800 underline underline-offset-4 hover:text-brand-600"
              >
                {aside.email}
              </a>
            </span>
          </li>
          <li className="flex items-start gap-3">
            <MapPin aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
            <span>
              <span className="block font-medium text-ink">Location</span>
              <span className="text-muted">{aside.location}</span>
            </span>
          </li>
          <li className="flex items-start gap-3">
            <Clock aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
            <span>
              <span className="block font-medium text-ink">Response time</span>
              <span className="text-muted">{aside.responseTime}</span>
            </span>
          </li>
        </ul>
      </section>
      <section aria-labelledby="contact-expect-heading" className="rounded-xl bg-brand-50 p-6">
        <h2 id="contact-expect-heading" className="font-display text-xl font-semibold text-brand-900">
          {aside.expectHeading}
        </h2>
        <CheckList
          items={aside.expect}
          className="mt-4 grid gap-3 text-sm leading-6 text-ink"
          itemClassName="flex items-start gap-3"
          tickClassName="text-success"
        />
      </section>
    </div>
  );
}
