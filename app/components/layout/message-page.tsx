import { CircleAlert } from "~/components/icons/circle-alert";
import { CircleCheck } from "~/components/icons/circle-check";
import { MailX } from "~/components/icons/mail-x";
import type { ReactNode } from "react";

const icons = {
  success: <CircleCheck aria-hidden="true" className="h-12 w-12 text-success" />,
  problem: <CircleAlert aria-hidden="true" className="h-12 w-12 text-danger" />,
  unsubscribe: <MailX aria-hidden="true" className="h-12 w-12 text-brand-700" />,
} as const;

/** The one message of a page a link from an email opens (a newsletter confirmation, a booking): an icon, the page's h1, text and actions. */
export function MessagePage({
  kind,
  heading,
  children,
  actions,
}: {
  kind: keyof typeof icons;
  heading: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <section
      aria-labelledby="message-page-heading"
      className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-5 px-6 py-20 text-center"
    >
      {icons[kind]}
      <h1 id="message-page-heading" className="font-display text-3xl font-semibold text-brand-900 sm:text-4xl">
        {heading}
      </h1>
      <div className="text-lg leading-8 text-muted">{children}</div>
      {actions ? <div className="mt-2 flex flex-col items-center gap-3 sm:flex-row">{actions}</div> : null}
    </section>
  );
}
