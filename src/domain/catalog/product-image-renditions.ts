/**
 * How a stored product image is named: the shop keeps each image (from an import or the demo
 * seed) in every width below, all at the spec's tile shape 533 by 800 (2:3), in each format
 * below. A product's `images` holds the image's path without width or format; the pages build
 * the file URLs from it.
 */

/** Half the tile (thumbnails, basket lines), the tile, and 1.5 and 2 times it (gallery, dense screens). */
export const IMAGE_WIDTHS = [266, 533, 800, 1066] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
export const imageHeightOf = (width: number): number => Math.round((width * 3) / 2);

/** In the order a browser is offered them; JPEG is the fallback every client shows. */
export const IMAGE_FORMATS = ['avif', 'webp', 'jpg'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

export const IMAGE_CONTENT_TYPES: Readonly<Record<ImageFormat, string>> = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' };

/** Where stored images are served; an image's path is this and the SHA-256 of its source. */
export const PRODUCT_IMAGES_URL = '/images/products';
const STORED_PATH = /^\/images\/products\/[0-9a-f]{64}$/;

/** Whether a product image path names a stored image (rather than a demo SVG or another URL). */
export const isStoredImagePath = (path: string): boolean => STORED_PATH.test(path);

export const renditionUrlOf = (path: string, width: ImageWidth, format: ImageFormat): string => `${path}/${width}.${format}`;
