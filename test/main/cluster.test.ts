import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { quoteIdentifier } from '../../src/adapters/persistence/database.js';
import { startAppProcess } from '../support/app-process.js';
import { TEST_DATABASE_URL } from '../support/test-databases.js';

// Several nodes (ADR 0021): npm run start:cluster.
describe('cluster', () => {
  it('refuses to start without DATABASE_URL, saying why (PGlite is one process)', async () => {
    const env: Record<string, string | undefined> = { ...process.env, NODE_ENV: 'test', CLUSTER_WORKERS: '2' };
    delete env.DATABASE_URL;
    const child = spawn(process.execPath, ['--import', './test/support/register-ts-loader.mjs', 'src/main/cluster.ts'], { cwd: process.cwd(), env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => { stderr += d.toString(); });
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(2);
    expect(stderr).toContain('npm run start:cluster needs DATABASE_URL');
  }, 60_000);

  it.skipIf(TEST_DATABASE_URL === '')('runs two workers on one port over PostgreSQL, and stops them all on SIGTERM (exit 0)', async () => {
    const schema = `t_cluster_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${quoteIdentifier(schema)}`);
    try {
      const url = new URL(TEST_DATABASE_URL);
      url.searchParams.set('options', `-c search_path=${schema}`);
      const cluster = await startAppProcess({ DATABASE_URL: url.toString(), CLUSTER_WORKERS: '2', COOKIE_SECRET: 'cluster-cookie-secret-cluster-cookie-secret-01' }, 'src/main/cluster.ts');
      try {
        for (let i = 0; i < 20; i++) expect((await fetch(`${cluster.baseUrl}/healthz`)).status).toBe(200);
        expect(cluster.output()).toContain('2 worker(s)');
      } finally {
        expect(await cluster.stop('SIGTERM')).toBe(0);
      }
    } finally {
      await admin.query(`DROP SCHEMA IF EXISTS ${quoteIdentifier(schema)} CASCADE`);
      await admin.end();
    }
  }, 240_000);
});
