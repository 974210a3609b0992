import type { Route } from "./+types/insights-latest";
import { loadLatestInsights } from "~/lib/insights/insights-sections.server";
import { logger } from "~/lib/runtime/logger.server";

/** GET /api/insights/latest: the three newest published insights as card data (the home page's section). */
export async function loader(_args: Route.LoaderArgs) {
  try {
    const posts = await loadLatestInsights(3);
    return Response.json({ posts }, { headers: { "Cache-Control": "public, max-age=60" } });
  } catch (error) {
    logger.error({ err: error }, "could not load the latest insights");
    return Response.json(
      { message: "Failed to load blog data" },
      { status: 500, headers: { "Cache-Control": "no-store" } },
    );
  }
}
