import { createHash, randomBytes } from 'node:crypto';
import { lstat, mkdir, readFile, realpath, rename, rm, stat, writeFile } from 'node:fs/promises';
import { isAbsolute, join, normalize, sep } from 'node:path';
import { err, ok, type Result } from '../../../domain/shared/result.js';
import type { ProductImages, StoredProductImage } from '../../../ports/product-images.port.js';
import { isPublicAddress, type AddressPolicy } from './image-addresses.js';
import { fetchImageBytes, sizeWords } from './image-fetch.js';
import { IMAGE_FORMATS, IMAGE_WIDTHS, PRODUCT_IMAGES_URL } from '../../../domain/catalog/product-image-renditions.js';
import { imageSizeOf, renditionsOf, type RenditionOptions } from './image-renditions.js';

/** The folder under the data folder that holds every stored image, one folder per source. */
export const productImagesFolder = (dataDir: string): string => join(dataDir, 'images', 'products');

export interface StoredProductImagesOptions {
  dataDir: string;
  timeoutMs: number;
  maxBytes: number;
  /** Which addresses may be fetched from; only tests pass one (to reach their own server on 127.0.0.1). */
  allowed?: AddressPolicy;
}

const MAX_REDIRECTS = 3;
const URL_LIKE = /^[a-z][a-z0-9+.-]*:/i;

/**
 * Product images kept under the data folder, content-addressed: the folder is the SHA-256 of
 * the source's bytes, so the same picture brought in twice (by two products, two imports or two
 * nodes sharing the folder) is resized and stored once. Every file is written to a temporary
 * name and renamed, so a reader never sees half a file and two writers of the same image agree.
 */
export class StoredProductImages implements ProductImages {
  private readonly allowed: AddressPolicy;

  constructor(private readonly options: StoredProductImagesOptions) {
    this.allowed = options.allowed ?? isPublicAddress;
  }

  async store(source: string, importFolder: string | null): Promise<Result<StoredProductImage, string>> {
    const isUrl = URL_LIKE.test(source);
    const read = isUrl
      ? await fetchImageBytes(source, { timeoutMs: this.options.timeoutMs, maxBytes: this.options.maxBytes, maxRedirects: MAX_REDIRECTS, allowed: this.allowed })
      : await this.readFile(source, importFolder);
    if (!read.ok) return err(`Image ${source} could not be ${isUrl ? 'fetched' : 'read'}: ${read.error}`);
    if (!(await imageSizeOf(read.value))) return err(`Image ${source} is not an image (JPEG, PNG, WebP, AVIF, GIF or TIFF)`);
    return ok(await this.keep(read.value));
  }

  /** Stores an image's sizes and formats unless they are there already. */
  async keep(bytes: Buffer, options: RenditionOptions = {}): Promise<StoredProductImage> {
    const hash = createHash('sha256').update(bytes).digest('hex');
    const folder = join(productImagesFolder(this.options.dataDir), hash);
    if (!(await this.complete(folder))) {
      await mkdir(folder, { recursive: true });
      for (const rendition of await renditionsOf(bytes, options)) {
        await writeAtomically(join(folder, `${rendition.width}.${rendition.format}`), rendition.bytes);
      }
    }
    return { path: `${PRODUCT_IMAGES_URL}/${hash}` };
  }

  private async complete(folder: string): Promise<boolean> {
    try {
      await Promise.all(IMAGE_WIDTHS.flatMap((w) => IMAGE_FORMATS.map((f) => stat(join(folder, `${w}.${f}`)))));
      return true;
    } catch {
      return false;
    }
  }

  /** A file named relative to the import's folder, which it may not leave (by `..`, an absolute path or a link). */
  private async readFile(name: string, importFolder: string | null): Promise<Result<Buffer, string>> {
    if (importFolder === null) return err('files are read only beside an import file; give an http(s) URL');
    if (isAbsolute(name) || normalize(name).split(/[\\/]/).includes('..') || name.includes('\\') || name.includes('\0')) {
      return err('a file must be named relative to the import file\'s folder, without ..');
    }
    try {
      const folder = await realpath(importFolder);
      const file = await realpath(join(folder, name));
      if (!file.startsWith(folder + sep)) return err('it is outside the import file\'s folder');
      const info = await lstat(file);
      if (!info.isFile()) return err('it is not a file');
      if (info.size > this.options.maxBytes) return err(`it is larger than ${sizeWords(this.options.maxBytes)}`);
      return ok(await readFile(file));
    } catch (error) {
      return err((error as NodeJS.ErrnoException).code === 'ENOENT' ? 'there is no such file' : 'it cannot be read');
    }
  }
}

async function writeAtomically(file: string, bytes: Buffer): Promise<void> {
  const temporary = `${file}.${process.pid}-${randomBytes(6).toString('hex')}.tmp`;
  try {
    await writeFile(temporary, bytes);
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}
