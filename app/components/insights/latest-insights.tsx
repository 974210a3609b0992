import { useEffect, useRef, useState } from "react";
import { InsightCard, InsightCardSkeleton } from "./insight-card";
import { insightSections, insightsCommon } from "~/content/site-insights";
import { InsightsNotice, InsightsSectionHeader } from "./insights-section-parts";
import type { InsightCardData } from "../../lib/insights/card-data";

export const LATEST_INSIGHTS_URL = "/api/insights/latest";

type LatestState =
  | { kind: "idle" }
  | { kind: "loading" }
  | { kind: "error" }
  | { kind: "loaded"; posts: InsightCardData[] };

/**
 * The home page's three newest insights. They are fetched once, when the
 * section comes within about 100px of the viewport, so the first paint of the
 * page never waits for them.
 */
export function LatestInsights() {
  const sectionRef = useRef<HTMLElement>(null);
  const [state, setState] = useState<LatestState>({ kind: "idle" });

  useEffect(() => {
    const node = sectionRef.current;
    if (!node) return;
    let cancelled = false;
    let started = false;

    async function load() {
      if (started) return;
      started = true;
      setState({ kind: "loading" });
      try {
        const response = await fetch(LATEST_INSIGHTS_URL, { headers: { Accept: "application/json" } });
        if (!response.ok) throw new Error(`status ${response.status}`);
        const body = (await response.json()) as { posts?: unknown };
        if (!Array.isArray(body.posts)) throw new Error("unexpected response");
        if (!cancelled) setState({ kind: "loaded", posts: body.posts as InsightCardData[] });
      } catch {
        if (!cancelled) setState({ kind: "error" });
      }
    }

    if (typeof IntersectionObserver === "undefined") {
      void load();
      return () => {
        cancelled = true;
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          void load();
        }
      },
      { rootMargin: "100px" },
    );
    observer.observe(node);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, []);

  return (
    <section
      ref={sectionRef}
      aria-labelledby="latest-insights-heading"
      data-state={state.kind}
      className="bg-paper py-20 sm:py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <InsightsSectionHeader
          id="latest-insights-heading"
          title={insightSections.latest.title}
          intro={insightSections.latest.intro}
        />
        <p role="status" className="sr-only">
          {state.kind === "loading" ? insightsCommon.loading : ""}
        </p>
        <div className="mt-10">
          {state.kind === "idle" || state.kind === "loading" ? (
            <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              <InsightCardSkeleton />
              <InsightCardSkeleton />
              <InsightCardSkeleton />
            </div>
          ) : state.kind === "error" ? (
            <InsightsNotice>{insightsCommon.loadFailed}</InsightsNotice>
          ) : state.posts.length === 0 ? (
            <InsightsNotice>{insightsCommon.noPostsYet}</InsightsNotice>
          ) : (
            <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {state.posts.map((post) => (
                <li key={post.id}>
                  <InsightCard post={post} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}
