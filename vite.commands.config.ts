import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { buildDirectory } from "./server/build-directory.ts";

/**
 * The operator commands (npm run admin:create, backup, …), compiled by `npm run build` into `build/scripts/*.js` beside
 * the server build, so that plain node runs them and the image needs neither tsx nor the sources (ADR 048). Each is
 * a file of scripts/ with the app's modules it imports bundled in; packages stay in node_modules, and the migrations
 * are read from drizzle/ when they run, as the server reads them.
 */
export const COMMANDS = ["admin-create", "admin-reset-2fa", "backup", "db-migrate", "db-seed", "restore", "retention"];

const root = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  root,
  logLevel: "warn",
  resolve: { alias: [{ find: /^~\//, replacement: `${path.join(root, "app")}/` }] },
  build: {
    ssr: true,
    target: "node24",
    outDir: path.resolve(root, buildDirectory, "scripts"),
    emptyOutDir: true,
    minify: false,
    copyPublicDir: false,
    rollupOptions: {
      input: Object.fromEntries(COMMANDS.map((name) => [name, path.join(root, "scripts", `${name}.ts`)])),
      output: { format: "esm", entryFileNames: "[name].js", chunkFileNames: "shared/[name]-[hash].js" },
    },
  },
});
