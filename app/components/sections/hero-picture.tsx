/**
 * A picture of the image library beside a hero's copy, from 1024px wide (as the drawn dashboard is). Its text
 * alternative is the editor's; a picture marked decorative has an empty one, so assistive technology skips it.
 */
import { ResponsiveImage } from "~/components/insights/responsive-image";
import type { SectionImage } from "~/content/pages/types";
import type { StoredImage } from "~/lib/images/image-variants";

export function HeroPicture({ image, stored }: { image: SectionImage; stored: StoredImage }) {
  return (
    <figure className="hidden overflow-hidden rounded-2xl shadow-2xl ring-1 ring-white/15 lg:block">
      <ResponsiveImage
        image={stored}
        alt={image.decorative ? "" : image.alt}
        sizes="(min-width: 1280px) 32rem, 40vw"
        className="h-auto w-full object-cover"
      />
    </figure>
  );
}
