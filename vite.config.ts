import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig(({ isSsrBuild }) => ({
  resolve: { tsconfigPaths: true },
  build: {
    // The server build's entry is our request handler, which imports the React Router build.
    rollupOptions: isSsrBuild ? { input: "./server/app.ts" } : undefined,
  },
  ssr: {
    external: ["@electric-sql/pglite", "pg", "pino", "nodemailer", "better-auth"],
  },
  plugins: [tailwindcss(), reactRouter()],
}));
