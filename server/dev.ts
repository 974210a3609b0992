/**
 * npm run dev: the same HTTP server with Vite in front, which serves the
 * browser's modules and loads the app module afresh on each request.
 */
import { createServer } from "vite";
import { runServer, type AppModule } from "./http-server";

try {
  const vite = await createServer({ server: { middlewareMode: true } });
  await runServer((await vite.ssrLoadModule("./server/app.ts")) as AppModule, vite);
} catch (error) {
  console.error(error);
  process.exit(1);
}
