import { Mail } from "lucide-react";
import { useFetcher } from "react-router";
import { Field, FormMessage } from "~/components/forms/field";
import { Button } from "~/components/ui/button";

export type NewsletterResult = { status: "error"; error: string; email: string } | { status: "ok"; message: string };

/**
 * The Insights newsletter form (id "newsletter"). It posts to the /insights
 * action, which checks the address and says honestly what happens next.
 * `result` is the server's answer when the page was rendered after a
 * submission without JavaScript.
 */
export function NewsletterBlock({ result }: { result?: NewsletterResult }) {
  const fetcher = useFetcher<NewsletterResult>({ key: "newsletter" });
  const answer = fetcher.data ?? result;
  const busy = fetcher.state !== "idle";
  return (
    <section id="newsletter" aria-labelledby="newsletter-heading" className="scroll-mt-24 bg-brand-900 text-white">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:items-center lg:px-8 lg:py-20">
        <div>
          <Mail aria-hidden="true" className="h-8 w-8 text-accent-400" />
          <h2 id="newsletter-heading" className="mt-4 font-display text-3xl font-semibold">
            Get insights in your inbox
          </h2>
          <p className="mt-3 max-w-xl text-lg leading-8 text-white/85">
            Join 500+ South African business owners who get one practical idea on pricing, operations, succession or
            systems every week. No spam; unsubscribe at any time.
          </p>
        </div>
        <div className="rounded-xl bg-white p-6 text-ink shadow-lg sm:p-8">
          <fetcher.Form method="post" noValidate className="flex flex-col gap-4">
            <input type="hidden" name="intent" value="newsletter" />
            <Field
              label="Email address"
              name="email"
              type="email"
              autoComplete="email"
              required
              maxLength={254}
              defaultValue={answer?.status === "error" ? answer.email : undefined}
              error={answer?.status === "error" ? answer.error : undefined}
            />
            <Button type="submit" variant="accent" disabled={busy}>
              Get insights
            </Button>
            {answer?.status === "ok" ? <FormMessage kind="success">{answer.message}</FormMessage> : null}
            <p className="text-xs text-muted">Weekly, in plain language. We never share your address.</p>
          </fetcher.Form>
        </div>
      </div>
    </section>
  );
}
