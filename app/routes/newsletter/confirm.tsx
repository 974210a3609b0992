import { data } from "react-router";
import type { Route } from "./+types/confirm";
import { MessagePage } from "~/components/layout/message-page";
import { ButtonLink } from "~/components/ui/button";
import { newsletterConfirmPage as copy } from "~/content/newsletter";
import { logger } from "~/lib/runtime/logger.server";
import { staticPageMeta } from "~/lib/pages/meta";
import { confirmSubscription } from "~/lib/newsletter/newsletter.server";
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

/** Following the emailed link confirms the subscription (again: nothing changes). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const result = await confirmSubscription(pageUrl(request).searchParams.get("token"));
  logger.info(
    {
      reqId: requestOf(context).requestId,
      state: result.state,
      firstTime: result.state === "confirmed" && result.firstTime,
    },
    "newsletter confirmation link followed",
  );
  return data({ state: result.state }, { status: result.state === "confirmed" ? 200 : 400 });
}

export default function ConfirmSubscription({ loaderData }: Route.ComponentProps) {
  const back = (
    <ButtonLink to="/insights" variant={loaderData.state === "confirmed" ? "primary" : "outline"} size="lg">
      {copy.back}
    </ButtonLink>
  );
  if (loaderData.state === "confirmed") {
    return (
      <MessagePage kind="success" heading={copy.confirmed.heading} actions={back}>
        <p>{copy.confirmed.body}</p>
      </MessagePage>
    );
  }
  const message = copy[loaderData.state];
  return (
    <MessagePage
      kind="problem"
      heading={message.heading}
      actions={
        <>
          <ButtonLink to="/insights#newsletter" size="lg">
            {copy.signUpAgain}
          </ButtonLink>
          {back}
        </>
      }
    >
      <p>{message.body}</p>
    </MessagePage>
  );
}
