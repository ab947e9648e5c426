import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from '../../../src/adapters/persistence/data-dir-lock.js';
import { openPglite } from '../../../src/adapters/persistence/database.js';
import { DATABASE_START_TIMEOUT_MS } from '../../support/test-databases.js';

const dirs: string[] = [];
const freshDir = async (): Promise<string> => {
  const dir = await mkdtemp(join(tmpdir(), 'storefront-lock-'));
  dirs.push(dir);
  return join(dir, 'pglite');
};
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe('lockDataDir', () => {
  it('lets one holder in, names it to the next, and frees the folder on release', async () => {
    const dir = await freshDir();
    await mkdir(dir, { recursive: true });
    const release = await lockDataDir(dir);
    const refused = await lockDataDir(dir).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DataDirLockedError);
    expect((refused as Error).message).toContain(`process ${process.pid}`);
    expect((refused as Error).message).toContain('DATABASE_URL');
    await release();
    expect(existsSync(`${dir}.owner.json`)).toBe(false);
    const again = await lockDataDir(dir);
    await again();
  });

  it('takes over a lock left by a process that died (not renewed for the stale time)', async () => {
    const dir = await freshDir();
    await mkdir(`${dir}.lock`, { recursive: true });
    const old = new Date(Date.now() - 60_000);
    await utimes(`${dir}.lock`, old, old);
    const release = await lockDataDir(dir, { staleMs: 5_000 });
    await release();
  });
});

describe('openPglite on a folder', () => {
  it('refuses a second open of the same folder until the first is closed', async () => {
    const dir = await freshDir();
    const first = await openPglite(dir);
    await expect(openPglite(dir)).rejects.toBeInstanceOf(DataDirLockedError);
    await first.close();
    const second = await openPglite(dir);
    expect((await second.query<{ n: number }>('SELECT 1 AS n')).rows[0]!.n).toBe(1);
    await second.close();
  }, DATABASE_START_TIMEOUT_MS);

  it('a second process on the same folder exits with a message naming the holder', async () => {
    const dir = await freshDir();
    const first = await openPglite(dir);
    try {
      const script = `import('./src/adapters/persistence/database.js').then(({ openPglite }) => openPglite(${JSON.stringify(dir)}))
        .then(() => process.exit(0), (e) => { process.stderr.write(e.message); process.exit(3); });`;
      const child = spawn(process.execPath, ['--import', './test/support/register-ts-loader.mjs', '--input-type=module', '-e', script], { cwd: process.cwd(), stdio: ['ignore', 'ignore', 'pipe'] });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => { stderr += chunk.toString(); });
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
      expect(stderr).toContain(`is in use by process ${process.pid}`);
      expect(code).toBe(3);
    } finally {
      await first.close();
    }
  }, DATABASE_START_TIMEOUT_MS);
});
