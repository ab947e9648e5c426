import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { quoteIdentifier } from '../../src/adapters/persistence/database.js';
import { parseOperatorArgs, runOperatorCommand } from '../../src/main/operator-cli.js';
import { startAppProcess, type AppProcess } from '../support/app-process.js';
import { TEST_DATABASE_URL } from '../support/test-databases.js';
import { TEST_PASSWORD_HASH_COST } from '../support/test-password-hash-cost.js';

/** `npm run operator -- <args>` as a child process on the TypeScript sources, `stdin` piped in. */
function operatorCli(args: string[], env: Record<string, string>, stdin = ''): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ['--import', './test/support/register-ts-loader.mjs', 'src/main/operator-cli.ts', ...args], {
    cwd: process.cwd(), env: { ...process.env, NODE_ENV: 'test', PASSWORD_HASH_COST: TEST_PASSWORD_HASH_COST, ...env }, stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => { stdout += d.toString(); });
  child.stderr.on('data', (d: Buffer) => { stderr += d.toString(); });
  child.stdin.end(stdin);
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, stdout, stderr })));
}

describe('parseOperatorArgs', () => {
  it('reads each command', () => {
    expect(parseOperatorArgs(['add', 'a@b.example', '--role', 'admin', '--name', 'Ann'])).toEqual({ ok: true, value: { kind: 'add', email: 'a@b.example', role: 'admin', name: 'Ann' } });
    expect(parseOperatorArgs(['api-key', 'prometheus', '--role=viewer'])).toEqual({ ok: true, value: { kind: 'api-key', name: 'prometheus', role: 'viewer' } });
    expect(parseOperatorArgs(['list'])).toEqual({ ok: true, value: { kind: 'list' } });
    expect(parseOperatorArgs(['revoke-key', '12'])).toEqual({ ok: true, value: { kind: 'revoke-key', id: 12 } });
    expect(parseOperatorArgs(['disable', 'a@b.example'])).toEqual({ ok: true, value: { kind: 'disable', email: 'a@b.example' } });
    expect(parseOperatorArgs([])).toEqual({ ok: true, value: { kind: 'help' } });
  });

  it.each([
    [['add', 'a@b.example'], 'add needs --role'],
    [['add', 'a@b.example', '--role', 'owner'], "--role must be one of viewer, support, finance, admin, got 'owner'"],
    [['api-key', '--role', 'viewer'], 'api-key needs a NAME'],
    [['api-key', 'x', '--role', 'viewer', '--name', 'y'], 'api-key takes no --name'],
    [['revoke-key', 'abc'], "revoke-key needs the key's ID"],
    [['list', 'extra'], "list takes no argument, got 'extra'"],
    [['rotate'], "unknown command 'rotate'"],
    [['list', '--colour'], "Unknown option '--colour'"],
  ])('refuses %j', (argv, message) => {
    const parsed = parseOperatorArgs(argv);
    expect(parsed.ok).toBe(false);
    expect(parsed.ok ? '' : parsed.error).toContain(message);
  });

  it('exits 2 with the usage on bad arguments, before reading a password or opening a database', async () => {
    const errors: string[] = [];
    const io = { log: () => undefined, error: (line: string) => void errors.push(line), readPassword: () => Promise.reject(new Error('not asked')) };
    expect(await runOperatorCommand(['add', 'a@b.example'], { DATA_DIR: '/nonexistent/never-created' }, io)).toBe(2);
    expect(errors.join('\n')).toContain('Usage: npm run operator -- <command>');
  });
});

describe('npm run operator on a fresh data folder', () => {
  let dataDir = '';
  let app: AppProcess | undefined;
  afterAll(async () => {
    await app?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('migrates, adds an operator from a piped password, issues a key that the shop on that folder accepts, and says to stop the shop while it holds the folder', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'operator-cli-'));
    const env = { DATA_DIR: dataDir };

    const added = await operatorCli(['add', 'ann@shop.example', '--role', 'admin', '--name', 'Ann'], env, 'a-long-staff-passphrase\nignored second line\n');
    expect(added).toMatchObject({ code: 0, stdout: 'Added operator 1: ann@shop.example (Ann), role admin.\n' });

    const issued = await operatorCli(['api-key', 'prometheus', '--role', 'viewer'], env);
    expect(issued.code).toBe(0);
    const key = issued.stdout.trim();
    expect(key).toMatch(/^sk_op_[A-Za-z0-9_-]{43}$/);
    expect(issued.stderr).toContain("API key 1 'prometheus', role viewer. It is shown this once only");

    app = await startAppProcess(env);
    const me = await fetch(`${app.baseUrl}/operator/api/me`, { headers: { authorization: `Bearer ${key}` } });
    expect(me.status).toBe(200);
    expect(await me.json()).toEqual({ kind: 'api-key', id: '1', name: 'prometheus', role: 'viewer' });
    const signIn = await fetch(`${app.baseUrl}/operator/signin`);
    expect(signIn.status).toBe(200);

    const whileRunning = await operatorCli(['list'], env);
    expect(whileRunning.code).toBe(1);
    expect(whileRunning.stderr).toContain('is in use by process');
    expect(whileRunning.stderr).toContain('Stop the shop, then run this command again');
  }, 180_000);
});

describe.skipIf(TEST_DATABASE_URL === '')('npm run operator on PostgreSQL while the shop runs', () => {
  const schema = `t_operator_cli_${Date.now().toString(36)}`;
  const url = new URL(TEST_DATABASE_URL || 'postgres://localhost/unused');
  url.searchParams.set('options', `-c search_path=${schema}`);
  const env = { DATABASE_URL: url.toString() };
  let app: AppProcess | undefined;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await client.connect();
    try { await client.query(sql); } finally { await client.end(); }
  };
  afterAll(async () => {
    await app?.stop();
    await admin(`DROP SCHEMA IF EXISTS ${quoteIdentifier(schema)} CASCADE`);
  }, 60_000);

  it('migrates an empty database, then adds operators and keys beside the running shop, which accepts them at once', async () => {
    await admin(`CREATE SCHEMA ${quoteIdentifier(schema)}`);
    const first = await operatorCli(['api-key', 'monitoring', '--role', 'viewer'], env);
    expect(first.code).toBe(0);

    app = await startAppProcess(env);
    const added = await operatorCli(['add', 'fran@shop.example', '--role', 'finance', '--name', 'Fran'], env, 'a-long-staff-passphrase\n');
    expect(added).toMatchObject({ code: 0, stdout: 'Added operator 1: fran@shop.example (Fran), role finance.\n' });
    const issued = await operatorCli(['api-key', 'warehouse', '--role', 'support'], env);
    expect(issued.code).toBe(0);
    const listed = await operatorCli(['list'], env);
    expect(listed.code).toBe(0);
    expect(listed.stdout).toContain('fran@shop.example');
    expect(listed.stdout).toContain('warehouse');

    for (const [key, name, role] of [[first.stdout.trim(), 'monitoring', 'viewer'], [issued.stdout.trim(), 'warehouse', 'support']] as const) {
      const me = await fetch(`${app.baseUrl}/operator/api/me`, { headers: { authorization: `Bearer ${key}` } });
      expect(me.status).toBe(200);
      expect(await me.json()).toMatchObject({ kind: 'api-key', name, role });
    }
    const revoked = await operatorCli(['revoke-key', '2'], env);
    expect(revoked.code).toBe(0);
    const afterRevoke = await fetch(`${app.baseUrl}/operator/api/me`, { headers: { authorization: `Bearer ${issued.stdout.trim()}` } });
    expect(afterRevoke.status).toBe(401);
  }, 180_000);
});
