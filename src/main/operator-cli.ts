import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { DataDirLockedError } from '../adapters/persistence/data-dir-lock.js';
import { openPglite, openPostgres, type Database } from '../adapters/persistence/database.js';
import { migrate } from '../adapters/persistence/migrations/migrate.js';
import { sendOperatorCommand, type OperatorCommandReply } from '../adapters/system/operator-command-socket.js';
import { isOperatorRole, OPERATOR_ROLES, type OperatorRole } from '../domain/operators/operator-role.js';
import { err, ok, type Result } from '../domain/shared/result.js';
import { ConfigError } from './config-error.js';
import { loadConfig } from './config.js';
import { dataFolderOf, executeOperatorCommand, operatorSocketPathOf, sqlOperatorCommandUseCases, type OperatorCommand, type OperatorCommandRequest, type OperatorOutput } from './operator-commands.js';
import { projectRoot } from './project-root.js';

const USAGE = `Usage: npm run operator -- <command>

  add EMAIL --role ROLE [--name NAME]   add an operator; the password is read from standard input
                                        (typed twice without echo at a terminal, or one line piped)
  api-key NAME --role ROLE              issue an API key and print it (shown this once only)
  list                                  list operators and API keys
  revoke-key ID                         revoke an API key at once
  disable EMAIL                         stop an operator signing in and end their sessions

Roles: ${OPERATOR_ROLES.join(', ')} (viewer reads; support also fulfils; finance also moves money; admin everything).
Uses PostgreSQL when DATABASE_URL is set (the shop may be running), else the embedded database
in \${DATA_DIR:-./data}/pglite, which only one process may open: while the shop runs on it, the
command is sent to the shop, which runs it (through \${DATA_DIR:-./data}/operator.sock).
Exit codes: 0 done, 1 error, 2 usage.`;

/** Reads the command line; what is wrong is a message for the person typing it. */
export function parseOperatorArgs(argv: string[]): Result<OperatorCommand | { kind: 'help' }, string> {
  let parsed: { values: { role?: string; name?: string; help?: boolean }; positionals: string[] };
  try {
    parsed = parseArgs({
      args: argv, allowPositionals: true, strict: true,
      options: { role: { type: 'string' }, name: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    });
  } catch (e) {
    return err((e as Error).message);
  }
  const { values, positionals: [command, argument, ...extra] } = parsed;
  if (values.help || command === undefined || command === 'help') return ok({ kind: 'help' });
  if (extra.length > 0) return err(`unexpected argument '${extra[0]}'`);
  const role = (): Result<OperatorRole, string> => {
    if (values.role === undefined) return err(`${command} needs --role (${OPERATOR_ROLES.join(', ')})`);
    return isOperatorRole(values.role) ? ok(values.role) : err(`--role must be one of ${OPERATOR_ROLES.join(', ')}, got '${values.role}'`);
  };
  const only = (allowed: readonly string[]): string | null => {
    const given = Object.keys(values).filter((option) => !allowed.includes(option));
    return given.length === 0 ? null : `${command} takes no --${given[0]}`;
  };
  switch (command) {
    case 'add': {
      if (argument === undefined) return err('add needs the operator\'s EMAIL');
      const refused = only(['role', 'name']);
      if (refused !== null) return err(refused);
      const r = role();
      return r.ok ? ok({ kind: 'add', email: argument, role: r.value, name: values.name ?? null }) : r;
    }
    case 'api-key': {
      if (argument === undefined) return err('api-key needs a NAME saying what the key is for');
      const refused = only(['role']);
      if (refused !== null) return err(refused);
      const r = role();
      return r.ok ? ok({ kind: 'api-key', name: argument, role: r.value }) : r;
    }
    case 'list': {
      const refused = argument === undefined ? only([]) : `list takes no argument, got '${argument}'`;
      return refused === null ? ok({ kind: 'list' }) : err(refused);
    }
    case 'revoke-key': {
      const refused = only([]);
      if (refused !== null) return err(refused);
      const id = argument !== undefined && /^[1-9][0-9]{0,8}$/.test(argument) ? Number(argument) : null;
      return id === null ? err(`revoke-key needs the key's ID (a whole number, see list), got '${argument ?? ''}'`) : ok({ kind: 'revoke-key', id });
    }
    case 'disable': {
      const refused = only([]);
      if (refused !== null) return err(refused);
      return argument === undefined ? err('disable needs the operator\'s EMAIL') : ok({ kind: 'disable', email: argument });
    }
    default:
      return err(`unknown command '${command}'`);
  }
}

export interface OperatorCliIo extends OperatorOutput {
  /** The new operator's password, from standard input. */
  readPassword(): Promise<string>;
}

/** A command sent to the running shop waits this long for its answer (an addition hashes a password). */
const SHOP_ANSWER_TIMEOUT_MS = 60_000;

/** Runs one command and gives its exit code: 0 done, 1 error (said on `io.error`), 2 usage. */
export async function runOperatorCommand(argv: string[], env: Record<string, string | undefined>, io: OperatorCliIo): Promise<number> {
  const parsed = parseOperatorArgs(argv);
  if (!parsed.ok) {
    io.error(`operator: ${parsed.error}\n\n${USAGE}`);
    return 2;
  }
  const command = parsed.value;
  if (command.kind === 'help') {
    io.log(USAGE);
    return 0;
  }
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      io.error(`operator: ${error.message}`);
      return 1;
    }
    throw error;
  }
  // The password is read before the database is opened, so the embedded database is held no longer than the writes.
  let password = '';
  if (command.kind === 'add') {
    try {
      password = await io.readPassword();
    } catch (error) {
      io.error(`operator: not added: ${(error as Error).message}`);
      return 1;
    }
  }
  const dataFolder = dataFolderOf(config.dataDir, projectRoot());
  let db: Database;
  try {
    db = config.databaseUrl
      ? await openPostgres(config.databaseUrl, { maxConnections: 2 })
      : await openPglite(join(dataFolder, 'pglite'));
  } catch (error) {
    if (error instanceof DataDirLockedError) return sendToRunningShop(error, { command, password }, operatorSocketPathOf(dataFolder), io);
    throw error;
  }
  try {
    await migrate(db);
    return await executeOperatorCommand(command, password, sqlOperatorCommandUseCases(db, config.passwordHashCost), io);
  } finally {
    await db.close();
  }
}

/**
 * The embedded database is held by another process: if it is the shop, it listens on a socket in
 * the data folder and runs the command itself; its lines are printed here and its exit code is
 * this command's. When nothing answers there (a shop without the socket, or one that died and whose
 * lock has not gone stale yet), the person is told to stop it.
 */
async function sendToRunningShop(locked: DataDirLockedError, request: OperatorCommandRequest, socketPath: string, io: OperatorCliIo): Promise<number> {
  let reply: OperatorCommandReply | null;
  try {
    reply = await sendOperatorCommand(socketPath, request, SHOP_ANSWER_TIMEOUT_MS);
  } catch (error) {
    io.error(`operator: ${locked.message}\nThe shop on it was asked to run the command through ${socketPath} and failed: ${(error as Error).message}`);
    return 1;
  }
  if (reply === null) {
    io.error(`operator: ${locked.message}\nStop the shop, then run this command again; or run the shop on PostgreSQL (DATABASE_URL), where this command works while it runs.`);
    return 1;
  }
  for (const line of reply.output) {
    if (line.stream === 'stdout') io.log(line.text);
    else io.error(line.text);
  }
  return reply.exitCode;
}

/** A password from standard input: typed without echo at a terminal (twice, to catch a typo), else the first line piped. */
async function readPasswordFromStdin(): Promise<string> {
  const stdin = process.stdin;
  if (!stdin.isTTY) {
    let text = '';
    for await (const chunk of stdin) {
      text += String(chunk);
      if (text.includes('\n')) break;
    }
    return text.split('\n')[0]!.replace(/\r$/, '');
  }
  const first = await readHidden('Password: ');
  const second = await readHidden('Password again: ');
  if (first !== second) throw new Error('the two passwords differ');
  return first;
}

function readHidden(prompt: string): Promise<string> {
  const stdin = process.stdin;
  process.stderr.write(prompt);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  return new Promise((resolve, reject) => {
    let typed = '';
    const done = (error: Error | null) => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stderr.write('\n');
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (chunk: string) => {
      for (const character of chunk) {
        if (character === '\r' || character === '\n') return done(null);
        if (character === '\u0003') return done(new Error('cancelled'));
        if (character === '\u007f' || character === '\b') typed = [...typed].slice(0, -1).join('');
        else typed += character;
      }
    };
    stdin.on('data', onData);
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runOperatorCommand(process.argv.slice(2), process.env, { log: (line) => console.log(line), error: (line) => console.error(line), readPassword: readPasswordFromStdin }).then(
    (code) => { process.exitCode = code; },
    (error: unknown) => {
      console.error('operator: failed', error);
      process.exitCode = 1;
    },
  );
}
