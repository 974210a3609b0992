/**
 * The post form's featured image on the server: an uploaded file is checked,
 * resized and stored before the rest of the form is judged (its address then
 * fills the Image URL field, so a correction elsewhere does not need the file
 * chosen again), and an address of ours must name an image that still exists.
 */
import type { FieldErrors } from "../forms/form-answers";
import { imageIdFromPath, primaryImagePath } from "../images/image-variants";
import { getStoredImage, storeUploadedImage } from "../images/images.server";
import type { PostFormValues } from "./post-schema";

export const IMAGE_GONE = "That image is no longer stored. Please upload it again.";

/** Stores the form's uploaded image (if any) into `values`; the problems found, by field. */
export async function readFeaturedImage(
  form: FormData,
  values: PostFormValues,
  uploadedBy: string | null,
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  const file = form.get("featuredImage");
  if (file instanceof File && file.size > 0) {
    const stored = await storeUploadedImage(file, { uploadedBy });
    if (stored.ok) values.featuredImageUrl = primaryImagePath(stored.image);
    else errors.featuredImage = stored.message;
  }
  const id = imageIdFromPath(values.featuredImageUrl.trim());
  if (id && !errors.featuredImage && !(await getStoredImage(id))) errors.featuredImageUrl = IMAGE_GONE;
  return errors;
}
