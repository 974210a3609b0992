import { data } from "react-router";
import type { Route } from "./+types/post-preview";
import { renderMarkdown } from "~/lib/markdown.server";
import { POST_LIMITS } from "~/lib/schemas/post";
import { requireAdmin } from "~/lib/session.server";
import { FormTooLargeError, readFormData } from "~/lib/uploads.server";

/** 100,000 characters, even if every one is a percent-encoded four-byte character. */
const MAX_BODY_BYTES = 2 * 1024 * 1024;

/** The post form's live preview: Markdown in, the same sanitised HTML the post page shows out. POST only. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  throw data({ message: "Send the text to preview with POST." }, { status: 405, headers: { Allow: "POST" } });
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  const form = await readFormData(request, MAX_BODY_BYTES).catch((error: unknown) => {
    if (error instanceof FormTooLargeError) return null;
    throw error;
  });
  const content = form?.get("content");
  const text = typeof content === "string" ? content : "";
  if (!form || text.length > POST_LIMITS.content) {
    return data(
      { html: null, error: `Content must be at most ${POST_LIMITS.content.toLocaleString("en")} characters` },
      { status: 400, headers: { "Cache-Control": "no-store" } },
    );
  }
  return data({ html: renderMarkdown(text), error: null }, { headers: { "Cache-Control": "no-store" } });
}
