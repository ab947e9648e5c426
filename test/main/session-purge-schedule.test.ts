import { Writable } from 'node:stream';
import { expect, it } from 'vitest';
import { openPglite } from '../../src/adapters/persistence/database.js';
import { migrate } from '../../src/adapters/persistence/migrations/migrate.js';
import { seedCatalog } from '../../src/adapters/persistence/seed/seed-catalog.js';
import { SqlCatalogRepository } from '../../src/adapters/persistence/sql-catalog-repository.js';
import { composeApp } from '../../src/main/compose-app.js';
import { loadConfig } from '../../src/main/config.js';
import { projectRoot } from '../../src/main/project-root.js';
import { DATABASE_START_TIMEOUT_MS } from '../support/test-databases.js';

it('the composed app purges idle sessions, their guests\' rows and idle operator sessions when it is ready', async () => {
  const lines: string[] = [];
  const stream = new Writable({ write(chunk: Buffer, _encoding, callback) { lines.push(chunk.toString()); callback(); } });
  const db = await openPglite(null);
  await migrate(db);
  await seedCatalog(new SqlCatalogRepository(db), { productsPerBrand: 4 });
  const { rows } = await db.query<{ stock_id: string }>('SELECT stock_id FROM product_sizes WHERE units_in_stock > 0 LIMIT 1');
  await db.query("INSERT INTO sessions (id, shopper_id, created_at, last_seen_at) VALUES ('idle', NULL, now() - interval '40 days', now() - interval '40 days')");
  await db.query("INSERT INTO sessions (id, shopper_id, created_at, last_seen_at) VALUES ('fresh', NULL, now(), now())");
  for (const session of ['idle', 'fresh']) {
    await db.query(
      "INSERT INTO basket_lines (id, owner_key, stock_id, variant_key, quantity, gift_voucher, last_added_at) VALUES ($1, $2, $3, '', 1, NULL, now())",
      [`line-${session}`, `g:${session}@evans`, rows[0]!.stock_id]);
  }
  const { rows: [operator] } = await db.query<{ id: number }>(
    "INSERT INTO operators (email, name, password_hash, role, created_at) VALUES ('ann@example.com', 'Ann', 'hash', 'viewer', now()) RETURNING id");
  for (const [token, idle] of [['idle', '1 day'], ['fresh', '0 seconds']] as const) {
    await db.query(`INSERT INTO operator_sessions (token_hash, operator_id, created_at, last_seen_at) VALUES ($1, $2, now() - interval '${idle}', now() - interval '${idle}')`,
      [`operator-${token}`, operator!.id]);
  }
  const config = loadConfig({ NODE_ENV: 'test', COOKIE_SECRET: 'test-cookie-secret-test-cookie-secret-0123' });
  const app = await composeApp(config, db, projectRoot(), { level: 'info', stream });
  try {
    await app.ready();
    await expect.poll(() => lines.join('')).toContain('idle sessions purged');
    expect(lines.join('')).toContain('"sessions":1,"guestRows":1,"operatorSessions":1');
    const { rows: operatorSessions } = await db.query<{ token_hash: string }>('SELECT token_hash FROM operator_sessions');
    expect(operatorSessions.map((r) => r.token_hash)).toEqual(['operator-fresh']);
    const { rows: left } = await db.query<{ owner_key: string }>('SELECT owner_key FROM basket_lines ORDER BY owner_key');
    expect(left.map((r) => r.owner_key)).toEqual(['g:fresh@evans']);
  } finally {
    await app.close();
    await db.close();
  }
}, DATABASE_START_TIMEOUT_MS);
