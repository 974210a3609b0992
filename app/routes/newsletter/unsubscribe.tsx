import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/unsubscribe";
import { FormMessage } from "~/components/forms/field";
import { MessagePage } from "~/components/layout/message-page";
import { Button, ButtonLink } from "~/components/ui/button";
import { newsletterUnsubscribePage as copy } from "~/content/newsletter";
import { readGuardedForm } from "~/lib/forms/form-guard.server";
import { logger } from "~/lib/runtime/logger.server";
import { staticPageMeta } from "~/lib/pages/meta";
import { readUnsubscribeLink, unsubscribe, type UnsubscribeState } from "~/lib/newsletter/newsletter.server";
import { requestOf } from "~/lib/runtime/request-context";
import { pageUrl } from "~/lib/runtime/page-url";

export const meta: Route.MetaFunction = staticPageMeta({
  title: copy.title,
  description: copy.description,
  path: copy.path,
  noIndex: true,
});

/** The link carries a token: never cached, never sent to another site as a referrer (same-origin keeps the form's Origin). */
export function headers() {
  return { "Cache-Control": "no-store", "Referrer-Policy": "same-origin" };
}

const statusOf = (state: UnsubscribeState) => (state.state === "invalid" ? 400 : 200);

/** Opening the link only asks: mail scanners that follow links must not unsubscribe anyone. */
export async function loader({ request }: Route.LoaderArgs) {
  const state = await readUnsubscribeLink(pageUrl(request).searchParams.get("token"));
  return data(state, { status: statusOf(state) });
}

type Answer = UnsubscribeState | { state: "failed"; message: string };

/**
 * Unsubscribes: the page's button, or a mail program's one-click POST
 * (RFC 8058, body "List-Unsubscribe=One-Click"). No sign-in: the signed
 * link is the authority.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const guarded = await readGuardedForm(request, { form: "unsubscribe" });
  if (!guarded.ok) return data<Answer>({ state: "failed", message: guarded.message }, { status: guarded.status });
  try {
    const state = await unsubscribe(pageUrl(request).searchParams.get("token"));
    logger.info({ reqId: requestOf(context).requestId, state: state.state }, "newsletter unsubscribe");
    return data<Answer>(state, { status: statusOf(state) });
  } catch (error) {
    logger.error({ err: error, reqId: requestOf(context).requestId }, "newsletter unsubscribe failed");
    return data<Answer>({ state: "failed", message: copy.failure }, { status: 503 });
  }
}

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const submitting = useNavigation().state === "submitting";
  const answer: Answer = actionData ?? loaderData;
  const back = (
    <ButtonLink to="/insights" variant="outline" size="lg">
      {copy.back}
    </ButtonLink>
  );

  if (answer.state === "invalid") {
    return (
      <MessagePage kind="problem" heading={copy.invalid.heading} actions={back}>
        <p>{copy.invalid.body}</p>
      </MessagePage>
    );
  }
  if (answer.state === "unsubscribed") {
    return (
      <MessagePage kind="success" heading={copy.done.heading} actions={back}>
        <p>
          {copy.done.before}
          <strong className="font-semibold text-ink">{answer.email}</strong>
          {copy.done.after}
        </p>
      </MessagePage>
    );
  }
  // Still subscribed (or the last try failed): ask, with a real button.
  const email = loaderData.state === "invalid" ? "" : loaderData.email;
  return (
    <MessagePage kind="unsubscribe" heading={copy.ready.heading}>
      <p>
        {copy.ready.before}
        <strong className="font-semibold text-ink">{email}</strong>
        {copy.ready.after}
      </p>
      {answer.state === "failed" ? (
        <div className="mt-5 text-left">
          <FormMessage kind="error">{answer.message}</FormMessage>
        </div>
      ) : null}
      <Form method="post" className="mt-6 flex flex-col items-center justify-center gap-3 sm:flex-row">
        <Button type="submit" size="lg" disabled={submitting}>
          {submitting ? copy.ready.submitting : copy.ready.button}
        </Button>
        <ButtonLink to="/insights" variant="outline" size="lg">
          {copy.ready.keep}
        </ButtonLink>
      </Form>
    </MessagePage>
  );
}
