import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { Button, buttonClasses } from "~/components/ui/button";

/**
 * The page an admin action shows before it does something that cannot be taken back (works without JavaScript): what
 * will happen, then one POST with the same fields and `confirm=yes`, or Cancel back to `cancelTo`.
 */
export function ConfirmStep({
  heading,
  body,
  fields,
  confirm,
  icon,
  cancel,
  cancelTo,
  busy,
}: {
  heading: string;
  body: string;
  /** the hidden fields of the POST that does it */
  fields: Record<string, string>;
  confirm: string;
  icon: ReactNode;
  cancel: string;
  cancelTo: string;
  busy: boolean;
}) {
  return (
    <div className="mx-auto max-w-2xl">
      <section aria-labelledby="confirm-heading" className="rounded-xl border border-line bg-white p-6">
        <h1 id="confirm-heading" className="font-display text-2xl font-semibold text-brand-900">
          {heading}
        </h1>
        <p className="mt-3 text-sm text-ink">{body}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Form method="post">
            {Object.entries(fields).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <input type="hidden" name="confirm" value="yes" />
            <Button type="submit" variant="danger" disabled={busy}>
              {icon}
              {confirm}
            </Button>
          </Form>
          <Link to={cancelTo} className={buttonClasses("outline")}>
            {cancel}
          </Link>
        </div>
      </section>
    </div>
  );
}
