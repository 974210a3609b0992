import type { Route } from "./+types/images";
import { isImageId, parseVariantFileName } from "~/lib/images/image-variants";
import { readImageVariant } from "~/lib/images/images.server";

const notFound = () =>
  new Response("Not found", {
    status: 404,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "no-store",
    },
  });

/**
 * An uploaded image's variant (GET /images/:id/:file, such as 960.webp or og.jpg): only the names the upload makes,
 * of an image that exists; anything else is 404. An id's bytes never change, so they are cached for a year.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const variant = parseVariantFileName(params.file);
  if (!variant || !isImageId(params.id)) return notFound();
  const image = await readImageVariant(params.id.toLowerCase(), variant.name, variant.format);
  if (!image) return notFound();
  return new Response(new Uint8Array(image.body), {
    headers: {
      "Content-Type": image.contentType,
      "Content-Length": String(image.body.byteLength),
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}
