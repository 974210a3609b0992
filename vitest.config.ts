import os from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/integration/**/*.test.ts"],
    environment: "node",
    // Migrates one embedded database, which each test file's database copies.
    globalSetup: ["tests/support/migrated-pglite.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Vitest's default is one worker fewer than the cores: on a two-core machine, one file at a time. Every file has
    // a database and temporary folders of its own, so two run side by side on two cores.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    env: { NODE_ENV: "test", LOG_LEVEL: "silent" },
  },
});
