import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { productImagesFolder } from '../../src/adapters/providers/images/stored-product-images.js';
import { isStoredImagePath } from '../../src/domain/catalog/product-image-renditions.js';
import { DEMO_SHOPPER } from '../../src/adapters/persistence/seed/seed-loyalty.js';
import { loadConfig } from '../../src/main/config.js';
import { openDatabase } from '../../src/main/open-database.js';

/** Opens the embedded database as the server does, in a fresh folder, and counts the loyalty demo in it. */
async function demoRowsAfterStart(env: Record<string, string>): Promise<{ shoppers: number; vouchers: number; imagesStored: boolean }> {
  const dir = await mkdtemp(join(tmpdir(), 'storefront-open-'));
  try {
    const config = loadConfig({ DATA_DIR: dir, SEED_PRODUCTS_PER_BRAND: '0', COOKIE_SECRET: 'open-database-test-secret-0123456789abcdef', ORDER_ID_KEY: 'a'.repeat(64), ...env });
    const db = await openDatabase(config, dir);
    try {
      const shoppers = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM shoppers WHERE email = $1', [DEMO_SHOPPER.email])).rows[0]!.n;
      const vouchers = (await db.query<{ n: number }>("SELECT count(*)::int AS n FROM gift_vouchers WHERE code LIKE 'DEMO%'")).rows[0]!.n;
      // The demo catalog's pictures are real stored images in the data folder, made at seed time.
      const images = (await db.query<{ images: string[] }>('SELECT images FROM products')).rows.flatMap((r) => r.images);
      const imagesStored = images.length > 0 && (await Promise.all(images.map((path) => stat(join(productImagesFolder(dir), path.slice(path.lastIndexOf('/') + 1), '533.avif')).then(() => isStoredImagePath(path), () => false)))).every(Boolean);
      return { shoppers, vouchers, imagesStored };
    } finally {
      await db.close();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('opening the database at start-up', () => {
  it('adds the loyalty demo (shopper and codes) outside production, and the demo catalog with its pictures stored', async () => {
    expect(await demoRowsAfterStart({ NODE_ENV: 'development' })).toEqual({ shoppers: 1, vouchers: 6, imagesStored: true });
  }, 60_000);

  it('never adds demo voucher codes or the demo shopper in production', async () => {
    expect(await demoRowsAfterStart({ NODE_ENV: 'production', PAYMENTS_SANDBOX_IN_PRODUCTION: 'true' })).toEqual({ shoppers: 0, vouchers: 0, imagesStored: true });
  }, 60_000);
});
