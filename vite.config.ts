import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { clientChunks } from "./vite.client-chunks.ts";

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
  return {
    name: "kestrel:precompress",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    closeBundle() {
      // The browser environment's own output folder: React Router sets one per environment.
      const { root, build } = this.environment.config;
      const assets = path.join(path.resolve(root, build.outDir), "assets");
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

/**
 * React Router 8 builds each Vite environment apart: the browser's (`client`) and the server's (`ssr`). Both take React
 * Router's production build through its package exports' default condition, the development one being named only
 * under `development` (ADR 045).
 */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  environments: {
    client: {
      build: { rollupOptions: { output: { codeSplitting: chunks.codeSplitting } } },
    },
    ssr: {
      // The server build's entry is the HTTP server (server/index.ts), which imports our request handler and through
      // it the React Router build: plain `node` runs it in production (ADR 025).
      build: { rollupOptions: { input: "./server/index.ts" } },
      resolve: {
        external: ["@electric-sql/pglite", "pg", "pino", "nodemailer", "better-auth"],
        // Bundled, so that the server has one copy of React Router; and lucide, so that the server holds the icons
        // the site draws rather than importing the package's every icon when it starts (ADR 046).
        noExternal: ["react-router", "@react-router/node", "lucide"],
      },
    },
  },
  plugins: [tailwindcss(), reactRouter(), precompress(), ...chunks.plugins],
});
