import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import * as lucide from "lucide-react";
import { describe, expect, it } from "vitest";
import { Check } from "~/components/icons/check";
import { type IconComponent } from "~/components/icons/draw-icon";

/**
 * Every icon module of the site: one an icon, named as lucide-react names it. lucide-react (a development dependency,
 * the version the site drew its icons with before it drew them from the `lucide` package) is what they must match.
 */
const modules = import.meta.glob<Record<string, IconComponent>>(
  ["../../app/components/icons/*.ts", "!**/draw-icon.ts"],
  { eager: true },
);
const drawn = Object.values(modules).flatMap((module) => Object.entries(module));
const markup = (component: unknown, props: Record<string, unknown>) =>
  renderToStaticMarkup(createElement(component as IconComponent, props));

/** A component's markup, attribute for attribute, with the <svg>'s shapes and its attributes in order. */
const shapesOf = (html: string) => html.replace(/^<svg[^>]*>/, "");
const svgTagOf = (html: string) => html.match(/^<svg[^>]*>/)![0];

describe("the site's icons", () => {
  it("draws each icon as lucide-react does, whatever it is given", () => {
    expect(drawn.length).toBe(Object.keys(modules).length);
    expect(drawn.length).toBeGreaterThan(90);
    const cases: Record<string, unknown>[] = [
      {},
      { className: "size-4 text-accent", "aria-hidden": true },
      { "aria-label": "Close", className: "size-5" },
      { size: 16, strokeWidth: 1.5, color: "red" },
      { role: "img", title: "Zap" },
    ];
    for (const [name, icon] of drawn) {
      const original = (lucide as unknown as Record<string, unknown>)[name];
      expect(original, name).toBeDefined();
      for (const props of cases) {
        const ours = markup(icon, props);
        const theirs = markup(original, props);
        expect(svgTagOf(ours), `${name} ${JSON.stringify(props)}`).toBe(svgTagOf(theirs));
        expect(shapesOf(ours), name).toBe(shapesOf(theirs));
      }
    }
  });

  it("hides an unnamed icon from assistive technology and leaves a named one", () => {
    expect(markup(Check, {})).toContain('aria-hidden="true"');
    expect(markup(Check, { "aria-label": "Done" })).not.toContain("aria-hidden");
    expect(markup(Check, { "aria-label": "Done" })).toContain('aria-label="Done"');
  });

  it("draws children after the shapes, as React elements", () => {
    const html = markup(Check, { children: createElement("title", null, "Done") });
    expect(html).toBe(markup(lucide.Check, { children: createElement("title", null, "Done") }));
    expect(html).toMatch(/<path d="M20 6 9 17l-5-5"><\/path><title>Done<\/title><\/svg>$/);
  });
});
