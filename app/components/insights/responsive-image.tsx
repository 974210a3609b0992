/**
 * An image uploaded here, as a <picture>: AVIF, then WebP, then the JPEG or
 * PNG fallback, each with a srcset of the widths the upload made, and the
 * width and height that reserve its space before it loads. Its markup comes
 * from the stored size alone, so a cached page renders it the same each time.
 */
import { responsiveSources, type StoredImage } from "~/lib/images/image-variants";

export function ResponsiveImage({
  image,
  alt,
  sizes,
  lazy = false,
  className,
}: {
  image: StoredImage;
  /** the text alternative; "" for a decorative image */
  alt: string;
  /** how wide the image shows, as the sizes attribute says it */
  sizes: string;
  lazy?: boolean;
  className?: string;
}) {
  const sources = responsiveSources(image);
  return (
    // display: contents, so the <img> sits in its parent's grid or flex layout as it would without the <picture>.
    <picture className="contents">
      <source type="image/avif" srcSet={sources.srcSet.avif} sizes={sizes} />
      <source type="image/webp" srcSet={sources.srcSet.webp} sizes={sizes} />
      <img
        src={sources.src}
        srcSet={sources.srcSet.fallback}
        sizes={sizes}
        width={sources.width}
        height={sources.height}
        alt={alt}
        loading={lazy ? "lazy" : undefined}
        decoding="async"
        className={className}
      />
    </picture>
  );
}
