/**
 * The /insights route rendered on the server as a visitor gets it: its
 * loader against a real database, and its error state ("Error: {message}",
 * status 500, a way to try again) when the database cannot answer.
 */
import { createElement, type ComponentType } from "react";
import { renderToString } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  useLoaderData,
  useRouteError,
} from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { seedIfEmpty } from "~/db/seed";
import * as listRoute from "~/routes/insights/list";
import { setUpTestDatabase } from "../support/database";

// The route module as framework mode wires it: the component and error boundary get their props.
const Page = listRoute.default as unknown as ComponentType<{ loaderData: unknown; actionData: undefined }>;
const Boundary = listRoute.ErrorBoundary as unknown as ComponentType<{ error: unknown }>;
const routes = [
  {
    id: "insights",
    path: "/insights",
    loader: listRoute.loader as never,
    Component: function InsightsPage() {
      return createElement(Page, { loaderData: useLoaderData(), actionData: undefined });
    },
    ErrorBoundary: function InsightsError() {
      return createElement(Boundary, { error: useRouteError() });
    },
  },
];

async function render(url: string) {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${url}`));
  if (context instanceof Response) throw new Error(`unexpected redirect to ${context.headers.get("Location")}`);
  const html = renderToString(
    createElement(StaticRouterProvider, { router: createStaticRouter(handler.dataRoutes, context), context }),
  );
  return { status: context.statusCode, html, loaderData: context.loaderData.insights as { total: number } | undefined };
}

describe("/insights on the server", () => {
  const database = setUpTestDatabase();

  beforeAll(async () => {
    await seedIfEmpty(db());
  });

  it("renders the published insights with the count line", async () => {
    const { status, html, loaderData } = await render("/insights");
    expect(status).toBe(200);
    expect(loaderData?.total).toBeGreaterThan(0);
    expect(html).toMatch(/Showing <!-- -->1<!-- --> to <!-- -->\d+<!-- --> of <!-- -->\d+<!-- --> insights/);
  });

  it("shows 'Error: {message}' with status 500 and a way to try again when the database fails", async () => {
    // A database that has gone away mid-flight (cleanup closes it again harmlessly).
    await database().close();
    const { status, html } = await render("/insights?q=pricing");
    expect(status).toBe(500);
    // (The categories may still come from the overview cache; the posts cannot.)
    expect(html).toMatch(/<p role="alert"[^>]*>Error: <!-- -->Failed to load (categories|blog posts)<\/p>/);
    expect(html).toContain('href="/insights"');
    expect(html).toContain("Try again");
    // Nothing about the failure's cause reaches the visitor.
    expect(html).not.toMatch(/closed|PGlite|stack/i);
  });
});
