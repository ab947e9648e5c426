import { spawn } from 'node:child_process';
import { link, lstat, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { lockDataDir } from '../../src/adapters/persistence/data-dir-lock.js';
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
    [['add', 'a@b.example', '--role', 'owner'], "--role must be one of viewer, support, finance, catalog, admin, got 'owner'"],
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

describe('npm run operator on a fresh data folder, then through the shop running on it', () => {
  let dataDir = '';
  let app: AppProcess | undefined;
  let lockedDir = '';
  let unlock: (() => Promise<void>) | undefined;
  afterAll(async () => {
    await app?.stop();
    await unlock?.();
    for (const dir of [dataDir, lockedDir]) if (dir) await rm(dir, { recursive: true, force: true });
  });
  const bearer = (key: string) => ({ headers: { authorization: `Bearer ${key}` } });

  it('migrates, adds an operator from a piped password and issues a key the shop accepts; while the shop holds the folder, it runs the commands sent to it', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'operator-cli-'));
    const env = { DATA_DIR: dataDir };
    const socketPath = join(dataDir, 'operator.sock');

    const added = await operatorCli(['add', 'ann@shop.example', '--role', 'admin', '--name', 'Ann'], env, 'a-long-staff-passphrase\nignored second line\n');
    expect(added).toMatchObject({ code: 0, stdout: 'Added operator 1: ann@shop.example (Ann), role admin.\n' });

    const issued = await operatorCli(['api-key', 'prometheus', '--role', 'viewer'], env);
    expect(issued.code).toBe(0);
    const key = issued.stdout.trim();
    expect(key).toMatch(/^sk_op_[A-Za-z0-9_-]{43}$/);
    expect(issued.stderr).toContain("API key 1 'prometheus', role viewer. It is shown this once only");

    app = await startAppProcess(env);
    const me = await fetch(`${app.baseUrl}/operator/api/me`, bearer(key));
    expect(me.status).toBe(200);
    expect(await me.json()).toEqual({ kind: 'api-key', id: '1', name: 'prometheus', role: 'viewer' });
    const signIn = await fetch(`${app.baseUrl}/operator/signin`);
    expect(signIn.status).toBe(200);
    expect((await lstat(socketPath)).isSocket()).toBe(true);
    expect((await lstat(socketPath)).mode & 0o777).toBe(0o600);

    const listed = await operatorCli(['list'], env);
    expect(listed).toMatchObject({ code: 0, stderr: '' });
    expect(listed.stdout).toMatch(/^Operators:\n {2}1\tann@shop\.example\tAnn\tadmin\nAPI keys:\n {2}1\tsk_op_\S+…\tprometheus\tviewer\tlast used \S+\n$/);

    const auditor = await operatorCli(['api-key', 'auditor', '--role', 'admin'], env);
    expect(auditor.code).toBe(0);
    expect(auditor.stderr).toContain("API key 2 'auditor', role admin. It is shown this once only");
    const adminKey = auditor.stdout.trim();
    const adminMe = await fetch(`${app.baseUrl}/operator/api/me`, bearer(adminKey));
    expect(await adminMe.json()).toEqual({ kind: 'api-key', id: '2', name: 'auditor', role: 'admin' });

    const bob = await operatorCli(['add', 'bob@shop.example', '--role', 'support', '--name', 'Bob'], env, 'another-long-staff-passphrase\n');
    expect(bob).toMatchObject({ code: 0, stdout: 'Added operator 2: bob@shop.example (Bob), role support.\n' });
    const unknownKey = await operatorCli(['revoke-key', '99'], env);
    expect(unknownKey).toMatchObject({ code: 1, stderr: 'operator: there is no API key 99\n' });
    const revoked = await operatorCli(['revoke-key', '1'], env);
    expect(revoked).toMatchObject({ code: 0, stdout: "Revoked API key 1 'prometheus'.\n" });
    expect((await fetch(`${app.baseUrl}/operator/api/me`, bearer(key))).status).toBe(401);

    const audit = await fetch(`${app.baseUrl}/operator/api/audit`, bearer(adminKey));
    expect(audit.status).toBe(200);
    const { entries } = await audit.json() as { entries: { action: string; target: string; actor: unknown }[] };
    const cli = { kind: 'cli', id: 'cli', name: 'npm run operator' };
    expect(entries.map(({ action, target, actor }) => ({ action, target, actor }))).toEqual([
      { action: 'api_key.revoked', target: 'api-key:1', actor: cli },
      { action: 'operator.added', target: 'operator:2', actor: cli },
      { action: 'api_key.issued', target: 'api-key:2', actor: cli },
      { action: 'api_key.issued', target: 'api-key:1', actor: cli },
      { action: 'operator.added', target: 'operator:1', actor: cli },
    ]);

    expect(await app.stop('SIGTERM')).toBe(0);
    app = undefined;
    await expect(lstat(socketPath)).rejects.toMatchObject({ code: 'ENOENT' });
  }, 300_000);

  it('a shop killed with -9 leaves its socket behind, and the next shop on the folder replaces it', async () => {
    const env = { DATA_DIR: dataDir };
    const socketPath = join(dataDir, 'operator.sock');
    app = await startAppProcess(env);
    app.child.kill('SIGKILL');
    expect(await app.exited).toBe('SIGKILL');
    app = undefined;
    expect((await lstat(socketPath)).isSocket()).toBe(true);

    // The dead process's folder lock is refused until it goes stale (not renewed for 10 s).
    for (let attempt = 0; app === undefined && attempt < 30; attempt++) {
      try {
        app = await startAppProcess(env);
      } catch (error) {
        expect(String(error)).toContain('is in use by process');
        await new Promise((r) => setTimeout(r, 1000));
      }
    }
    const listed = await operatorCli(['list'], env);
    expect(listed.code).toBe(0);
    expect(listed.stdout).toContain('bob@shop.example');
    expect(await app!.stop('SIGTERM')).toBe(0);
    app = undefined;
  }, 300_000);

  it('says to stop the process that holds the folder when nothing answers on its socket (an older shop, or one that died)', async () => {
    lockedDir = await mkdtemp(join(tmpdir(), 'operator-cli-locked-'));
    await mkdir(join(lockedDir, 'pglite'));
    unlock = await lockDataDir(join(lockedDir, 'pglite'));
    const env = { DATA_DIR: lockedDir };

    const noSocket = await operatorCli(['list'], env);
    expect(noSocket.code).toBe(1);
    expect(noSocket.stderr).toContain(`is in use by process ${process.pid}`);
    expect(noSocket.stderr).toContain('Stop the shop, then run this command again');

    // A socket nobody listens on, as a shop killed a moment ago leaves it.
    const dead = createServer();
    await new Promise<void>((resolve) => dead.listen(join(lockedDir, 'dead.sock'), resolve));
    await link(join(lockedDir, 'dead.sock'), join(lockedDir, 'operator.sock'));
    await new Promise<void>((resolve) => dead.close(() => resolve()));
    const refused = await operatorCli(['api-key', 'x', '--role', 'viewer'], env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('Stop the shop, then run this command again');
  }, 60_000);
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
