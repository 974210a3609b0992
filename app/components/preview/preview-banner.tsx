/**
 * The band above a preview of unpublished work (a post's, a page's): a "Preview" badge, then what the preview shows
 * and when it goes live, as lines of text.
 */
import type { ReactNode } from "react";
import { isRouteErrorResponse } from "react-router";
import { Eye } from "~/components/icons/eye";

export function PreviewBanner({ badge, wide, children }: { badge: string; wide?: boolean; children: ReactNode }) {
  return (
    <aside aria-label={badge} className="border-b border-accent-400 bg-accent-400/20">
      <div
        className={`mx-auto flex ${wide ? "max-w-6xl" : "max-w-3xl"} flex-wrap items-start gap-3 px-4 py-4 text-sm text-ink sm:px-6`}
      >
        <span className="inline-flex items-center gap-1.5 rounded-full bg-brand-900 px-3 py-1 text-xs font-semibold tracking-wide text-white uppercase">
          <Eye aria-hidden="true" className="h-3.5 w-3.5" />
          {badge}
        </span>
        <div className="grid gap-1">{children}</div>
      </div>
    </aside>
  );
}

/** What a preview link that cannot be shown says (expired, unknown, or the work is gone): its own words, or `fallback`. */
export function PreviewUnavailable({
  error,
  fallback,
}: {
  error: unknown;
  fallback?: { heading: string; body: string };
}) {
  const answer =
    isRouteErrorResponse(error) && error.data && typeof error.data === "object" && "heading" in error.data
      ? (error.data as { heading: string; body: string })
      : fallback;
  if (!answer) throw error;
  return (
    <section className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-4 px-6 py-20 text-center">
      <h1 className="font-display text-3xl font-semibold text-brand-900">{answer.heading}</h1>
      <p className="text-muted">{answer.body}</p>
    </section>
  );
}
