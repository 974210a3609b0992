import { useEffect, useRef } from "react";
import { keepPageDataAfterPost } from "~/lib/forms/revalidation";
import { data, Form, isRouteErrorResponse, Link, useNavigation } from "react-router";
import { LayoutGrid } from "~/components/icons/layout-grid";
import { List } from "~/components/icons/list";
import { Rss } from "~/components/icons/rss";
import { Search } from "~/components/icons/search";
import type { Route } from "./+types/list";
import { CategoryIcon } from "~/components/insights/category-icon";
import { FeaturedPost } from "~/components/insights/featured-post";
import { InsightCard } from "~/components/insights/insight-card";
import { insightsHref, readInsightsQuery, resultCount, SEARCH_MAX_LENGTH } from "~/components/insights/insights-query";
import { NewsletterBlock } from "~/components/insights/newsletter-block";
import { PaginationNav } from "~/components/insights/pagination-nav";
import type { InsightsView } from "~/lib/insights/card-data";
import { Button, ButtonLink } from "~/components/ui/button";
import { insightsCommon, insightsList as copy } from "~/content/site-insights";
import { newIdempotencyKey } from "~/lib/forms/form-guard.server";
import { toInsightCard } from "~/lib/insights/insights-sections.server";
import { mergeCacheControl, publicPageCacheControl } from "~/lib/pages/page-headers";
import { logger } from "~/lib/runtime/logger.server";
import { originFrom, pageMeta } from "~/lib/pages/meta";
import { showingRange } from "~/lib/pages/pagination";
import { newsletterSignupAction } from "~/lib/newsletter/newsletter.server";
import { getInsightsOverview, listPublishedPosts } from "~/lib/insights/posts.server";
import { pageUrl } from "~/lib/runtime/page-url";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const origin = originFrom(matches);
  const page = loaderData?.page ?? 1;
  const category = loaderData?.categories.find((c) => c.slug === loaderData.category);
  const title = [category ? copy.title.category(category.name) : copy.title.all, page > 1 ? copy.title.page(page) : ""]
    .filter(Boolean)
    .join(", ");
  return [
    ...pageMeta({
      title,
      description: copy.description,
      path: insightsHref({ category: loaderData?.category, page }),
      origin,
      // Search results are for the visitor, not for search engines.
      noIndex: Boolean(loaderData?.q),
    }),
    {
      tagName: "link",
      rel: "alternate",
      type: "application/rss+xml",
      title: copy.feedTitle,
      href: `${origin}/insights/rss.xml`,
    },
  ];
};

export async function loader({ request }: Route.LoaderArgs) {
  const query = readInsightsQuery(pageUrl(request).searchParams);

  const overview = await getInsightsOverview().catch((error: unknown) => {
    logger.error({ err: error }, "could not load insight categories");
    throw data({ message: copy.categoriesFailed }, { status: 500 });
  });
  const { categories } = overview;
  // A category that no longer exists shows every insight rather than an error.
  const selected = categories.find((c) => c.slug === query.category);
  const category = selected ? selected.slug : "all";
  const totalPublished = categories.reduce((sum, c) => sum + c.count, 0);
  const unfiltered = !query.q && category === "all";

  const list = await listPublishedPosts(
    { search: query.q, category, page: query.page },
    undefined,
    query.q ? undefined : (selected?.count ?? totalPublished),
  ).catch((error: unknown) => {
    logger.error({ err: error }, "could not load insights");
    throw data({ message: copy.postsFailed }, { status: 500 });
  });
  const featured = unfiltered ? overview.featured : null;

  return data(
    {
      q: query.q,
      category,
      view: query.view,
      page: list.page,
      pages: list.pages,
      total: list.total,
      posts: list.posts.map(toInsightCard),
      featured: featured && list.page === 1 ? toInsightCard(featured) : null,
      categories: categories.map(({ name, slug, icon, count }) => ({ name, slug, icon, count })),
      totalPublished,
      // Shared by everyone served this page from a cache: the stored key also depends on the address.
      newsletterKey: newIdempotencyKey(),
    },
    { headers: { "Cache-Control": publicPageCacheControl(request, 60) } },
  );
}

/** The newsletter sign-up (double opt-in). */
export async function action({ request, context }: Route.ActionArgs) {
  return newsletterSignupAction({ request, context });
}

export function headers({ loaderHeaders, parentHeaders, actionHeaders, errorHeaders }: Route.HeadersArgs) {
  if (errorHeaders) return { "Cache-Control": "no-store" };
  return {
    "Cache-Control": mergeCacheControl(
      parentHeaders.get("Cache-Control"),
      loaderHeaders.get("Cache-Control"),
      actionHeaders.get("Cache-Control"),
    ),
  };
}

/** A newsletter submission changes nothing the list shows: no need to load it again. */
export const shouldRevalidate = keepPageDataAfterPost;

export default function InsightsList({ loaderData, actionData }: Route.ComponentProps) {
  const { q, category, view, page, pages, total, posts, featured, categories, totalPublished } = loaderData;
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/insights";
  const filtered = Boolean(q) || category !== "all";
  const activeCategory = categories.find((c) => c.slug === category);
  const range = showingRange(page, total);
  const resultsRef = useRef<HTMLElement>(null);
  useScrollToResultsOnPageChange(page, resultsRef);

  return (
    <>
      <InsightsHero q={q} category={category} view={view} />

      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8 lg:py-16">
        <p role="status" className="sr-only">
          {loading ? insightsCommon.loading : ""}
        </p>

        {featured ? <FeaturedPost post={featured} /> : null}

        <div className="flex flex-col gap-6 lg:flex-row lg:items-start lg:justify-between">
          <nav aria-label={copy.categoriesLabel}>
            <ul className="flex flex-wrap gap-2">
              <li>
                <CategoryLink
                  to={insightsHref({ q, view })}
                  active={category === "all"}
                  label={copy.allCategories}
                  count={totalPublished}
                />
              </li>
              {categories.map((c) => (
                <li key={c.slug}>
                  <CategoryLink
                    to={insightsHref({ q, view, category: c.slug })}
                    active={category === c.slug}
                    label={c.name}
                    count={c.count}
                    icon={c.icon}
                  />
                </li>
              ))}
            </ul>
          </nav>
          <ViewToggle q={q} category={category} page={page} view={view} />
        </div>

        <section
          ref={resultsRef}
          aria-labelledby="results-heading"
          aria-busy={loading || undefined}
          className="scroll-mt-28 pt-8"
        >
          <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between">
            <h2 id="results-heading" className="font-display text-2xl font-semibold text-brand-900">
              {q ? copy.results.search : activeCategory ? activeCategory.name : copy.results.all}
            </h2>
            {total > 0 ? (
              <p className="text-sm text-muted">
                {copy.results.showing.before}
                {range.from}
                {copy.results.showing.to}
                {range.to}
                {copy.results.showing.of}
                {range.total}
                {copy.results.showing.after}
              </p>
            ) : null}
          </div>
          {filtered ? (
            <p className="mt-2 text-base text-ink">
              {resultCount(total)}
              {q ? copy.results.forQuery(q) : ""}
              {activeCategory ? copy.results.inCategory(activeCategory.name) : ""}
            </p>
          ) : null}

          {posts.length > 0 ? (
            <ul
              className={`mt-6 transition-opacity ${loading ? "opacity-60" : ""} ${
                view === "list" ? "flex flex-col gap-4" : "grid gap-6 md:grid-cols-2 lg:grid-cols-3"
              }`}
            >
              {posts.map((post) => (
                <li key={post.id}>
                  <InsightCard post={post} view={view} />
                </li>
              ))}
            </ul>
          ) : filtered ? (
            <EmptyState
              title={copy.noMatches.heading}
              text={copy.noMatches.body}
              actions={
                <>
                  <ButtonLink to={insightsHref({ view })} variant="primary">
                    {copy.noMatches.clear}
                  </ButtonLink>
                  <ButtonLink to="/contact" variant="outline">
                    {copy.noMatches.suggest}
                  </ButtonLink>
                </>
              }
            />
          ) : (
            <EmptyState
              title={copy.noPosts.heading}
              text={copy.noPosts.body}
              actions={
                <>
                  <ButtonLink to="/contact" variant="primary">
                    {copy.noPosts.suggest}
                  </ButtonLink>
                  <ButtonLink to="#newsletter" variant="outline">
                    {copy.noPosts.updates}
                  </ButtonLink>
                </>
              }
            />
          )}

          <PaginationNav page={page} pages={pages} hrefFor={(p) => insightsHref({ q, category, view, page: p })} />
        </section>

        <p className="mt-10 text-center text-sm">
          <a
            href="/insights/rss.xml"
            className="inline-flex items-center gap-1.5 font-medium text-brand-800 underline-offset-4 hover:underline"
          >
            <Rss aria-hidden="true" className="h-4 w-4" />
            {copy.rss}
          </a>
        </p>
      </div>

      <NewsletterBlock idempotencyKey={loaderData.newsletterKey} result={actionData} />

      <section aria-labelledby="insights-cta-heading" className="bg-sand">
        <div className="mx-auto flex max-w-4xl flex-col items-center gap-5 px-4 py-16 text-center sm:px-6 lg:py-20">
          <h2 id="insights-cta-heading" className="font-display text-3xl font-semibold text-brand-900">
            {copy.cta.heading}
          </h2>
          <p className="max-w-2xl text-lg leading-8 text-muted">{copy.cta.body}</p>
          <ButtonLink to={copy.cta.href} size="lg">
            {copy.cta.button}
          </ButtonLink>
        </div>
      </section>
    </>
  );
}

function InsightsHero({ q, category, view }: { q: string; category: string; view: InsightsView }) {
  return (
    <section aria-labelledby="insights-heading" className="bg-brand-900 text-white">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8 lg:py-20">
        <p className="text-sm font-semibold uppercase tracking-[0.2em] text-accent-400">{copy.hero.eyebrow}</p>
        <h1
          id="insights-heading"
          className="mt-4 max-w-3xl font-display text-4xl font-semibold leading-tight sm:text-5xl"
        >
          {copy.hero.heading}
        </h1>
        <p className="mt-5 max-w-2xl text-lg leading-8 text-white/85">{copy.hero.intro}</p>
        <Form method="get" action="/insights" role="search" className="mt-8 flex max-w-2xl flex-col gap-3 sm:flex-row">
          {category !== "all" ? <input type="hidden" name="category" value={category} /> : null}
          {view === "list" ? <input type="hidden" name="view" value="list" /> : null}
          <label htmlFor="insights-search" className="sr-only">
            {copy.hero.searchLabel}
          </label>
          <div className="relative flex-1">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute left-3 top-1/2 h-5 w-5 -translate-y-1/2 text-muted"
            />
            <input
              id="insights-search"
              key={q}
              type="search"
              name="q"
              defaultValue={q}
              maxLength={SEARCH_MAX_LENGTH}
              placeholder={copy.hero.searchPlaceholder}
              className="block h-12 w-full rounded-md border border-white/20 bg-white pl-10 pr-3 text-base text-ink placeholder:text-muted focus:outline-none focus:ring-2 focus:ring-accent-400"
            />
          </div>
          <Button type="submit" variant="accent" size="lg">
            {copy.hero.search}
          </Button>
        </Form>
      </div>
    </section>
  );
}

function CategoryLink({
  to,
  active,
  label,
  count,
  icon,
}: {
  to: string;
  active: boolean;
  label: string;
  count: number;
  icon?: string;
}) {
  return (
    <Link
      to={to}
      aria-current={active ? "true" : undefined}
      preventScrollReset
      className={`inline-flex h-10 items-center gap-2 rounded-full border px-4 text-sm font-medium transition-colors ${
        active
          ? "border-brand-800 bg-brand-800 text-white"
          : "border-line bg-white text-ink hover:border-brand-600 hover:bg-brand-50"
      }`}
    >
      {icon ? <CategoryIcon icon={icon} /> : null}
      {label}
      <span
        aria-hidden="true"
        className={`rounded-full px-2 py-0.5 text-xs ${active ? "bg-white/15 text-white" : "bg-sand text-muted"}`}
      >
        {count}
      </span>
      <span className="sr-only">{copy.categoryCount(count)}</span>
    </Link>
  );
}

/** Grid or list: buttons in a GET form, so the choice is in the address and works without JavaScript. */
function ViewToggle({ q, category, page, view }: { q: string; category: string; page: number; view: InsightsView }) {
  const buttonClass = (active: boolean) =>
    `inline-flex h-10 items-center gap-2 px-4 text-sm font-medium transition-colors ${
      active ? "bg-brand-800 text-white" : "bg-white text-ink hover:bg-brand-50"
    }`;
  return (
    <Form method="get" action="/insights" preventScrollReset className="shrink-0">
      {q ? <input type="hidden" name="q" value={q} /> : null}
      {category !== "all" ? <input type="hidden" name="category" value={category} /> : null}
      {page > 1 ? <input type="hidden" name="page" value={page} /> : null}
      <div
        role="group"
        aria-label={copy.layout.label}
        className="inline-flex overflow-hidden rounded-md border border-line"
      >
        <button
          type="submit"
          name="view"
          value="grid"
          aria-pressed={view === "grid"}
          className={buttonClass(view === "grid")}
        >
          <LayoutGrid aria-hidden="true" className="h-4 w-4" />
          {copy.layout.grid}
        </button>
        <button
          type="submit"
          name="view"
          value="list"
          aria-pressed={view === "list"}
          className={`${buttonClass(view === "list")} border-l border-line`}
        >
          <List aria-hidden="true" className="h-4 w-4" />
          {copy.layout.list}
        </button>
      </div>
    </Form>
  );
}

function EmptyState({ title, text, actions }: { title: string; text: string; actions: React.ReactNode }) {
  return (
    <div className="mt-6 flex flex-col items-center gap-4 rounded-xl border border-dashed border-line bg-white px-6 py-14 text-center">
      <h3 className="font-display text-2xl font-semibold text-brand-900">{title}</h3>
      <p className="max-w-md text-muted">{text}</p>
      <div className="flex flex-col gap-3 sm:flex-row">{actions}</div>
    </div>
  );
}

/** After moving to another page of results, bring the top of the results into view. */
function useScrollToResultsOnPageChange(page: number, ref: React.RefObject<HTMLElement | null>) {
  const previous = useRef(page);
  useEffect(() => {
    if (previous.current === page) return;
    previous.current = page;
    const node = ref.current;
    if (!node || node.getBoundingClientRect().top >= 0) return;
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    node.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
  }, [page, ref]);
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message = isRouteErrorResponse(error)
    ? ((error.data as { message?: string } | undefined)?.message ?? error.statusText)
    : error instanceof Error
      ? error.message
      : copy.postsFailed;
  return (
    <section className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-5 px-6 py-20 text-center">
      <h1 className="font-display text-3xl font-semibold text-brand-900">{copy.error.heading}</h1>
      <p role="alert" className="rounded-md border border-danger/30 bg-danger/5 px-4 py-3 font-medium text-danger">
        {copy.error.before}
        {message}
      </p>
      <ButtonLink to="/insights">{copy.error.retry}</ButtonLink>
    </section>
  );
}
