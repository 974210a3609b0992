/**
 * A page's settings form (ADR 060): its title, description and preview picture read from the form and checked as
 * publishing will check them.
 */
import type { PageContent } from "~/content/pages/schema/stored-page";
import type { PageImage } from "~/content/pages/types";
import type { FieldErrors } from "~/lib/forms/form-answers";
import { imageIdFromPath, isImageId, variantPath } from "../images/image-variants";
import { formText } from "../forms/admin-form.server";
import { readToPath } from "./redirects.server";
import type { PageSettings } from "./page-admin.server";
import { ALT_MAX, DESCRIPTION_MAX, TITLE_MAX } from "./page-limits";

export type SettingsValues = {
  title: string;
  description: string;
  ogImageKind: "none" | "library" | "address";
  ogImageId: string;
  ogImageUrl: string;
  ogImageAlt: string;
};

export const SETTINGS_MESSAGES = {
  titleRequired: "Enter the page's title.",
  titleTooLong: `A title is at most ${TITLE_MAX} characters.`,
  descriptionTooLong: `A description is at most ${DESCRIPTION_MAX} characters.`,
  chooseImage: "Choose an image of the library.",
  imageAddress: "Give the picture's address: https://, or a path of this site such as /media/card.jpg.",
  altTooLong: `Alt text is at most ${ALT_MAX} characters.`,
} as const;

/** The form's values for a page's content. */
export function settingsValuesOf(content: PageContent): SettingsValues {
  const image = content.ogImage;
  const libraryId = image ? imageIdFromPath(image.src) : null;
  return {
    title: content.title,
    description: content.description,
    ogImageKind: image ? (libraryId ? "library" : "address") : "none",
    ogImageId: libraryId ?? "",
    ogImageUrl: image && !libraryId ? image.src : "",
    ogImageAlt: image?.alt ?? "",
  };
}

/** The settings posted, checked; the typed values either way, to show again. */
export function readSettingsForm(
  form: FormData,
):
  | { ok: true; settings: PageSettings; values: SettingsValues }
  | { ok: false; errors: FieldErrors; values: SettingsValues } {
  const kind = formText(form, "ogImageKind");
  const values: SettingsValues = {
    title: formText(form, "title"),
    description: formText(form, "description"),
    ogImageKind: kind === "library" || kind === "address" ? kind : "none",
    ogImageId: formText(form, "ogImageId"),
    ogImageUrl: formText(form, "ogImageUrl").trim(),
    ogImageAlt: formText(form, "ogImageAlt"),
  };
  const errors: FieldErrors = {};
  const title = values.title.replace(/\s+/g, " ").trim();
  const description = values.description.replace(/\s+/g, " ").trim();
  const alt = values.ogImageAlt.replace(/\s+/g, " ").trim();
  if (title === "") errors.title = SETTINGS_MESSAGES.titleRequired;
  else if (title.length > TITLE_MAX) errors.title = SETTINGS_MESSAGES.titleTooLong;
  if (description.length > DESCRIPTION_MAX) errors.description = SETTINGS_MESSAGES.descriptionTooLong;
  if (alt.length > ALT_MAX) errors.ogImageAlt = SETTINGS_MESSAGES.altTooLong;
  let ogImage: PageImage | null = null;
  if (values.ogImageKind === "library") {
    if (!isImageId(values.ogImageId)) errors.ogImageId = SETTINGS_MESSAGES.chooseImage;
    else ogImage = { src: variantPath(values.ogImageId.toLowerCase(), "og", "jpeg") };
  } else if (values.ogImageKind === "address") {
    const to = readToPath(values.ogImageUrl);
    if (!to.ok || (/[?#]/.test(values.ogImageUrl) && to.to.startsWith("/")))
      errors.ogImageUrl = SETTINGS_MESSAGES.imageAddress;
    else ogImage = { src: to.to.startsWith("/") ? values.ogImageUrl : to.to };
  }
  if (ogImage && alt !== "") ogImage.alt = alt;
  if (Object.keys(errors).length > 0) return { ok: false, errors, values };
  return { ok: true, settings: { title, description, ogImage }, values };
}
