import sharp from 'sharp';
import { IMAGE_WIDTHS, imageHeightOf, type ImageFormat, type ImageWidth } from '../../../domain/catalog/product-image-renditions.js';

/** Sources larger than this many pixels are refused before decoding (a decompression bomb). */
const MAX_INPUT_PIXELS = 50_000_000;

export interface Rendition {
  width: ImageWidth;
  format: ImageFormat;
  bytes: Buffer;
}

export interface RenditionOptions {
  /** sharp's AVIF effort, 0 (fastest) to 9; 2 unless given. */
  avifEffort?: number;
}

/** Whether the bytes are an image sharp can read, with its size; the error says why not. */
export async function imageSizeOf(bytes: Buffer): Promise<{ width: number; height: number } | null> {
  try {
    const meta = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (!meta.width || !meta.height || meta.format === 'svg') return null;
    return { width: meta.width, height: meta.height };
  } catch {
    return null;
  }
}

/**
 * Every width in every format. Cropped to 2:3 with sharp's attention strategy, which keeps the
 * busiest, most skin-toned part of the picture (the garment and the model rather than a studio
 * background) where a centre crop would cut a head off a landscape photo. Qualities: AVIF 50 at
 * effort 2 (about the look of JPEG 80 at under half its bytes; effort 4, sharp's default, took
 * three times as long for files a tenth smaller), WebP 75, JPEG 80 progressive with mozjpeg's
 * tables. The demo seed's flat drawings pass effort 0, which halves the first start's wait for files
 * about the same size.
 */
export async function renditionsOf(bytes: Buffer, options: RenditionOptions = {}): Promise<Rendition[]> {
  const decoded = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
  const renditions: Rendition[] = [];
  for (const width of IMAGE_WIDTHS) {
    const resized = decoded.clone().resize(width, imageHeightOf(width), { fit: 'cover', position: sharp.strategy.attention }).flatten({ background: '#ffffff' });
    const [avif, webp, jpg] = await Promise.all([
      resized.clone().avif({ quality: 50, effort: options.avifEffort ?? 2 }).toBuffer(),
      resized.clone().webp({ quality: 75 }).toBuffer(),
      resized.clone().jpeg({ quality: 80, progressive: true, mozjpeg: true }).toBuffer(),
    ]);
    renditions.push({ width, format: 'avif', bytes: avif }, { width, format: 'webp', bytes: webp }, { width, format: 'jpg', bytes: jpg });
  }
  return renditions;
}
