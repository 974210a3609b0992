import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { clientChunks } from "./vite.client-chunks.ts";

/**
 * React Router's production build. Its package exports name only the development build, which Node then runs on the
 * server (checks and warnings on every render: 12% of a page's CPU); the server build bundles this one instead (ADR 025).
 */
const REACT_ROUTER_PRODUCTION = path.join(
  path.dirname(createRequire(import.meta.url).resolve("react-router/package.json")),
  "dist/production/index.mjs",
);

/**
 * The browser's build takes React Router's production build too, without the development build's warnings (ADR 022).
 * Production builds only: development keeps the warnings.
 */
const REACT_ROUTER_BROWSER = [
  { find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION },
  { find: /^react-router\/dom$/, replacement: path.join(path.dirname(REACT_ROUTER_PRODUCTION), "dom-export.mjs") },
];

/** How the browser's JavaScript is split into chunks (vite.client-chunks.ts). */
const chunks = clientChunks(fileURLToPath(new URL("./app", import.meta.url)));

/** Files worth compressing ahead of time: text, and not tiny. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|html)$/;
const MIN_BYTES = 1024;

/**
 * Writes `file.br` (brotli, quality 11) and `file.gz` (gzip, level 9) beside each text asset of the client build,
 * for server/precompressed.ts to serve: smaller than compressing on the fly, and no work per request.
 */
function precompress(): Plugin {
  let outDir = "";
  return {
    name: "kestrel:precompress",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const assets = path.join(outDir, "assets");
      if (!fs.existsSync(assets)) return;
      for (const name of fs.readdirSync(assets)) {
        const file = path.join(assets, name);
        if (!COMPRESSIBLE.test(name) || fs.statSync(file).size < MIN_BYTES) continue;
        const content = fs.readFileSync(file);
        fs.writeFileSync(
          `${file}.br`,
          zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
      }
    },
  };
}

export default defineConfig(({ command, isSsrBuild }) => ({
  resolve: {
    tsconfigPaths: true,
    alias: isSsrBuild
      ? [{ find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION }]
      : command === "build"
        ? REACT_ROUTER_BROWSER
        : [],
  },
  build: {
    // The server build's entry is the HTTP server (server/index.ts), which imports our request handler and through it
    // the React Router build: plain `node` runs it in production (ADR 025).
    rollupOptions: isSsrBuild
      ? { input: "./server/index.ts" }
      : {
          output: { codeSplitting: chunks.codeSplitting },
        },
  },
  ssr: {
    external: ["@electric-sql/pglite", "pg", "pino", "nodemailer", "better-auth"],
    // Bundled, so that the server has one copy of React Router, the production one; and lucide, so that the server
    // holds the icons the site draws rather than importing the package's every icon when it starts (ADR 046).
    noExternal: ["react-router", "@react-router/node", "lucide"],
  },
  plugins: [tailwindcss(), reactRouter(), precompress(), ...chunks.plugins],
}));
