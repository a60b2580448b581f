import { imageSrcSet, imageVariant } from "@/lib/files/image-variants";

/**
 * A stored picture (an upload, a seed's SVG, a stock image) as a plain <img>: for an upload, every stored size up to
 * 800 px in `srcSet` so the browser fetches the one `sizes` calls for; anything else as it is. No runtime optimizer:
 * the sizes were made on upload (lib/files/image-processing.ts). `width` and `height` reserve the box (no layout
 * shift); server and client components alike can use it (no hooks, no server code).
 */
export function ResponsiveImage({
  src,
  alt,
  width,
  height,
  sizes,
  priority = false,
  className,
  style,
}: {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** How wide it shows, as in the `sizes` attribute ("64px", "(min-width: 1024px) 320px, 33vw"). */
  sizes: string;
  /** The page's main picture: loaded at once, first. */
  priority?: boolean;
  className?: string;
  style?: React.CSSProperties;
}) {
  const srcSet = imageSrcSet(src);
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the stored sizes are chosen by srcset; no optimizer runs
    <img
      src={imageVariant(src, width)}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      className={className}
      style={style}
    />
  );
}
