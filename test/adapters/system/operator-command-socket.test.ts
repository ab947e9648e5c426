import { link, lstat, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  listenForOperatorCommands, sendOperatorCommand, socketPathProblem, type OperatorCommandSocket, type OperatorCommandSocketOptions,
} from '../../../src/adapters/system/operator-command-socket.js';
import { operatorCommandHandler, operatorCommandUseCases } from '../../../src/main/operator-commands.js';
import { InMemoryOperatorApiKeys } from '../../support/in-memory-operator-api-keys.js';
import { InMemoryOperatorAuditLog } from '../../support/in-memory-operator-audit-log.js';
import { InMemoryOperators } from '../../support/in-memory-operators.js';

/** Sends `bytes` as they are and reads the one line answered. */
function sendRaw(path: string, bytes: string | Buffer): Promise<{ exitCode: number; output: { stream: string; text: string }[] }> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(path, () => socket.write(bytes));
    let answer = '';
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString();
      if (answer.includes('\n')) {
        socket.destroy();
        resolve(JSON.parse(answer.slice(0, answer.indexOf('\n'))) as never);
      }
    });
    socket.on('error', reject);
  });
}

describe('the operator command socket', () => {
  let dir = '';
  let path = '';
  let listening: OperatorCommandSocket | null = null;
  let audit: InMemoryOperatorAuditLog;
  let apiKeys: InMemoryOperatorApiKeys;
  const failures: unknown[] = [];
  const listen = async (options: Partial<OperatorCommandSocketOptions> = {}) => {
    audit = new InMemoryOperatorAuditLog();
    apiKeys = new InMemoryOperatorApiKeys();
    const useCases = operatorCommandUseCases({ operators: new InMemoryOperators(), apiKeys, audit }, { N: 2 ** 10, r: 8, p: 1 });
    listening = await listenForOperatorCommands(path, { handle: operatorCommandHandler(useCases), onError: (e) => void failures.push(e), ...options });
  };

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'op-sock-'));
    path = join(dir, 'operator.sock');
    failures.length = 0;
  });
  afterEach(async () => {
    await listening?.close();
    listening = null;
    await rm(dir, { recursive: true, force: true });
  });

  it('is a socket only its owner may open, runs the commands sent and answers their lines and exit code', async () => {
    await listen();
    expect((await stat(path)).mode & 0o777).toBe(0o600);

    const added = await sendOperatorCommand(path, { command: { kind: 'add', email: 'ann@shop.example', role: 'admin', name: 'Ann' }, password: 'a-long-staff-passphrase' }, 5_000);
    expect(added).toEqual({ exitCode: 0, output: [{ stream: 'stdout', text: 'Added operator 1: ann@shop.example (Ann), role admin.' }] });
    const issued = await sendOperatorCommand(path, { command: { kind: 'api-key', name: 'prometheus', role: 'viewer' } }, 5_000);
    expect(issued?.exitCode).toBe(0);
    expect(issued?.output[0]).toEqual({ stream: 'stderr', text: "API key 1 'prometheus', role viewer. It is shown this once only; send it as Authorization: Bearer <key>." });
    expect(issued?.output[1]?.text).toMatch(/^sk_op_[A-Za-z0-9_-]{43}$/);
    const listed = await sendOperatorCommand(path, { command: { kind: 'list' } }, 5_000);
    expect(listed?.output.map((line) => line.text).join('\n')).toMatch(/Operators:\n {2}1\tann@shop.example\tAnn\tadmin\nAPI keys:\n {2}1\tsk_op_.*\tprometheus\tviewer\tlast used never/);
    const refused = await sendOperatorCommand(path, { command: { kind: 'add', email: 'bob@shop.example', role: 'viewer', name: null }, password: 'short' }, 5_000);
    expect(refused?.exitCode).toBe(1);
    expect(refused?.output[0]?.text).toContain('operator: not added. password:');

    expect(audit.entries.map((e) => [e.action, e.actor])).toEqual([
      ['operator.added', { kind: 'cli', id: 'cli', name: 'npm run operator' }],
      ['api_key.issued', { kind: 'cli', id: 'cli', name: 'npm run operator' }],
    ]);
  });

  it.each([
    ['a request too big', 'x'.repeat(20_000), 'operator: the request is larger than 16384 bytes'],
    ['a request that is not JSON', '{"command": {"kind": "list"\n', 'operator: the request is not one line of JSON'],
    ['no command', '{"password":"x"}\n', 'operator: the request has no command'],
    ['an unknown command', '{"command":{"kind":"rotate"}}\n', "operator: unknown command 'rotate'"],
    ['a role that is none', '{"command":{"kind":"api-key","name":"x","role":"owner"}}\n', 'operator: api-key needs a name and a role'],
    ['a key id that is not a whole number', '{"command":{"kind":"revoke-key","id":1.5}}\n', "operator: revoke-key needs the key's id"],
  ])('answers %s with a clear error, and runs nothing', async (_, bytes, message) => {
    await listen();
    const answer = await sendRaw(path, bytes);
    expect(answer.output).toEqual([{ stream: 'stderr', text: message }]);
    expect(answer.exitCode).toBeGreaterThan(0);
    expect(audit.entries).toEqual([]);
    expect(await apiKeys.list()).toEqual([]);
  });

  it('closes a connection that sends no whole request in time, telling it so', async () => {
    await listen({ requestTimeoutMs: 200 });
    const started = Date.now();
    const answer = await sendRaw(path, '{"command":');
    expect(answer.output).toEqual([{ stream: 'stderr', text: 'operator: no whole request came within 0.2 s' }]);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('answers a command the shop failed on as failed, and reports the error', async () => {
    listening = await listenForOperatorCommands(path, { handle: () => Promise.reject(new Error('database gone')), onError: (e) => void failures.push(e) });
    expect(await sendOperatorCommand(path, { command: { kind: 'list' } }, 5_000)).toEqual({
      exitCode: 1, output: [{ stream: 'stderr', text: 'operator: the shop failed to run the command; its log says why' }],
    });
    expect(failures).toEqual([new Error('database gone')]);
  });

  it('replaces a socket left by a process that died, and refuses to remove a file that is not a socket', async () => {
    // A socket file nobody listens on, as a killed shop leaves it: a second name for a socket, kept after its listener closed.
    const dead = createServer();
    const deadPath = join(dir, 'dead.sock');
    await new Promise<void>((resolve) => dead.listen(deadPath, resolve));
    await link(deadPath, path);
    await new Promise<void>((resolve) => dead.close(() => resolve()));
    expect((await lstat(path)).isSocket()).toBe(true);
    expect(await sendOperatorCommand(path, { command: { kind: 'list' } }, 5_000)).toBeNull();

    await listen();
    expect((await sendOperatorCommand(path, { command: { kind: 'list' } }, 5_000))?.exitCode).toBe(0);
    await listening!.close();
    listening = null;

    await writeFile(path, 'not a socket');
    await expect(listen()).rejects.toThrow(`${path} exists and is not a socket`);
    expect((await lstat(path)).isFile()).toBe(true);
  });

  it('removes its socket when closed, after which a client finds no shop', async () => {
    await listen();
    await listening!.close();
    listening = null;
    await expect(lstat(path)).rejects.toMatchObject({ code: 'ENOENT' });
    expect(await sendOperatorCommand(path, { command: { kind: 'list' } }, 5_000)).toBeNull();
  });

  it('refuses a path longer than a Unix socket takes, which the system would cut short', async () => {
    const long = join(dir, 'x'.repeat(120), 'operator.sock');
    expect(socketPathProblem(long)).toContain('more than the');
    expect(socketPathProblem(path)).toBeNull();
    await expect(listenForOperatorCommands(long, { handle: () => Promise.reject(new Error('never')), onError: () => undefined })).rejects.toThrow('choose a shorter DATA_DIR');
    expect(await sendOperatorCommand(long, { command: { kind: 'list' } }, 5_000)).toBeNull();
  });
});
