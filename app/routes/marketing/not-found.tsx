import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { ButtonLink } from "~/components/ui/button";
import { notFound as copy } from "~/content/not-found";
import { site } from "~/content/site";
import { logger } from "~/lib/runtime/logger.server";
import { requestOf } from "~/lib/runtime/request-context";
import { pageUrl } from "~/lib/runtime/page-url";

export const meta: Route.MetaFunction = () => [
  { title: `${copy.title} | ${site.name}` },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { pathname } = pageUrl(request);
  logger.warn({ reqId: requestOf(context).requestId, path: pathname }, "page not found");
  return data({ pathname }, { status: 404 });
}

export default function NotFound() {
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-5 px-6 py-20 text-center">
      <p className="font-display text-7xl font-semibold text-brand-800" aria-hidden="true">
        {copy.code}
      </p>
      <h1 className="font-display text-3xl font-semibold text-brand-900">{copy.heading}</h1>
      <p className="text-muted">{copy.body}</p>
      <ButtonLink to={copy.home.href} size="lg">
        {copy.home.label}
      </ButtonLink>
    </section>
  );
}
