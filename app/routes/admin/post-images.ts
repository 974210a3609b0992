import { data } from "react-router";
import type { Route } from "./+types/post-images";
import { postForm, postImageMessages } from "~/content/admin-posts";
import { requireStaff } from "~/lib/accounts/session.server";
import { readGuardedForm } from "~/lib/forms/form-guard.server";
import { imageMarkdown } from "~/lib/images/image-variants";
import { storeUploadedImage } from "~/lib/images/images.server";
import { POST_LIMITS } from "~/lib/insights/post-schema";
import { UPLOAD_TOO_LARGE } from "~/lib/images/image-types";

/** What the editor's Insert image control gets back: the Markdown to insert, or why not. */
export type BodyImageAnswer = { markdown: string; error: null } | { markdown: null; error: string };

const answer = (body: BodyImageAnswer, status = 200) =>
  data(body, { status, headers: { "Cache-Control": "no-store" } });

/** An image for a post's body (POST only): stored like a featured image, answered with its Markdown. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "posts");
  throw data({ message: postImageMessages.postOnly }, { status: 405, headers: { Allow: "POST" } });
}

export async function action({ request }: Route.ActionArgs) {
  const staff = await requireStaff(request, "posts");
  const read = await readGuardedForm(request, { form: "post-image" });
  if (!read.ok)
    return answer({ markdown: null, error: read.status === 413 ? UPLOAD_TOO_LARGE : read.message }, read.status);
  const file = read.form.get("image");
  const altValue = read.form.get("alt");
  const alt = typeof altValue === "string" ? altValue.replace(/\s+/g, " ").trim() : "";
  if (!(file instanceof File) || file.size === 0)
    return answer({ markdown: null, error: postForm.bodyImage.chooseFile }, 400);
  if (alt === "") return answer({ markdown: null, error: postForm.bodyImage.altRequired }, 400);
  if (alt.length > POST_LIMITS.imageAlt) {
    return answer({ markdown: null, error: `Alt text must be at most ${POST_LIMITS.imageAlt} characters` }, 400);
  }
  const stored = await storeUploadedImage(file, { uploadedBy: staff.id });
  if (!stored.ok) return answer({ markdown: null, error: stored.message }, 400);
  return answer({ markdown: imageMarkdown(stored.image, alt), error: null });
}
