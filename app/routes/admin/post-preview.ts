import { data } from "react-router";
import type { Route } from "./+types/post-preview";
import { renderMarkdown } from "~/lib/insights/markdown.server";
import { postPreviewMessages } from "~/content/admin-posts";
import { POST_LIMITS } from "~/lib/insights/post-schema";
import { requireStaff } from "~/lib/accounts/session.server";
import { readGuardedForm } from "~/lib/forms/form-guard.server";

/** The post form's live preview: Markdown in, the same sanitised HTML the post page shows out. POST only. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "posts");
  throw data({ message: postPreviewMessages.postOnly }, { status: 405, headers: { Allow: "POST" } });
}

export async function action({ request }: Route.ActionArgs) {
  await requireStaff(request, "posts");
  const read = await readGuardedForm(request, { form: "preview" });
  if (!read.ok && read.status !== 413) {
    return data({ html: null, error: read.message }, { status: read.status, headers: { "Cache-Control": "no-store" } });
  }
  const content = read.ok ? read.form.get("content") : null;
  const text = typeof content === "string" ? content : "";
  if (!read.ok || text.length > POST_LIMITS.content) {
    return data(
      { html: null, error: postPreviewMessages.tooLong(POST_LIMITS.content) },
      { status: 400, headers: { "Cache-Control": "no-store" } },
    );
  }
  return data({ html: renderMarkdown(text), error: null }, { headers: { "Cache-Control": "no-store" } });
}
