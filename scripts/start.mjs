/**
 * npm start: builds the site when the build is missing or older than the sources (scripts/site-build.mjs), then runs
 * the production server, the compiled server build, in this very process with plain node (it applies migrations and
 * seeds an empty database before it listens). Plain JavaScript, so that no TypeScript loader sits in the server's
 * process.
 */
import { pathToFileURL } from "node:url";
import { buildIfStale, serverBuildFile } from "./site-build.mjs";

buildIfStale();
process.env.NODE_ENV = "production";
await import(pathToFileURL(serverBuildFile).href);
