import { Link } from "react-router";
import type { Route } from "./+types/post-edit";
import { ADMIN_MESSAGES, postPages } from "~/content/admin-posts";
import { BackLink } from "~/components/admin/back-link";
import { PostForm } from "~/components/admin/post-form";
import { getPostForEdit, listCategories, updatePost } from "~/lib/insights/admin-posts.server";
import { postNotFound, savePostForm } from "~/lib/insights/post-save.server";
import { formatDateTime } from "~/lib/pages/format";
import { originFrom, pageMeta } from "~/lib/pages/meta";
import { requireStaff } from "~/lib/accounts/session.server";

export const meta: Route.MetaFunction = ({ matches, params, loaderData }) =>
  pageMeta({
    title: loaderData ? postPages.edit.title(loaderData.post.values.title) : postPages.edit.fallbackTitle,
    description: postPages.edit.description,
    path: `/admin/posts/${params.id}`,
    origin: originFrom(matches),
    noIndex: true,
  });

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request, "posts");
  const [post, categories] = await Promise.all([getPostForEdit(params.id), listCategories()]);
  if (!post) throw postNotFound();
  return { post, categories: categories.map(({ id, name }) => ({ id, name })) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = await requireStaff(request, "posts");
  return savePostForm(request, (input) => updatePost(admin, params.id, input, context?.clientIp), ADMIN_MESSAGES.updated);
}

export default function EditPost({ loaderData, actionData }: Route.ComponentProps) {
  const { post, categories } = loaderData;
  return (
    <div className="mx-auto max-w-6xl">
      <BackLink to="/admin" label={postPages.back} />
      <h1 className="mt-2 font-display text-3xl font-semibold text-brand-900">{postPages.edit.heading}</h1>
      <p className="mt-2 mb-6 text-sm text-muted">
        {post.isPublished && post.publishedAt ? (
          <>
            {postPages.edit.published.before}
            {formatDateTime(post.publishedAt)}
            {postPages.edit.published.after}{" "}
            <Link to={`/insights/${post.slug}`} className="font-medium text-brand-800 underline underline-offset-4">
              /insights/{post.slug}
            </Link>
          </>
        ) : (
          postPages.edit.draft
        )}
      </p>
      <PostForm key={post.id} categories={categories} values={actionData?.values ?? post.values} result={actionData} />
    </div>
  );
}
