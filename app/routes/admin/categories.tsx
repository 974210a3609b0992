import { useEffect } from "react";
import { data, Form, useNavigation } from "react-router";
import { Trash2 } from "~/components/icons/trash-2";
import { toast } from "~/components/toasts";
import type { Route } from "./+types/categories";
import { AdminList } from "~/components/admin/admin-list";
import { ForRow } from "~/components/admin/list-row";
import { Field, FormMessage } from "~/components/forms/field";
import { Button } from "~/components/ui/button";
import { categoriesPage as copy } from "~/content/admin-categories";
import { readAdminForm } from "~/lib/forms/admin-form.server";
import { createCategory, deleteCategory, listCategories, renameCategory } from "~/lib/insights/admin-categories.server";
import { logger } from "~/lib/runtime/logger.server";
import { staticPageMeta } from "~/lib/pages/meta";
import { parseForm } from "~/lib/forms/parse";
import { type FieldErrors } from "~/lib/forms/form-answers";
import { CategoryInputSchema, POST_LIMITS } from "~/lib/insights/post-schema";
import { requireStaff } from "~/lib/accounts/session.server";
import { redirectWithToast } from "~/lib/pages/toast.server";
import { requestOf } from "~/lib/runtime/request-context";

export const meta: Route.MetaFunction = staticPageMeta({
  title: copy.title,
  description: copy.description,
  path: "/admin/categories",
  noIndex: true,
});

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "posts");
  return { categories: await listCategories() };
}

type Intent = "create" | "rename" | "delete";
type ActionResult = {
  intent: Intent;
  id: string | null;
  fieldErrors: FieldErrors;
  message: string | null;
  name: string;
};

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireStaff(request, "posts");
  const read = await readAdminForm(request);
  if (!read.ok) {
    return data<ActionResult>(
      { intent: "create", id: null, fieldErrors: {}, message: read.message, name: "" },
      { status: read.status },
    );
  }
  const form = read.form;
  const intentValue = form.get("intent");
  const intent: Intent | null =
    intentValue === "create" || intentValue === "rename" || intentValue === "delete" ? intentValue : null;
  const id = typeof form.get("id") === "string" ? String(form.get("id")) : null;
  const name = typeof form.get("name") === "string" ? String(form.get("name")) : "";
  const answer = (status: number, fields: Partial<ActionResult>) =>
    data<ActionResult>({ intent: intent ?? "create", id, fieldErrors: {}, message: null, name, ...fields }, { status });

  if (!intent) return answer(400, { message: copy.notUnderstood });

  try {
    if (intent === "delete") {
      const result = await deleteCategory(admin, id ?? "", requestOf(context).clientIp);
      if (!result) return answer(404, { message: copy.gone });
      if (!result.ok) return answer(409, { message: result.message });
      return redirectWithToast("/admin/categories", { kind: "success", title: copy.deleted });
    }

    const parsed = parseForm(CategoryInputSchema, { name });
    if (!parsed.ok) return answer(400, { fieldErrors: parsed.errors });
    if (intent === "create") {
      const result = await createCategory(admin, parsed.data, requestOf(context).clientIp);
      if (!result.ok) return answer(409, { fieldErrors: { name: result.message } });
      return redirectWithToast("/admin/categories", {
        kind: "success",
        title: copy.added,
        description: parsed.data.name,
      });
    }
    const result = await renameCategory(admin, id ?? "", parsed.data, requestOf(context).clientIp);
    if (!result) return answer(404, { message: copy.gone });
    if (!result.ok) return answer(409, { fieldErrors: { name: result.message } });
    return redirectWithToast("/admin/categories", {
      kind: "success",
      title: copy.renamed,
      description: parsed.data.name,
    });
  } catch (error) {
    logger.error({ err: error, intent }, "could not change a category");
    return answer(503, { message: copy.saveFailed });
  }
}

export default function Categories({ loaderData, actionData }: Route.ComponentProps) {
  const { categories } = loaderData;
  const navigation = useNavigation();
  const pendingIntent = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const pendingId = navigation.state === "submitting" ? navigation.formData?.get("id") : null;
  const createResult = actionData?.intent === "create" ? actionData : undefined;

  useEffect(() => {
    if (actionData?.message) toast.error(copy.errorTitle, { description: actionData.message });
  }, [actionData]);

  return (
    <div className="mx-auto max-w-4xl">
      <h1 className="font-display text-3xl font-semibold text-brand-900">{copy.heading}</h1>
      <p className="mt-2 text-sm text-muted">{copy.intro}</p>

      <section aria-labelledby="add-heading" className="mt-8 rounded-xl border border-line bg-white p-5 sm:p-6">
        <h2 id="add-heading" className="text-lg font-semibold text-ink">
          {copy.add.heading}
        </h2>
        {createResult?.message ? (
          <div className="mt-3">
            <FormMessage kind="error">{createResult.message}</FormMessage>
          </div>
        ) : null}
        <Form method="post" noValidate className="mt-4 flex flex-wrap items-start gap-3">
          <input type="hidden" name="intent" value="create" />
          <Field
            key={createResult ? "retry" : "fresh"}
            label={copy.add.label}
            name="name"
            required
            maxLength={POST_LIMITS.categoryName}
            defaultValue={createResult?.name ?? ""}
            error={createResult?.fieldErrors.name}
            className="min-w-0 flex-1 basis-64"
          />
          <Button type="submit" className="sm:mt-7" disabled={pendingIntent === "create"}>
            {pendingIntent === "create" ? copy.add.submitting : copy.add.submit}
          </Button>
        </Form>
      </section>

      <AdminList
        frame="open"
        id="list-heading"
        heading={
          <>
            {copy.list.before}
            {categories.length}
            {copy.list.after}
          </>
        }
        items={categories}
        itemKey={(category) => category.id}
        row={(category) => {
          const result =
            actionData && actionData.intent !== "create" && actionData.id === category.id ? actionData : undefined;
          const busy = pendingId === category.id;
          return (
            <li className="rounded-xl border border-line bg-white p-5">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h3 className="text-base font-semibold text-ink">{category.name}</h3>
                <p className="text-sm text-muted">
                  {category.postCount} {copy.posts(category.postCount)} · /{category.slug}
                </p>
              </div>
              {result?.message ? (
                <div className="mt-3">
                  <FormMessage kind="error">{result.message}</FormMessage>
                </div>
              ) : null}
              <div className="mt-4 flex flex-wrap items-start gap-3">
                <Form method="post" noValidate className="flex min-w-0 flex-1 basis-72 flex-wrap items-start gap-3">
                  <input type="hidden" name="intent" value="rename" />
                  <input type="hidden" name="id" value={category.id} />
                  <Field
                    key={`${category.name}-${result?.intent === "rename" ? "retry" : "fresh"}`}
                    label={copy.rename.label(category.name)}
                    name="name"
                    required
                    maxLength={POST_LIMITS.categoryName}
                    defaultValue={result?.intent === "rename" ? result.name : category.name}
                    error={result?.intent === "rename" ? result.fieldErrors.name : undefined}
                    className="min-w-0 flex-1 basis-56"
                  />
                  <Button
                    type="submit"
                    variant="outline"
                    className="sm:mt-7"
                    disabled={busy && pendingIntent === "rename"}
                  >
                    {busy && pendingIntent === "rename" ? copy.rename.submitting : copy.rename.submit}
                    <ForRow>{category.name}</ForRow>
                  </Button>
                </Form>
                <Form method="post" className="sm:mt-7">
                  <input type="hidden" name="intent" value="delete" />
                  <input type="hidden" name="id" value={category.id} />
                  <Button type="submit" variant="danger" disabled={busy && pendingIntent === "delete"}>
                    <Trash2 aria-hidden="true" className="h-4 w-4" />
                    {copy.delete}
                    <ForRow>{category.name}</ForRow>
                  </Button>
                </Form>
              </div>
            </li>
          );
        }}
        empty={{ note: copy.empty }}
        roomy
      />
    </div>
  );
}
