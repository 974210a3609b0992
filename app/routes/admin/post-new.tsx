import type { Route } from "./+types/post-new";
import { BackLink } from "~/components/admin/back-link";
import { PostForm } from "~/components/admin/post-form";
import { ADMIN_MESSAGES, postPages } from "~/content/admin-posts";
import { createPost } from "~/lib/insights/admin-posts.server";
import { listCategories } from "~/lib/insights/admin-categories.server";
import { savePostForm } from "~/lib/insights/post-save.server";
import { staticPageMeta } from "~/lib/pages/meta";
import { NEW_POST_VALUES } from "~/lib/insights/post-schema";
import { requireStaff } from "~/lib/accounts/session.server";
import { requestOf } from "~/lib/runtime/request-context";

export const meta: Route.MetaFunction = staticPageMeta({
  title: postPages.new.title,
  description: postPages.new.description,
  path: "/admin/posts/new",
  noIndex: true,
});

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "posts");
  const categories = await listCategories();
  return { categories: categories.map(({ id, name }) => ({ id, name })) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, "posts");
  return savePostForm(
    request,
    ({ input, intent }) =>
      createPost({ id: staff.id, name: staff.name }, input, { intent, ip: requestOf(context).clientIp }),
    ADMIN_MESSAGES.created,
    staff.id,
  );
}

export default function NewPost({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-6xl">
      <BackLink to="/admin" label={postPages.back} />
      <h1 className="mt-2 mb-6 font-display text-3xl font-semibold text-brand-900">{postPages.new.heading}</h1>
      <PostForm
        categories={loaderData.categories}
        values={actionData?.values ?? NEW_POST_VALUES}
        result={actionData}
        draftKey="new"
      />
    </div>
  );
}
