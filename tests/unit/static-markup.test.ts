/**
 * The static parts a render for the page cache takes from the server's keeper (ADR 039) are the very HTML the page's
 * own render writes, on every marketing page, drawn once and then kept.
 */
import { createElement, type ReactNode } from "react";
import { describe, expect, test } from "vitest";
import { SectionRenderer } from "~/components/sections/section-renderer";
import { marketingPages } from "~/content/pages";
import { StaticMarkupContext, type StaticMarkupKeeper } from "~/first-load/static-markup";
import { keptStaticMarkup } from "~/first-load/static-markup.server";
import { prerenderToNodeStream } from "react-dom/static";
import { createRoutesStub } from "react-router";

/** The page at its own address in a data router (its forms need one), as a crawler gets it. */
async function renderWhole(path: string, node: () => ReactNode): Promise<string> {
  const Stub = createRoutesStub([{ path, Component: () => node() }]);
  const { prelude } = await prerenderToNodeStream(createElement(Stub, { initialEntries: [path] }), {
    onError: () => {},
  });
  let html = "";
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

function withKeeper(keeper: StaticMarkupKeeper, node: ReactNode) {
  return createElement(StaticMarkupContext.Provider, { value: keeper }, node);
}

describe("static markup kept on the server", () => {
  test("every marketing page is the same HTML drawn afresh, drawn by the keeper, and taken from it", async () => {
    let drawn = 0;
    let asked = 0;
    const counting: StaticMarkupKeeper = (content, path, children) =>
      keptStaticMarkup(content, path, () => {
        drawn++;
        return children();
      });
    const keeper: StaticMarkupKeeper = (content, path, children) => {
      asked++;
      return counting(content, path, children);
    };
    // What the loader gives the behaviour sections (none of it inside a static part).
    const data = {
      featuredInsights: [],
      howWeWorkInsights: [],
      carouselInsights: Promise.resolve([]),
      idempotencyKey: "key",
    };
    for (const page of marketingPages) {
      const view = () => createElement(SectionRenderer, { page, data });
      const plain = await renderWhole(page.path, view);
      const first = await renderWhole(page.path, () => withKeeper(keeper, view()));
      const drawnAfterFirst = drawn;
      const again = await renderWhole(page.path, () => withKeeper(keeper, view()));
      expect(first, page.path).toBe(plain);
      expect(again, page.path).toBe(plain);
      // The second render draws nothing: every static part comes from the keeper.
      expect(drawn, page.path).toBe(drawnAfterFirst);
    }
    expect(asked).toBeGreaterThan(marketingPages.length);
  });
});
