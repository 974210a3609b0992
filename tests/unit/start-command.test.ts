/**
 * `npm start` and the image run the server alike (ADR 052): the same V8 flags on node's command line, and the same
 * glibc allocator settings in the environment (ADR 043).
 */
import fs from "node:fs";
import { describe, expect, it } from "vitest";

function npmStart(): { env: Record<string, string>; flags: string[] } {
  const script = (JSON.parse(fs.readFileSync("package.json", "utf8")) as { scripts: { start: string } }).scripts.start;
  const words = script.trim().split(/\s+/);
  const env: Record<string, string> = {};
  while (/^[A-Z_]+=/.test(words[0])) {
    const [name, value] = words.shift()!.split("=");
    env[name] = value;
  }
  expect(words.shift()).toBe("node");
  expect(words.pop()).toBe("scripts/start.mjs");
  return { env, flags: words };
}

function image(): { env: Record<string, string>; flags: string[] } {
  const dockerfile = fs.readFileSync("Dockerfile", "utf8");
  const cmd = JSON.parse(/^CMD (\[.*\])$/m.exec(dockerfile)![1]) as string[];
  expect(cmd.shift()).toBe("node");
  expect(cmd.pop()).toBe("build/server/index.js");
  const env: Record<string, string> = {};
  for (const [, name, value] of dockerfile.matchAll(/^\s+(MALLOC_[A-Z_]+)=(\S+)/gm)) env[name] = value;
  return { env, flags: cmd };
}

describe("the server's start command", () => {
  it("sizes V8's generations with the same flags in npm start and in the image", () => {
    expect(npmStart().flags).toEqual(["--max-semi-space-size=16", "--max-old-space-size=256"]);
    expect(image().flags).toEqual(npmStart().flags);
  });

  it("sets the same allocator settings in npm start and in the image", () => {
    expect(npmStart().env).toEqual({ MALLOC_ARENA_MAX: "2", MALLOC_MMAP_THRESHOLD_: "131072" });
    expect(image().env).toEqual(npmStart().env);
  });

  it("is the one the README gives for systemd", () => {
    const readme = fs.readFileSync("README.md", "utf8").replace(/\s+/g, " ");
    const { env, flags } = npmStart();
    expect(readme).toContain(`node_modules/.bin/node ${flags.join(" ")} build/server/index.js`);
    expect(readme).toContain(
      Object.entries(env)
        .map(([name, value]) => `${name}=${value}`)
        .join(" "),
    );
  });
});
