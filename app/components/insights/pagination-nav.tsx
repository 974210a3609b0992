import { ChevronLeft } from "~/components/icons/chevron-left";
import { ChevronRight } from "~/components/icons/chevron-right";
import { Link } from "react-router";
import { pagination as copy } from "~/content/site-chrome";
import { paginationWindow } from "~/lib/pages/pagination";

const itemClass =
  "inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-md border px-3 text-sm font-medium transition-colors";
const linkClass = `${itemClass} border-line bg-white text-ink hover:border-brand-600 hover:bg-brand-50`;
const currentClass = `${itemClass} border-brand-800 bg-brand-800 text-white`;
const inactiveClass = `${itemClass} cursor-default border-line bg-sand text-muted`;

/**
 * Numbered pages: previous/next, the first and last page, two pages either
 * side of the current one and an ellipsis for each gap. Nothing for one page.
 */
export function PaginationNav({
  page,
  pages,
  hrefFor,
}: {
  page: number;
  pages: number;
  hrefFor: (page: number) => string;
}) {
  const items = paginationWindow(page, pages);
  if (items.length === 0) return null;
  return (
    <nav aria-label={copy.label} className="mt-10">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>
          {page > 1 ? (
            <Link to={hrefFor(page - 1)} className={linkClass} rel="prev">
              <ChevronLeft aria-hidden="true" className="h-4 w-4" />
              {copy.previous}
            </Link>
          ) : (
            <span className={inactiveClass}>
              <ChevronLeft aria-hidden="true" className="h-4 w-4" />
              {copy.previous}
            </span>
          )}
        </li>
        {items.map((item) =>
          item.kind === "ellipsis" ? (
            <li key={item.key} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={item.page}>
              <Link
                to={hrefFor(item.page)}
                aria-label={copy.page(item.page)}
                aria-current={item.page === page ? "page" : undefined}
                className={item.page === page ? currentClass : linkClass}
              >
                {item.page}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < pages ? (
            <Link to={hrefFor(page + 1)} className={linkClass} rel="next">
              {copy.next}
              <ChevronRight aria-hidden="true" className="h-4 w-4" />
            </Link>
          ) : (
            <span className={inactiveClass}>
              {copy.next}
              <ChevronRight aria-hidden="true" className="h-4 w-4" />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
