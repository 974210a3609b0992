import { data, Link } from "react-router";
import type { Route } from "./+types/post-edit";
import { ADMIN_MESSAGES } from "~/components/admin/messages";
import { PostForm, type PostFormResult } from "~/components/admin/post-form";
import { getPostForEdit, listCategories, readPostSubmission, updatePost } from "~/lib/insights/admin-posts.server";
import { formatDateTime } from "~/lib/pages/format";
import { logger } from "~/lib/runtime/logger.server";
import { originFrom, pageMeta } from "~/lib/pages/meta";
import { requireAdmin } from "~/lib/accounts/session.server";
import { redirectWithToast } from "~/lib/pages/toast.server";

export const meta: Route.MetaFunction = ({ matches, params, loaderData }) =>
  pageMeta({
    title: loaderData ? `Edit: ${loaderData.post.values.title}` : "Edit post",
    description: "Edit an insight.",
    path: `/admin/posts/${params.id}`,
    origin: originFrom(matches),
    noIndex: true,
  });

const notFound = () => data({ message: "There is no such post." }, { status: 404 });

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const [post, categories] = await Promise.all([getPostForEdit(params.id), listCategories()]);
  if (!post) throw notFound();
  return { post, categories: categories.map(({ id, name }) => ({ id, name })) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const submission = await readPostSubmission(request);
  if (!submission.ok) {
    return data<PostFormResult>(
      { values: submission.values, fieldErrors: submission.fieldErrors, formError: submission.formError ?? null },
      { status: 400 },
    );
  }
  let result: Awaited<ReturnType<typeof updatePost>>;
  try {
    result = await updatePost(admin, params.id, submission.input, context?.clientIp);
  } catch (error) {
    logger.error({ err: error }, "could not update a blog post");
    return data<PostFormResult>({ values: submission.values, fieldErrors: {}, formError: ADMIN_MESSAGES.saveFailed }, { status: 503 });
  }
  if (!result) throw notFound();
  if (!result.ok) {
    return data<PostFormResult>({ values: submission.values, fieldErrors: result.fieldErrors, formError: null }, { status: 400 });
  }
  return redirectWithToast("/admin", { kind: "success", title: ADMIN_MESSAGES.updated });
}

export default function EditPost({ loaderData, actionData }: Route.ComponentProps) {
  const { post, categories } = loaderData;
  return (
    <div className="mx-auto max-w-6xl">
      <p className="text-sm">
        <Link to="/admin" className="font-medium text-brand-800 underline-offset-4 hover:underline">
          ← All posts
        </Link>
      </p>
      <h1 className="mt-2 font-display text-3xl font-semibold text-brand-900">Edit post</h1>
      <p className="mt-2 mb-6 text-sm text-muted">
        {post.isPublished && post.publishedAt ? (
          <>
            Published {formatDateTime(post.publishedAt)} at{" "}
            <Link to={`/insights/${post.slug}`} className="font-medium text-brand-800 underline underline-offset-4">
              /insights/{post.slug}
            </Link>
          </>
        ) : (
          <>Draft: readers cannot see it until it is published.</>
        )}
      </p>
      <PostForm key={post.id} categories={categories} values={actionData?.values ?? post.values} result={actionData} />
    </div>
  );
}
