import { isAbsolute, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { DataDirLockedError } from '../adapters/persistence/data-dir-lock.js';
import { openPglite, openPostgres, type Database } from '../adapters/persistence/database.js';
import { migrate } from '../adapters/persistence/migrations/migrate.js';
import { SqlOperatorAccounts } from '../adapters/persistence/sql-operator-accounts.js';
import { SqlOperatorApiKeys } from '../adapters/persistence/sql-operator-api-keys.js';
import { SqlOperatorAuditLog } from '../adapters/persistence/sql-operator-audit-log.js';
import { describeField } from '../adapters/http/errors/error-message.js';
import { randomIdGenerator } from '../adapters/system/random-id-generator.js';
import { ScryptPasswordHasher } from '../adapters/system/scrypt-password-hasher.js';
import { systemClock } from '../adapters/system/system-clock.js';
import { ZxcvbnPasswordStrength } from '../adapters/system/zxcvbn-password-strength.js';
import { AddOperator } from '../application/operators/add-operator.use-case.js';
import { DisableOperator } from '../application/operators/disable-operator.use-case.js';
import { IssueApiKey } from '../application/operators/issue-api-key.use-case.js';
import { ListOperators } from '../application/operators/list-operators.use-case.js';
import { RevokeApiKey } from '../application/operators/revoke-api-key.use-case.js';
import { isOperatorRole, OPERATOR_ROLES, type OperatorRole } from '../domain/operators/operator-role.js';
import { err, ok, type Result } from '../domain/shared/result.js';
import { ConfigError } from './config-error.js';
import { loadConfig } from './config.js';
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
in \${DATA_DIR:-./data}/pglite, which only one process may open: stop the shop first.
Exit codes: 0 done, 1 error, 2 usage.`;

export type OperatorCommand =
  | { kind: 'help' }
  | { kind: 'add'; email: string; role: OperatorRole; name: string | null }
  | { kind: 'api-key'; name: string; role: OperatorRole }
  | { kind: 'list' }
  | { kind: 'revoke-key'; id: number }
  | { kind: 'disable'; email: string };

/** Reads the command line; what is wrong is a message for the person typing it. */
export function parseOperatorArgs(argv: string[]): Result<OperatorCommand, string> {
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

export interface OperatorCliIo {
  log(line: string): void;
  error(line: string): void;
  /** The new operator's password, from standard input. */
  readPassword(): Promise<string>;
}

const ACTOR = { kind: 'cli', name: 'npm run operator' } as const;

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
  let db: Database;
  try {
    db = config.databaseUrl
      ? await openPostgres(config.databaseUrl, { maxConnections: 2 })
      : await openPglite(join(isAbsolute(config.dataDir) ? config.dataDir : join(projectRoot(), config.dataDir), 'pglite'));
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      io.error(`operator: ${error.message}\nStop the shop, then run this command again; or run the shop on PostgreSQL (DATABASE_URL), where this command works while it runs.`);
      return 1;
    }
    throw error;
  }
  try {
    await migrate(db);
    return await run(command, password, db, config, io);
  } finally {
    await db.close();
  }
}

async function run(command: Exclude<OperatorCommand, { kind: 'help' }>, password: string, db: Database, config: ReturnType<typeof loadConfig>, io: OperatorCliIo): Promise<number> {
  const [operators, keys, audit] = [new SqlOperatorAccounts(db), new SqlOperatorApiKeys(db), new SqlOperatorAuditLog(db)];
  switch (command.kind) {
    case 'add': {
      const added = await new AddOperator(operators, new ScryptPasswordHasher(config.passwordHashCost), new ZxcvbnPasswordStrength(), systemClock, audit)
        .execute({ email: command.email, name: command.name, role: command.role, password, actor: ACTOR });
      if (!added.ok) {
        const problems = Object.entries(added.error.fields).map(([field, code]) => `${field}: ${describeField('en-GB', code)}`);
        io.error(`operator: not added. ${problems.join('; ')}`);
        return 1;
      }
      io.log(`Added operator ${added.value.id}: ${added.value.email} (${added.value.name}), role ${added.value.role}.`);
      return 0;
    }
    case 'api-key': {
      const issued = await new IssueApiKey(keys, randomIdGenerator, systemClock, audit).execute({ name: command.name, role: command.role, actor: ACTOR });
      if (!issued.ok) {
        io.error('operator: the key\'s NAME must have 1 to 100 characters');
        return 1;
      }
      const { apiKey, key } = issued.value;
      io.error(`API key ${apiKey.id} '${apiKey.name}', role ${apiKey.role}. It is shown this once only; send it as Authorization: Bearer <key>.`);
      io.log(key);
      return 0;
    }
    case 'list': {
      const listed = await new ListOperators(operators, keys).execute();
      io.log('Operators:');
      for (const o of listed.operators) io.log(`  ${o.id}\t${o.email}\t${o.name}\t${o.role}${o.disabledAt ? `\tdisabled ${o.disabledAt.toISOString()}` : ''}`);
      io.log('API keys:');
      for (const k of listed.apiKeys) {
        const state = k.revokedAt ? `revoked ${k.revokedAt.toISOString()}` : `last used ${k.lastUsedAt?.toISOString() ?? 'never'}`;
        io.log(`  ${k.id}\t${k.prefix}…\t${k.name}\t${k.role}\t${state}`);
      }
      return 0;
    }
    case 'revoke-key': {
      const revoked = await new RevokeApiKey(keys, systemClock, audit).execute({ id: command.id, actor: ACTOR });
      if (!revoked.ok) {
        io.error(`operator: there is no API key ${command.id}`);
        return 1;
      }
      io.log(`Revoked API key ${revoked.value.id} '${revoked.value.name}'.`);
      return 0;
    }
    case 'disable': {
      const disabled = await new DisableOperator(operators, systemClock, audit).execute({ email: command.email, actor: ACTOR });
      if (!disabled.ok) {
        io.error(`operator: there is no operator ${command.email}`);
        return 1;
      }
      io.log(`Disabled operator ${disabled.value.email}; their sessions have ended.`);
      return 0;
    }
  }
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
