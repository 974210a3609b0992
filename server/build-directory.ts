/**
 * Where the production build lives: `build/` unless BUILD_DIR names another
 * folder (so two builds of one checkout, say a preview and a test run, can
 * sit side by side). Read by the build config, the server and the scripts.
 */
import path from "node:path";

export const buildDirectory = process.env.BUILD_DIR || "build";
export const serverBuildFile = path.resolve(buildDirectory, "server/index.js");
export const clientBuildDirectory = path.resolve(buildDirectory, "client");
