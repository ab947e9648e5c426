import { useState } from 'react';
import { interpolate } from '../../runtime/i18n/interpolate.js';
import { useStrings } from '../../runtime/i18n/strings-context.js';
import { ProductPicture } from '../../parts/catalog/product-picture.js';

export interface ProductGalleryProps {
  productName: string;
  /** Image URLs, the first is the primary image. */
  images: string[];
}

interface GalleryImage {
  src: string;
  /** 1-based position in the product's own image order. */
  n: number;
}

export const GALLERY_IMAGE_WIDTH = 533;
export const GALLERY_IMAGE_HEIGHT = 800;

/** Swaps the image at `index` with the primary image (index 0). */
export function swapWithPrimary<T>(images: readonly T[], index: number): T[] {
  const next = [...images];
  const chosen = next[index];
  const primary = next[0];
  if (index <= 0 || chosen === undefined || primary === undefined) return next;
  next[0] = chosen;
  next[index] = primary;
  return next;
}

/** Product image gallery: a primary image and thumbnails; a thumbnail swaps places with the primary. */
export function ProductGallery({ productName, images }: ProductGalleryProps) {
  const t = useStrings();
  const [order, setOrder] = useState<GalleryImage[]>(() => images.map((src, i) => ({ src, n: i + 1 })));
  const primary = order[0];
  if (primary === undefined) return null;
  const total = order.length;
  return (
    <div className="gallery">
      <ProductPicture className="gallery__primary" src={primary.src} use="gallery" alt={interpolate(t.imageAlt, { name: productName, n: primary.n })}
        width={GALLERY_IMAGE_WIDTH} height={GALLERY_IMAGE_HEIGHT} imageN={primary.n} />
      {total > 1 && (
        <ul className="gallery__thumbs" aria-label={t.productImages}>
          {order.slice(1).map((image, i) => (
            // Keyed by slot, so the pressed button keeps focus after the swap.
            <li className="gallery__thumb-item" key={i}>
              <button className="gallery__thumb" type="button" data-image-n={image.n}
                aria-label={interpolate(t.showImage, { n: image.n, total })}
                onClick={() => setOrder((current) => swapWithPrimary(current, i + 1))}>
                <ProductPicture className="gallery__thumb-image" src={image.src} use="small" alt="" width={GALLERY_IMAGE_WIDTH} height={GALLERY_IMAGE_HEIGHT} lazy />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
