/**
 * How the browser's JavaScript is split into chunks (ADR 009, ADR 022). A public page loads React and React Router in
 * one chunk (`framework`), the shared code of its first load in a second (`site`) and its own route module; a page
 * with a form or with insights also loads the code those share (`forms`, `insights`). A handful of requests, not some
 * thirty chunks of a few hundred bytes each (an icon, a hook), and no page loads code that only other pages run:
 * validation (zod), toasts (sonner), the admin's components and what components/deferred.ts loads later stay out.
 *
 * `site` is not a list of folders but what the first load of a marketing page imports (the client entry, the root,
 * the marketing layout, the content page, and what they import), read from the module graph once the build has it.
 * An icon is a module of its own (app/components/icons), counted where it is imported.
 */
import path from "node:path";
import type { Plugin, Rollup } from "vite";

const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|@react-router|turbo-stream|cookie|set-cookie-parser)[\\/]/;
/** What several routes may share: the app's components (not the admin's), hooks, domain modules (not schemas), the site's words, icons. */
const SHARED =
  /(app[\\/](components[\\/](?!admin[\\/])|lib[\\/](?![^\\/]+[\\/][^\\/]*schemas?\.)|hooks[\\/]|content[\\/]site|first-load[\\/])|node_modules[\\/]lucide[\\/])/;
const FORMS = /app[\\/](components[\\/](forms|leads)[\\/]|lib[\\/]forms[\\/]|first-load[\\/]typed-before-hydration)/;
/** What only the two step forms (contact, marketplace) use: left to them, out of `forms`, which the one-step forms load. */
const STEP_FORMS = /app[\\/]components[\\/](forms[\\/](use-)?step-|leads[\\/](lead-hero|check-list)\.)/;
const INSIGHTS =
  /app[\\/](components[\\/]insights[\\/]|content[\\/]site-insights|lib[\\/](insights[\\/]|pages[\\/]pagination))/;
/** The site's icon components, one module an icon (app/components/icons, ADR 039). */
const ICON = /app[\\/]components[\\/]icons[\\/](?!draw-icon\.)[^\\/]+\.ts$/;

/** The modules a marketing page's first load starts from, in the app folder. */
const FIRST_LOAD = ["entry.client.tsx", "root.tsx", "routes/marketing/layout.tsx", "routes/marketing/content-page.tsx"];

type Graph = Pick<Rollup.PluginContext, "getModuleIds" | "getModuleInfo">;

/** lucide's index, which re-exports every icon's data module, and one line of it: `export { default as Wheat } from './icons/wheat.mjs';`. */
const LUCIDE_INDEX = /node_modules[\\/]lucide[\\/]dist[\\/]esm[\\/]lucide\.mjs$/;
const LUCIDE_EXPORT = /export \{ ([^}]+) \} from '\.\/icons\/([\w-]+\.mjs)'/g;
/** The name an icon module (app/components/icons) imports from lucide: `import { Wheat as node } from "lucide"`. */
const ICON_NODE = /import\s*\{\s*(\w+) as node\s*\}\s*from\s*["']lucide["']/;

/**
 * Every module `starts` import, directly or not (dynamic imports aside). An icon module imports its data through
 * lucide's index, which imports every icon's: the walk goes from the icon module to its own icon's data, not through
 * the index, or the first load would seem to import all of lucide's icons, and any of them that two places draw (the
 * sections and the page editor) would go into the chunk every page loads.
 */
function staticImports(graph: Graph, starts: string[], lucideData: Map<string, string>): Set<string> {
  const found = new Set<string>();
  const pending = [...starts];
  while (pending.length > 0) {
    const id = pending.pop()!;
    const info = found.has(id) ? null : graph.getModuleInfo(id);
    if (!info) continue;
    found.add(id);
    const data = ICON.test(id) ? iconData(info, lucideData) : undefined;
    if (data) pending.push(data, ...info.importedIds.filter((imported) => !LUCIDE_INDEX.test(imported)));
    else pending.push(...info.importedIds);
  }
  return found;
}

/** The id of lucide's data module an icon module draws. */
function iconData(info: Rollup.ModuleInfo, lucideData: Map<string, string>): string | undefined {
  const drawn = info.code?.match(ICON_NODE)?.[1];
  return drawn ? lucideData.get(drawn) : undefined;
}

/** Each icon name lucide's index exports, with its data module's id. */
function lucideDataModules(graph: Graph): Map<string, string> {
  const modules = new Map<string, string>();
  const index = [...graph.getModuleIds()].find((id) => LUCIDE_INDEX.test(id));
  const info = index ? graph.getModuleInfo(index) : null;
  if (!index || !info?.code) return modules;
  const byFile = new Map(info.importedIds.map((id) => [path.basename(id), id]));
  for (const [, names, file] of info.code.matchAll(LUCIDE_EXPORT)) {
    const id = byFile.get(file);
    if (!id) continue;
    for (const name of names.split(",")) modules.set(name.trim().replace(/^default as /, ""), id);
  }
  return modules;
}

/** The admin's modules: its routes, its components and its shell. */
const ADMIN = /app[\\/](routes[\\/]admin[\\/]|components[\\/](admin[\\/]|layout[\\/]admin-))/;

/**
 * The icons that modules of more than one place import (the first load, the forms, the insights, any other module),
 * with lucide's data for each: those go into a chunk of their own, so that no page loads another place's chunk for an
 * icon. An icon of one place goes with the modules there that use it. The icons only the admin's places share have a
 * chunk of their own, so that a public page's icons do not bring the admin's.
 */
function iconsOfSeveralPlaces(graph: Graph, firstLoad: Set<string>, lucideData: Map<string, string>) {
  const shared = { public: new Set<string>(), admin: new Set<string>() };
  for (const id of graph.getModuleIds()) {
    if (!ICON.test(id) || firstLoad.has(id)) continue;
    const info = graph.getModuleInfo(id);
    if (!info) continue;
    const places = new Set(
      info.importers.map((importer) =>
        firstLoad.has(importer)
          ? "site"
          : FORMS.test(importer)
            ? "forms"
            : INSIGHTS.test(importer)
              ? "insights"
              : importer,
      ),
    );
    if (places.size < 2) continue;
    const group = info.importers.every((importer) => ADMIN.test(importer)) ? shared.admin : shared.public;
    group.add(id);
    const data = iconData(info, lucideData);
    if (data && !firstLoad.has(data)) group.add(data);
  }
  return shared;
}

const ZOD_CLASSIC = /[\\/]node_modules[\\/]zod[\\/]v4[\\/]classic[\\/]/;
const ZOD_SHARED = /[\\/]node_modules[\\/]zod[\\/]v4[\\/](core|locales)[\\/]/;
const CLASSIC_COPY = "?zod-classic";

/**
 * zod's two APIs share one core, and a module the browser shares is tree-shaken for all its users at once: the public
 * forms' schemas (zod/mini) loaded the core as the admin's schemas (zod's classic API) need it, 12 KB with brotli
 * instead of 6. In the browser's build the classic API gets a copy of the core of its own; zod keeps its global state
 * on globalThis for this very case, so two copies agree. Delete this when no schema the browser loads uses the classic
 * API.
 */
function classicZodCore(): Plugin {
  return {
    name: "kestrel:classic-zod-core",
    enforce: "pre",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    async resolveId(source, importer, options) {
      if (!importer || !(ZOD_CLASSIC.test(importer) || importer.endsWith(CLASSIC_COPY))) return null;
      const resolved = await this.resolve(source, importer.replace(CLASSIC_COPY, ""), { ...options, skipSelf: true });
      if (!resolved || resolved.external || !ZOD_SHARED.test(resolved.id)) return null;
      return { ...resolved, id: resolved.id + CLASSIC_COPY };
    },
  };
}

/** The client build's plugins and chunk groups; `appDirectory` is the app folder. */
export function clientChunks(appDirectory: string) {
  let firstLoad = new Set<string>();
  let sharedIcons = { public: new Set<string>(), admin: new Set<string>() };

  const firstLoadModules: Plugin = {
    name: "kestrel:first-load-modules",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    buildEnd() {
      const lucideData = lucideDataModules(this);
      firstLoad = staticImports(
        this,
        FIRST_LOAD.map((file) => path.resolve(appDirectory, file)),
        lucideData,
      );
      if (firstLoad.size < FIRST_LOAD.length)
        this.error(`the first load's modules are missing (found ${[...firstLoad].join(", ")})`);
      sharedIcons = iconsOfSeveralPlaces(this, firstLoad, lucideData);
    },
  };

  const codeSplitting = {
    groups: [
      { name: "framework", test: FRAMEWORK, priority: 4 },
      { name: "site", test: (id: string) => SHARED.test(id) && firstLoad.has(id), minShareCount: 2, priority: 3 },
      { name: "icons", test: (id: string) => sharedIcons.public.has(id), minShareCount: 2, priority: 2 },
      { name: "admin-icons", test: (id: string) => sharedIcons.admin.has(id), minShareCount: 2, priority: 2 },
      {
        name: "forms",
        test: (id: string) => SHARED.test(id) && FORMS.test(id) && !STEP_FORMS.test(id),
        minShareCount: 2,
        priority: 1,
      },
      { name: "insights", test: (id: string) => SHARED.test(id) && INSIGHTS.test(id), minShareCount: 2, priority: 1 },
    ],
  };

  return { plugins: [firstLoadModules, classicZodCore()], codeSplitting };
}
