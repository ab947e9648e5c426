import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_POSES, DemoImages } from '../../../src/adapters/persistence/seed/demo-images.js';
import { generateDemoCatalog } from '../../../src/adapters/persistence/seed/demo-catalog.js';
import { seedCatalog } from '../../../src/adapters/persistence/seed/seed-catalog.js';
import { productImagesFolder } from '../../../src/adapters/providers/images/stored-product-images.js';
import { IMAGE_FORMATS, IMAGE_WIDTHS, isStoredImagePath } from '../../../src/domain/catalog/product-image-renditions.js';
import { InMemoryCatalog } from '../../support/in-memory-catalog.js';

const hashOf = (path: string): string => path.slice(path.lastIndexOf('/') + 1);

/** Every file under the folder with its modification time, to tell whether anything was written again. */
async function filesIn(folder: string): Promise<Map<string, number>> {
  const files = new Map<string, number>();
  for (const hash of await readdir(folder)) {
    for (const name of await readdir(join(folder, hash))) files.set(`${hash}/${name}`, (await stat(join(folder, hash, name))).mtimeMs);
  }
  return files;
}

describe('the demo seed\'s stored images', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'storefront-demo-images-'));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('seeds products with stored pictures of their colour, a bounded set rendered once and reused by the next data folder', async () => {
    const cache = join(root, 'cache');
    const first = new DemoImages(join(root, 'first'), cache);
    const catalog = new InMemoryCatalog();
    // No apparel: the gift vouchers alone, all 'Multi', so the test renders one colour's poses.
    await seedCatalog(catalog, { productsPerBrand: 0, images: first });
    const seeded = generateDemoCatalog({ productsPerBrand: 0 }).products;
    const products = await Promise.all(seeded.map(async (p) => (await catalog.findProductById(p.id))!));
    const paths = new Set(products.flatMap((p) => p.images));
    expect(paths.size).toBe(DEMO_POSES);
    for (const product of products) {
      expect(product.images.every(isStoredImagePath)).toBe(true);
      expect(product.images).toHaveLength(Math.min(seeded.find((p) => p.id === product.id)!.images.length, DEMO_POSES));
    }
    expect(first.count).toBe(DEMO_POSES);
    for (const path of paths) {
      for (const width of IMAGE_WIDTHS) {
        for (const format of IMAGE_FORMATS) {
          const meta = await sharp(join(productImagesFolder(join(root, 'first')), hashOf(path), `${width}.${format}`)).metadata();
          expect([meta.width, meta.height]).toEqual([width, Math.round((width * 3) / 2)]);
        }
      }
    }

    const rendered = await filesIn(productImagesFolder(cache));
    const second = new DemoImages(join(root, 'second'), cache);
    const again = await Promise.all(seeded.map((p) => second.withImages(p)));
    expect(again.map((p) => p.images)).toEqual(products.map((p) => p.images));
    expect(await filesIn(productImagesFolder(cache))).toEqual(rendered);
    expect([...(await filesIn(productImagesFolder(join(root, 'second')))).keys()].sort()).toEqual([...rendered.keys()].sort());
  }, 60_000);

  it('gives a colour the same pictures in every seed and another colour other pictures', async () => {
    const [black] = generateDemoCatalog({ productsPerBrand: 8 }).products.filter((p) => p.colour === 'Black');
    const images = new DemoImages(join(root, 'colours'), join(root, 'cache'));
    const [once, twice] = [await images.withImages(black!), await images.withImages(black!)];
    expect(twice.images).toEqual(once.images);
    const multi = await images.withImages({ ...black!, colour: 'Multi' });
    expect(multi.images.some((path) => once.images.includes(path))).toBe(false);
  }, 60_000);
});
