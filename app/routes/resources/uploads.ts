import type { Route } from "./+types/uploads";
import { readUploadedImage } from "~/lib/insights/uploads.server";

/** Uploaded featured images (GET /uploads/:file): only names the upload code made; anything else is 404. */
export async function loader({ params }: Route.LoaderArgs) {
  const image = await readUploadedImage(params.file);
  if (!image) {
    return new Response("Not found", {
      status: 404,
      headers: {
        "Content-Type": "text/plain; charset=utf-8",
        "X-Content-Type-Options": "nosniff",
        "Cache-Control": "no-store",
      },
    });
  }
  return new Response(new Uint8Array(image.body), {
    headers: {
      "Content-Type": image.contentType,
      "Content-Length": String(image.body.byteLength),
      "X-Content-Type-Options": "nosniff",
      // A name is never reused for other bytes: cache for a year.
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}
