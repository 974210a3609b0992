/**
 * A post's featured image as stored: its address (an upload of ours, an old
 * /uploads file or an outside https address), the uploaded image it names,
 * and its text alternative (empty when the image is marked decorative).
 */
import { imageIdFromPath } from "../images/image-variants";
import type { PostInput } from "./post-schema";

export type FeaturedImageColumns = {
  featuredImageUrl: string | null;
  featuredImageId: string | null;
  featuredImageAlt: string | null;
  featuredImageDecorative: boolean;
};

/** The blog_posts columns of the featured image a valid form describes. */
export function featuredImageColumns(
  input: Pick<PostInput, "featuredImageUrl" | "featuredImageAlt" | "featuredImageDecorative">,
): FeaturedImageColumns {
  const url = input.featuredImageUrl;
  if (!url)
    return { featuredImageUrl: null, featuredImageId: null, featuredImageAlt: null, featuredImageDecorative: false };
  return {
    featuredImageUrl: url,
    featuredImageId: imageIdFromPath(url),
    featuredImageAlt: input.featuredImageDecorative ? "" : input.featuredImageAlt,
    featuredImageDecorative: input.featuredImageDecorative,
  };
}
