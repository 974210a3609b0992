import { ChevronRight } from "~/components/icons/chevron-right";
import { Link } from "react-router";
import type { PageLink } from "~/content/pages/types";
import { sectionControls } from "~/content/site-chrome";

/** The trail from Home to the current page; the last entry is the page itself. */
export function Breadcrumbs({ items, dark = false }: { items: PageLink[]; dark?: boolean }) {
  if (items.length === 0) return null;
  return (
    <nav aria-label={sectionControls.breadcrumb} className="text-sm">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {items.map((item, index) => {
          const current = index === items.length - 1;
          return (
            <li key={item.href} className="flex items-center gap-2">
              {current ? (
                <span aria-current="page" className={dark ? "text-white" : "text-ink"}>
                  {item.label}
                </span>
              ) : (
                <>
                  <Link
                    to={item.href}
                    className={`underline-offset-4 hover:underline ${dark ? "text-white/80 hover:text-white" : "text-muted hover:text-brand-800"}`}
                  >
                    {item.label}
                  </Link>
                  <ChevronRight aria-hidden="true" className={`h-4 w-4 ${dark ? "text-white/60" : "text-muted"}`} />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
