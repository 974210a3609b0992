/**
 * The process environment a test file runs in. env() reads it once, when it
 * is first called, so a file sets it before its tests run, at the top.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll } from "vitest";

/** Sets `variables` in the process environment; returns what puts back the values they had. */
export function setEnvironment(variables: Record<string, string>): () => void {
  const saved = Object.fromEntries(Object.keys(variables).map((key) => [key, process.env[key]]));
  Object.assign(process.env, variables);
  return () => {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  };
}

/** A new empty folder in the system's temporary folder, its name beginning with `name`. */
export function temporaryDir(name: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`));
}

/**
 * A temporary data folder for the tests of the calling file, set at once as DATA_DIR with `variables`
 * (PUBLIC_URL and the like); after the tests, the folder is removed and the environment put back.
 */
export function setUpTestEnvironment(name: string, variables: Record<string, string>): string {
  const dataDir = temporaryDir(name);
  const restore = setEnvironment({ DATA_DIR: dataDir, ...variables });
  afterAll(() => {
    restore();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return dataDir;
}
