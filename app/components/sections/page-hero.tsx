import { useState } from "react";
import { Breadcrumbs, HeroDashboard, HeroFacts, HeroPicture } from "~/components/deferred";
import { StaticHtml } from "~/first-load/static-html";
import type { HeroSection, PageLink } from "~/content/pages/types";
import type { StoredImage } from "~/lib/images/image-variants";
import { HeroVideo } from "./hero-video";
import { RotatingWord, RotatingWordToggle } from "./rotating-word";
import { CtaGroup, headingId } from "./section-shell";

/**
 * The opening of a page: eyebrow, the page's h1, introduction, calls to
 * action and optional trust figures, over the brand colour (a background video
 * when the content has one, drawn contour lines otherwise).
 */
export function PageHero({
  section,
  breadcrumbs,
  images = {},
}: {
  section: HeroSection;
  breadcrumbs?: PageLink[];
  /** the library's images the page shows, by id (PageData) */
  images?: Record<string, StoredImage>;
}) {
  const { panel } = section;
  const picture = panel?.kind === "image" ? images[panel.image.id] : undefined;
  const beside =
    panel?.kind === "dashboard" ? (
      <HeroDashboard dashboard={panel} />
    ) : panel && picture ? (
      <StaticHtml>
        <HeroPicture image={panel.image} stored={picture} />
      </StaticHtml>
    ) : null;
  return (
    <section
      id={section.id}
      aria-labelledby={headingId(section.id)}
      className="relative isolate overflow-hidden bg-brand-900 text-white"
    >
      {section.media ? (
        <HeroVideo media={section.media} />
      ) : (
        <StaticHtml content={section.backdrop === "grid" ? GridBackdrop : ContourBackdrop}>
          {section.backdrop === "grid" ? <GridBackdrop /> : <ContourBackdrop />}
        </StaticHtml>
      )}
      <div
        className={`mx-auto flex max-w-7xl flex-col justify-center px-4 sm:px-6 lg:px-8 ${
          section.underNav ? "min-h-[min(88vh,56rem)] pb-20 pt-32" : "py-16 sm:py-20 lg:py-24"
        }`}
      >
        {breadcrumbs && breadcrumbs.length > 0 ? (
          <StaticHtml className="mb-8" content={breadcrumbs}>
            <Breadcrumbs items={breadcrumbs} dark />
          </StaticHtml>
        ) : null}
        {beside ? (
          <div className="grid gap-12 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:items-center">
            <div>
              <HeroCopy section={section} />
            </div>
            {beside}
          </div>
        ) : (
          <HeroCopy section={section} />
        )}
      </div>
    </section>
  );
}

/** Whether the hero has a note, trust pills or figures to show under its calls to action. */
function hasFacts({ note, pills = [], stats = [] }: HeroSection): boolean {
  return Boolean(note) || pills.length > 0 || stats.length > 0;
}

/** Eyebrow, the h1, introduction, calls to action, note and trust figures (HeroFacts, kept as the server sent them). */
function HeroCopy({ section }: { section: HeroSection }) {
  const [wordPaused, setWordPaused] = useState(false);
  const rotating = section.rotatingWords && section.rotatingWords.length > 1;
  return (
    <>
      {section.eyebrow ? (
        <p className="text-sm font-semibold uppercase tracking-[0.2em] text-accent-400">{section.eyebrow}</p>
      ) : null}
      <h1
        id={headingId(section.id)}
        className="mt-5 max-w-3xl font-display text-4xl font-semibold leading-tight sm:text-5xl lg:text-6xl"
      >
        {section.heading}
        {section.rotatingWords && section.rotatingWords.length > 0 ? (
          <>
            {" "}
            <RotatingWord words={section.rotatingWords} paused={wordPaused} />
          </>
        ) : null}
      </h1>
      {rotating ? <RotatingWordToggle paused={wordPaused} onToggle={() => setWordPaused((paused) => !paused)} /> : null}
      <p className="mt-6 max-w-2xl text-lg leading-8 text-white/85">{section.intro}</p>
      <CtaGroup actions={section.actions} dark className="mt-10" />
      {hasFacts(section) ? (
        <StaticHtml content={section}>
          <HeroFacts section={section} />
        </StaticHtml>
      ) : null}
    </>
  );
}

/** A still, drawn backdrop: contour lines over the brand colour. */
function ContourBackdrop() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      className="absolute inset-0 -z-10 h-full w-full"
      preserveAspectRatio="xMidYMid slice"
      viewBox="0 0 1440 900"
    >
      <defs>
        <linearGradient id="hero-fade" x1="0" x2="1" y1="0" y2="1">
          <stop offset="0" stopColor="#0a2a2b" />
          <stop offset="1" stopColor="#144846" />
        </linearGradient>
      </defs>
      <rect width="1440" height="900" fill="url(#hero-fade)" />
      <g fill="none" stroke="#e39a2d" strokeOpacity="0.16" strokeWidth="1.5">
        {Array.from({ length: 12 }, (_, i) => (
          <path
            key={i}
            d={`M-40 ${620 - i * 34} C 320 ${520 - i * 40}, 640 ${760 - i * 30}, 960 ${560 - i * 36} S 1380 ${420 - i * 28}, 1500 ${480 - i * 30}`}
          />
        ))}
      </g>
    </svg>
  );
}

/** A drawn grid drifting slowly over the brand colour (still for reduced motion). */
function GridBackdrop() {
  return (
    <div
      aria-hidden="true"
      className="absolute inset-0 -z-10 overflow-hidden bg-linear-to-br from-brand-900 to-brand-700"
      data-backdrop="grid"
    >
      <div className="hero-grid absolute -inset-16 opacity-30 motion-reduce:animate-none" />
    </div>
  );
}
