import type { Route } from "./+types/dashboard";
import { formatDateTime } from "~/lib/format";
import { listPostsForAdmin } from "~/lib/posts.server";
import { requireAdmin } from "~/lib/session.server";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const posts = await listPostsForAdmin();
  return { posts };
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { posts } = loaderData;
  const published = posts.filter((post) => post.isPublished).length;
  return (
    <div className="mx-auto max-w-6xl">
      <h1 className="font-display text-3xl font-semibold text-brand-900">Blog Admin Dashboard</h1>
      <p className="mt-2 text-sm text-muted">
        {posts.length} {posts.length === 1 ? "post" : "posts"} · {published} published · {posts.length - published} drafts
      </p>
      <section aria-labelledby="posts-heading" className="mt-8 rounded-xl border border-line bg-white">
        <h2 id="posts-heading" className="border-b border-line px-5 py-4 text-lg font-semibold">
          Posts
        </h2>
        {posts.length === 0 ? (
          <p className="px-5 py-10 text-center text-muted">No posts yet.</p>
        ) : (
          <div className="overflow-x-auto" role="region" aria-label="Posts table" tabIndex={0}>
            <table className="w-full min-w-[40rem] text-left text-sm">
              <thead className="bg-sand text-xs uppercase tracking-wider text-muted">
                <tr>
                  <th scope="col" className="px-5 py-3">Title</th>
                  <th scope="col" className="px-5 py-3">Category</th>
                  <th scope="col" className="px-5 py-3">Status</th>
                  <th scope="col" className="px-5 py-3 text-right">Views</th>
                  <th scope="col" className="px-5 py-3">Updated</th>
                </tr>
              </thead>
              <tbody>
                {posts.map((post) => (
                  <tr key={post.id} className="border-t border-line">
                    <th scope="row" className="px-5 py-3 font-medium text-ink">{post.title}</th>
                    <td className="px-5 py-3">{post.category}</td>
                    <td className="px-5 py-3">
                      {post.isPublished ? "Published" : "Draft"} · {post.isFeatured ? "Featured" : "Regular"}
                    </td>
                    <td className="px-5 py-3 text-right tabular-nums">{post.viewCount}</td>
                    <td className="px-5 py-3 whitespace-nowrap">{formatDateTime(post.updatedAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
