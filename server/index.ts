/**
 * The production server: the entry of the server build (build/server/index.js),
 * which plain `node` runs (ADR 025). NODE_ENV is settled before the app and its
 * libraries load, since React picks its production build when it is first imported.
 */
process.env.NODE_ENV ??= "production";

const [{ runServer }, appModule] = await Promise.all([import("./http-server"), import("./app")]);
await runServer(appModule).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
export {};
