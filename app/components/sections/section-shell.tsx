import type { ReactNode } from "react";
import { ArrowRight } from "~/components/icons/arrow-right";
import { ButtonLink } from "~/components/ui/button";
import type { CtaLink, SectionBase, SectionTone } from "~/content/pages/types";

const toneClasses: Record<SectionTone, string> = {
  paper: "bg-paper text-ink",
  sand: "bg-sand text-ink",
  white: "bg-white text-ink",
  brand: "bg-brand-900 text-white",
};

export function isDarkTone(tone: SectionTone | undefined): boolean {
  return tone === "brand";
}

/** The id of a section's heading, which names the section. */
export function headingId(sectionId: string): string {
  return `${sectionId}-heading`;
}

/** Eyebrow, h2 and introduction of a section. */
export function SectionHeader({
  section,
  aside,
  centered = false,
}: {
  section: SectionBase;
  aside?: ReactNode;
  centered?: boolean;
}) {
  const dark = isDarkTone(section.tone);
  return (
    <div className={aside ? "flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between" : ""}>
      <div className={centered ? "mx-auto max-w-3xl text-center" : "max-w-3xl"}>
        {section.eyebrow ? (
          <p
            className={`text-sm font-semibold uppercase tracking-[0.2em] ${dark ? "text-accent-400" : "text-brand-600"}`}
          >
            {section.eyebrow}
          </p>
        ) : null}
        <h2
          id={headingId(section.id)}
          className={`mt-3 font-display text-3xl font-semibold leading-tight sm:text-4xl ${dark ? "text-white" : "text-brand-900"}`}
        >
          {section.heading}
        </h2>
        {section.intro ? (
          <p className={`mt-4 text-lg leading-8 ${dark ? "text-white/85" : "text-muted"}`}>{section.intro}</p>
        ) : null}
      </div>
      {aside ? <div className="shrink-0">{aside}</div> : null}
    </div>
  );
}

/**
 * The frame of every content section: background tone, spacing, the page
 * anchor (`id`) and the heading that names it. `split` puts the heading (and
 * `belowHeader`) in a narrow column beside the content on wide screens.
 */
export function SectionShell({
  section,
  children,
  headerAside,
  belowHeader,
  split = false,
  centered = false,
}: {
  section: SectionBase;
  children: ReactNode;
  /** Controls shown beside the heading on wide screens (a rail's scroll buttons). */
  headerAside?: ReactNode;
  /** Shown under the heading, e.g. the section's calls to action in a split layout. */
  belowHeader?: ReactNode;
  split?: boolean;
  centered?: boolean;
}) {
  const header = (
    <>
      <SectionHeader section={section} aside={headerAside} centered={centered} />
      {belowHeader}
    </>
  );
  return (
    <section
      id={section.id}
      aria-labelledby={headingId(section.id)}
      className={`${toneClasses[section.tone ?? "paper"]} py-20 sm:py-24`}
    >
      {split ? (
        <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-16 lg:px-8">
          <div>{header}</div>
          <div>{children}</div>
        </div>
      ) : (
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          {header}
          {children}
        </div>
      )}
    </section>
  );
}

/** A row of calls to action: the primary as a filled button, the others outlined. */
export function CtaGroup({
  actions,
  dark = false,
  className = "",
}: {
  actions: CtaLink[] | undefined;
  dark?: boolean;
  className?: string;
}) {
  if (!actions || actions.length === 0) return null;
  return (
    <div className={`flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center ${className}`}>
      {actions.map((action) => {
        const primary = action.emphasis !== "secondary";
        const variant = primary ? (dark ? "accent" : "primary") : dark ? "inverse" : "outline";
        return (
          <ButtonLink key={`${action.href}-${action.label}`} to={action.href} variant={variant} size="lg">
            {action.label}
            {primary ? null : <ArrowRight aria-hidden="true" className="h-5 w-5" />}
          </ButtonLink>
        );
      })}
    </div>
  );
}
