import {
  IMAGE_CONTENT_TYPES, isStoredImagePath, renditionUrlOf, type ImageFormat, type ImageWidth,
} from '../../../../domain/catalog/product-image-renditions.js';

/**
 * Where a picture is shown, which decides the stored widths offered and the `sizes` the browser
 * picks among them by (from the grids in storefront.css: tiles 2, 3 and 4 across at 768 and
 * 992 pixels; the gallery half the page from 768). Small pictures get one width, so their markup
 * stays short.
 */
const USES = {
  tile: { widths: [266, 533], sizes: '(min-width: 992px) 23vw, (min-width: 768px) 31vw, 48vw' },
  gallery: { widths: [533, 800, 1066], sizes: '(min-width: 992px) 34rem, (min-width: 768px) 48vw, 100vw' },
  small: { widths: [266], sizes: undefined },
} as const satisfies Record<string, { widths: readonly ImageWidth[]; sizes: string | undefined }>;
type PictureUse = keyof typeof USES;

export interface ProductPictureProps {
  /** A product image path: a stored image's (`/images/products/<hash>`) or any other image URL. */
  src: string;
  use: PictureUse;
  alt: string;
  className?: string;
  width: number;
  height: number;
  lazy?: boolean;
  /** The gallery marks which of the product's images is shown. */
  imageN?: number;
}

const srcSetOf = (path: string, widths: readonly ImageWidth[], format: ImageFormat): string =>
  widths.length === 1 ? renditionUrlOf(path, widths[0]!, format) : widths.map((w) => `${renditionUrlOf(path, w, format)} ${w}w`).join(', ');

/**
 * A product image. A stored image is a `<picture>` offering AVIF and WebP in the use's widths,
 * with a JPEG `<img>` for browsers that take neither; any other path (the demo's generated SVGs,
 * an order line's image from before) is the plain `<img>` it always was.
 */
export function ProductPicture({ src, use, alt, className, width, height, lazy = false, imageN }: ProductPictureProps) {
  const loading = lazy ? 'lazy' : undefined;
  if (!isStoredImagePath(src)) {
    return <img className={className} src={src} alt={alt} width={width} height={height} loading={loading} data-image-n={imageN} />;
  }
  const { widths, sizes } = USES[use];
  return (
    <picture>
      <source type={IMAGE_CONTENT_TYPES.avif} srcSet={srcSetOf(src, widths, 'avif')} sizes={sizes} />
      <source type={IMAGE_CONTENT_TYPES.webp} srcSet={srcSetOf(src, widths, 'webp')} sizes={sizes} />
      <img className={className} src={renditionUrlOf(src, widths[widths.length - 1]!, 'jpg')} alt={alt} width={width} height={height}
        loading={loading} data-image-n={imageN} />
    </picture>
  );
}
