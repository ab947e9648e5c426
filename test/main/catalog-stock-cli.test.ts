import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { quoteIdentifier } from '../../src/adapters/persistence/database.js';
import { generateDemoCatalog } from '../../src/adapters/persistence/seed/demo-catalog.js';
import { runStockCommand } from '../../src/main/catalog-stock-cli.js';
import { startAppProcess, type AppProcess } from '../support/app-process.js';
import { TEST_DATABASE_URL } from '../support/test-databases.js';

/** `npm run stock -- <args>` as a child process on the TypeScript sources. */
function stockCli(args: string[], env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ['--import', './test/support/register-ts-loader.mjs', 'src/main/catalog-stock-cli.ts', ...args], {
    cwd: process.cwd(), env: { ...process.env, NODE_ENV: 'test', ...env }, stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => { stdout += d.toString(); });
  child.stderr.on('data', (d: Buffer) => { stderr += d.toString(); });
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, stdout, stderr })));
}

/** `npm run stock -- <args>` run in this process, its lines gathered as a child's would be. */
async function inProcess(args: string[], env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await runStockCommand(args, { NODE_ENV: 'test', ...env }, { log: (l) => { stdout += `${l}\n`; }, error: (l) => { stderr += `${l}\n`; } });
  return { code, stdout, stderr };
}

/** A size of the demo catalog the app process seeds (12 products a brand). */
const seededSku = generateDemoCatalog({ productsPerBrand: 12 }).products.find((p) => p.kind === 'apparel')!.sizes[0]!.stockId;
const SUMMARY = /^stock: (\d+) updated, (\d+) unchanged, 0 rejected, (\d+) back-in-stock emails \(\d+\.\d s\)\n$/;

describe('runStockCommand', () => {
  it('exits 2 with the usage without exactly one FILE, before opening a database', async () => {
    const lines: string[] = [];
    const io = { log: (l: string) => lines.push(l), error: (l: string) => lines.push(l) };
    expect(await runStockCommand([], { DATA_DIR: '/nonexistent/never-created' }, io)).toBe(2);
    expect(await runStockCommand(['a.csv', 'b.csv'], { DATA_DIR: '/nonexistent/never-created' }, io)).toBe(2);
    expect(await runStockCommand(['--colour'], { DATA_DIR: '/nonexistent/never-created' }, io)).toBe(2);
    expect(lines.join('\n')).toContain('Usage: npm run stock -- FILE');
  });
});

describe('npm run stock on a fresh data folder, then through the shop running on it', () => {
  let dataDir = '';
  let app: AppProcess | undefined;
  afterAll(async () => {
    await app?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('migrates a fresh folder and rejects a file naming an unknown SKU; the running shop applies a file sent to it; the summary starts stock:', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'stock-cli-'));
    const env = { DATA_DIR: dataDir };
    const unknown = join(dataDir, 'unknown.csv');
    await writeFile(unknown, 'sku,quantity\nNO-SUCH-SKU,4\n');
    // In this process: the command as npm run stock runs it, without a child's start-up on a busy machine.
    const refused = await inProcess([unknown], env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toBe('line 2, sku: unknown SKU NO-SUCH-SKU\n');
    expect(refused.stdout).toMatch(/^stock: not applied: 1 rows rejected of .*unknown\.csv \(1 rows read, \d+\.\d s\)\n$/);
    expect((await inProcess([join(dataDir, 'missing.csv')], env)).stderr).toContain('stock: cannot read');

    app = await startAppProcess(env);
    const feed = join(dataDir, 'feed.csv');
    await writeFile(feed, `sku,quantity\n${seededSku},987\n`);
    const applied = await inProcess([feed], env);
    expect(applied.stderr).toBe('');
    expect(applied.code).toBe(0);
    expect(applied.stdout).toMatch(SUMMARY);
    expect(SUMMARY.exec(applied.stdout)!.slice(1)).toEqual(['1', '0', '0']);
    expect(await app.stop('SIGTERM')).toBe(0);
    app = undefined;

    const again = await inProcess([feed], env);
    expect(SUMMARY.exec(again.stdout)?.slice(1)).toEqual(['0', '1', '0']);
    expect(await readdir(dataDir)).toContain('pglite');
  }, 300_000);
});

describe.skipIf(TEST_DATABASE_URL === '')('npm run stock on PostgreSQL while the shop runs', () => {
  const schema = `t_stock_cli_${Date.now().toString(36)}`;
  const url = new URL(TEST_DATABASE_URL || 'postgres://localhost/unused');
  url.searchParams.set('options', `-c search_path=${schema}`);
  const env = { DATABASE_URL: url.toString() };
  let app: AppProcess | undefined;
  let dir = '';
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await client.connect();
    try { await client.query(sql); } finally { await client.end(); }
  };
  afterAll(async () => {
    await app?.stop();
    await admin(`DROP SCHEMA IF EXISTS ${quoteIdentifier(schema)} CASCADE`);
    if (dir) await rm(dir, { recursive: true, force: true });
  }, 60_000);

  it('applies a delta file beside the running shop', async () => {
    await admin(`CREATE SCHEMA ${quoteIdentifier(schema)}`);
    dir = await mkdtemp(join(tmpdir(), 'stock-cli-pg-'));
    app = await startAppProcess(env);
    const feed = join(dir, 'feed.csv');
    await writeFile(feed, `sku,delta\n${seededSku},5\n`);
    const applied = await stockCli([feed], env);
    expect(applied.stderr).toBe('');
    expect(SUMMARY.exec(applied.stdout)?.slice(1)).toEqual(['1', '0', '0']);
  }, 180_000);
});
