import { cp } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Product } from '../../../domain/catalog/product.js';
import { productImageSvg } from '../../http/pages/generated-images.js';
import { productImagesFolder, StoredProductImages } from '../../providers/images/stored-product-images.js';

/**
 * The demo catalog's pictures as real stored images, drawn locally so the demo works offline.
 * The drawing varies by colour and pose only (front, mirrored, close-up), so the set is bounded
 * (at most three a colour, whatever the catalog's size) and is rendered a colour at a time, the
 * first time a seeded product has that colour. Each picture's hash is that of its SVG text, so
 * the same seed gives the same paths. Renders are kept once per machine in a cache folder and
 * copied into each data folder: tests and fresh folders after the first pay a copy, not sharp.
 */
export const DEMO_POSES = 3;

/** Flat drawings encode fine at AVIF's lowest effort, which keeps the first start short. */
const DEMO_AVIF_EFFORT = 0;

export class DemoImages {
  private readonly cache: StoredProductImages;
  private readonly byColour = new Map<string, Promise<string[]>>();
  private rendered = 0;

  /** `cacheDir` holds the machine's renders (its name carries libvips' version, so an upgrade renders afresh). */
  constructor(private readonly dataDir: string, private readonly cacheDir: string) {
    this.cache = new StoredProductImages({ dataDir: cacheDir, timeoutMs: 0, maxBytes: 0 });
  }

  /** The cache folder for this machine's libvips, under `parent`. */
  static cacheFolderIn(parent: string): string {
    return join(parent, `storefront-demo-images-vips-${sharp.versions.vips}`);
  }

  /** The product with its demo images replaced by stored pictures of its colour, one a pose, as many as it had. */
  async withImages<P extends Product>(product: P): Promise<P> {
    const paths = await this.pathsOf(product.colour);
    return { ...product, images: paths.slice(0, Math.min(Math.max(product.images.length, 1), paths.length)) };
  }

  /** How many pictures this seed stored (each in every width and format). */
  get count(): number {
    return this.rendered;
  }

  private pathsOf(colour: string): Promise<string[]> {
    let paths = this.byColour.get(colour);
    if (!paths) {
      paths = Promise.all(Array.from({ length: DEMO_POSES }, (_, i) => this.store(colour, i + 1)));
      this.byColour.set(colour, paths);
    }
    return paths;
  }

  private async store(colour: string, pose: number): Promise<string> {
    const svg = Buffer.from(productImageSvg(colour, pose, colour.toLowerCase()));
    const { path } = await this.cache.keep(svg, { avifEffort: DEMO_AVIF_EFFORT });
    const hash = path.slice(path.lastIndexOf('/') + 1);
    await cp(join(productImagesFolder(this.cacheDir), hash), join(productImagesFolder(this.dataDir), hash), {
      recursive: true, force: false, filter: (file) => !file.endsWith('.tmp'),
    });
    this.rendered++;
    return path;
  }
}
