/** Finds a Chromium (or Chrome) executable: CHROMIUM_PATH first, then the usual install locations. */
import fs from "node:fs";

export const CHROMIUM_CANDIDATES = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
  "/usr/bin/google-chrome-stable",
  "/snap/bin/chromium",
];

export function findChromium(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && fs.existsSync(fromEnv)) return fromEnv;
  return CHROMIUM_CANDIDATES.find((candidate) => fs.existsSync(candidate));
}
