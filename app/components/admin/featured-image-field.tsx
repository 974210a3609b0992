/**
 * The post form's featured image: an outside address or an uploaded file (a
 * plain file input, so it works without JavaScript), its alt text, and the
 * choice to mark it decorative instead. The server requires one of the two
 * whenever there is an image, and says so under the alt text.
 */
import { Field } from "~/components/forms/field";
import { postForm as copy } from "~/content/admin-posts";
import type { FieldErrors } from "~/lib/forms/form-answers";
import { IMAGE_ALT_MESSAGE, POST_LIMITS, type PostFormValues } from "~/lib/insights/post-schema";
import { CheckboxField } from "./fields";

/** The file types the upload takes (checked again on the server by their content). */
export const IMAGE_ACCEPT = "image/png,image/jpeg,image/webp,image/gif";

/**
 * What the browser finds before sending: a file chosen with neither alt text nor the decorative mark (the schema
 * judges an address; a file has none until the server stores it).
 */
export function featuredImageProblems(data: FormData): FieldErrors {
  const file = data.get("featuredImage");
  const alt = data.get("featuredImageAlt");
  const described = typeof alt === "string" && alt.trim() !== "";
  if (file instanceof File && file.size > 0 && !described && !data.get("featuredImageDecorative")) {
    return { featuredImageAlt: IMAGE_ALT_MESSAGE };
  }
  return {};
}

export function FeaturedImageField({
  values,
  errors,
}: {
  values: Pick<PostFormValues, "featuredImageUrl" | "featuredImageAlt" | "featuredImageDecorative">;
  errors: FieldErrors;
}) {
  return (
    <fieldset className="grid gap-5 rounded-xl border border-line bg-white p-5">
      <legend className="float-left mb-1 text-base font-semibold text-ink">{copy.image}</legend>
      <Field
        key={values.featuredImageUrl}
        label={copy.imageUrl.label}
        name="featuredImageUrl"
        type="url"
        inputMode="url"
        defaultValue={values.featuredImageUrl}
        placeholder={copy.imageUrl.placeholder}
        hint={copy.imageUrl.hint}
        error={errors.featuredImageUrl}
      />
      <Field
        key={`file-${values.featuredImageUrl}`}
        label={copy.imageUpload.label}
        name="featuredImage"
        type="file"
        accept={IMAGE_ACCEPT}
        hint={copy.imageUpload.hint}
        className="[&_input]:py-2 [&_input]:text-sm"
        error={errors.featuredImage}
      />
      {values.featuredImageUrl && !errors.featuredImageUrl ? (
        <img
          src={values.featuredImageUrl}
          alt={copy.currentImage}
          className="aspect-video w-full rounded-md border border-line object-cover"
        />
      ) : null}
      <Field
        label={copy.imageAlt.label}
        name="featuredImageAlt"
        maxLength={POST_LIMITS.imageAlt}
        defaultValue={values.featuredImageAlt}
        hint={copy.imageAlt.hint}
        error={errors.featuredImageAlt}
      />
      <CheckboxField
        label={copy.imageDecorative.label}
        name="featuredImageDecorative"
        defaultChecked={values.featuredImageDecorative}
        hint={copy.imageDecorative.hint}
      />
    </fieldset>
  );
}
