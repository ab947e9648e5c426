import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../../src/adapters/persistence/database.js';
import { MIGRATIONS } from '../../../src/adapters/persistence/migrations/index.js';
import { SqlCatalogRepository } from '../../../src/adapters/persistence/sql-catalog-repository.js';
import { parseSeedArgs, runSeedCommand } from '../../../src/main/seed.js';
import { DATABASE_START_TIMEOUT_MS } from '../../support/test-databases.js';

const captured = () => {
  const out = { logs: [] as string[], errors: [] as string[] };
  return { out, sink: { log: (l: string) => out.logs.push(l), error: (l: string) => out.errors.push(l) } };
};

describe('parseSeedArgs', () => {
  it('spreads the total over the brands, gift vouchers included', () => {
    expect(parseSeedArgs(['--products', '100000'])).toEqual({ ok: true, value: { help: false, productsPerBrand: 12_498 } });
    expect(parseSeedArgs(['--products=16'])).toEqual({ ok: true, value: { help: false, productsPerBrand: 0 } });
    expect(parseSeedArgs([])).toEqual({ ok: true, value: { help: false, productsPerBrand: 320 } });
    expect(parseSeedArgs(['--help'])).toEqual({ ok: true, value: { help: true } });
  });

  it.each([['abc'], ['-5'], ['1.5'], ['15'], ['1e5'], ['']])("refuses --products '%s'", (value) => {
    const parsed = parseSeedArgs(['--products', value]);
    expect(parsed.ok).toBe(false);
  });

  it('refuses unknown options and a missing value', () => {
    expect(parseSeedArgs(['--product', '10']).ok).toBe(false);
    expect(parseSeedArgs(['--products']).ok).toBe(false);
  });
});

describe('runSeedCommand', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it('exits with code 2 and says why on a bad --products value, touching no database', async () => {
    const { out, sink } = captured();
    expect(await runSeedCommand(['--products', 'lots'], { DATA_DIR: '/nonexistent/never-created' }, sink)).toBe(2);
    expect(out.errors.join('\n')).toContain("--products must be a whole number from 16 to 10000000, got 'lots'");
    expect(out.errors.join('\n')).toContain('Usage: npm run seed -- [--products N]');
  });

  it('migrates, replaces the catalog in PGlite under DATA_DIR and reports what it did', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'seed-command-'));
    dirs.push(dataDir);
    const { out, sink } = captured();
    expect(await runSeedCommand(['--products', '200'], { DATA_DIR: dataDir }, sink)).toBe(0);
    expect(out.logs[0]).toBe(`seed: PGlite in ${join(dataDir, 'pglite')}; ${MIGRATIONS.length} migration(s) applied`);
    expect(out.logs.at(-1)).toMatch(/^seed: cleared the catalog, then saved 88 categories and 200 products \(23 \+ 2 gift vouchers for each of 8 brands\) in \d+\.\d s$/);
    const db = await openPglite(join(dataDir, 'pglite'));
    try {
      expect(await new SqlCatalogRepository(db).countProducts()).toBe(200);
    } finally {
      await db.close();
    }
  }, DATABASE_START_TIMEOUT_MS);
});
