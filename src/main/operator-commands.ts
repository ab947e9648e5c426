import { isAbsolute, join } from 'node:path';
import { describeField } from '../adapters/http/errors/error-message.js';
import type { Database } from '../adapters/persistence/database.js';
import { SqlOperatorAccounts } from '../adapters/persistence/sql-operator-accounts.js';
import { SqlOperatorApiKeys } from '../adapters/persistence/sql-operator-api-keys.js';
import { SqlOperatorAuditLog } from '../adapters/persistence/sql-operator-audit-log.js';
import { listenForOperatorCommands, type OperatorCommandReply, type OperatorCommandSocket } from '../adapters/system/operator-command-socket.js';
import { randomIdGenerator } from '../adapters/system/random-id-generator.js';
import { ScryptPasswordHasher, type ScryptCost } from '../adapters/system/scrypt-password-hasher.js';
import { systemClock } from '../adapters/system/system-clock.js';
import { ZxcvbnPasswordStrength } from '../adapters/system/zxcvbn-password-strength.js';
import { AddOperator } from '../application/operators/add-operator.use-case.js';
import { DisableOperator } from '../application/operators/disable-operator.use-case.js';
import { IssueApiKey } from '../application/operators/issue-api-key.use-case.js';
import { ListOperators } from '../application/operators/list-operators.use-case.js';
import { RevokeApiKey } from '../application/operators/revoke-api-key.use-case.js';
import { isOperatorRole, type OperatorRole } from '../domain/operators/operator-role.js';
import { err, ok, type Result } from '../domain/shared/result.js';
import type { OperatorApiKeys } from '../ports/operator-api-keys.port.js';
import type { OperatorAuditLog } from '../ports/operator-audit.port.js';
import type { Operators } from '../ports/operators.port.js';

/** `npm run operator`'s commands, as read from its command line. */
export type OperatorCommand =
  | { kind: 'add'; email: string; role: OperatorRole; name: string | null }
  | { kind: 'api-key'; name: string; role: OperatorRole }
  | { kind: 'list' }
  | { kind: 'revoke-key'; id: number }
  | { kind: 'disable'; email: string };

/** Where a command's lines go: standard output and standard error, in the CLI or in a reply. */
export interface OperatorOutput {
  log(line: string): void;
  error(line: string): void;
}

/** The use cases the commands run: the same whether the CLI opened the database or the running shop runs them for it. */
export interface OperatorCommandUseCases {
  addOperator: AddOperator;
  issueApiKey: IssueApiKey;
  listOperators: ListOperators;
  revokeApiKey: RevokeApiKey;
  disableOperator: DisableOperator;
}

export const operatorCommandUseCases = (
  stores: { operators: Operators; apiKeys: OperatorApiKeys; audit: OperatorAuditLog },
  passwordHashCost: ScryptCost,
): OperatorCommandUseCases => ({
  addOperator: new AddOperator(stores.operators, new ScryptPasswordHasher(passwordHashCost), new ZxcvbnPasswordStrength(), systemClock, stores.audit),
  issueApiKey: new IssueApiKey(stores.apiKeys, randomIdGenerator, systemClock, stores.audit),
  listOperators: new ListOperators(stores.operators, stores.apiKeys),
  revokeApiKey: new RevokeApiKey(stores.apiKeys, systemClock, stores.audit),
  disableOperator: new DisableOperator(stores.operators, systemClock, stores.audit),
});

export const sqlOperatorCommandUseCases = (db: Database, passwordHashCost: ScryptCost): OperatorCommandUseCases =>
  operatorCommandUseCases({ operators: new SqlOperatorAccounts(db), apiKeys: new SqlOperatorApiKeys(db), audit: new SqlOperatorAuditLog(db) }, passwordHashCost);

/** The audit log's actor of every command, whichever process ran it: the person at the server's command line. */
const ACTOR = { kind: 'cli', name: 'npm run operator' } as const;

/** Runs one command (`password` is the new operator's, for `add`) and gives its exit code: 0 done, 1 error (said on `out.error`). */
export async function executeOperatorCommand(command: OperatorCommand, password: string, useCases: OperatorCommandUseCases, out: OperatorOutput): Promise<number> {
  switch (command.kind) {
    case 'add': {
      const added = await useCases.addOperator.execute({ email: command.email, name: command.name, role: command.role, password, actor: ACTOR });
      if (!added.ok) {
        const problems = Object.entries(added.error.fields).map(([field, code]) => `${field}: ${describeField('en-GB', code)}`);
        out.error(`operator: not added. ${problems.join('; ')}`);
        return 1;
      }
      out.log(`Added operator ${added.value.id}: ${added.value.email} (${added.value.name}), role ${added.value.role}.`);
      return 0;
    }
    case 'api-key': {
      const issued = await useCases.issueApiKey.execute({ name: command.name, role: command.role, actor: ACTOR });
      if (!issued.ok) {
        out.error('operator: the key\'s NAME must have 1 to 100 characters');
        return 1;
      }
      const { apiKey, key } = issued.value;
      out.error(`API key ${apiKey.id} '${apiKey.name}', role ${apiKey.role}. It is shown this once only; send it as Authorization: Bearer <key>.`);
      out.log(key);
      return 0;
    }
    case 'list': {
      const listed = await useCases.listOperators.execute();
      out.log('Operators:');
      for (const o of listed.operators) out.log(`  ${o.id}\t${o.email}\t${o.name}\t${o.role}${o.disabledAt ? `\tdisabled ${o.disabledAt.toISOString()}` : ''}`);
      out.log('API keys:');
      for (const k of listed.apiKeys) {
        const state = k.revokedAt ? `revoked ${k.revokedAt.toISOString()}` : `last used ${k.lastUsedAt?.toISOString() ?? 'never'}`;
        out.log(`  ${k.id}\t${k.prefix}…\t${k.name}\t${k.role}\t${state}`);
      }
      return 0;
    }
    case 'revoke-key': {
      const revoked = await useCases.revokeApiKey.execute({ id: command.id, actor: ACTOR });
      if (!revoked.ok) {
        out.error(`operator: there is no API key ${command.id}`);
        return 1;
      }
      out.log(`Revoked API key ${revoked.value.id} '${revoked.value.name}'.`);
      return 0;
    }
    case 'disable': {
      const disabled = await useCases.disableOperator.execute({ email: command.email, actor: ACTOR });
      if (!disabled.ok) {
        out.error(`operator: there is no operator ${command.email}`);
        return 1;
      }
      out.log(`Disabled operator ${disabled.value.email}; their sessions have ended.`);
      return 0;
    }
  }
}

/** What the CLI sends the running shop: the command it read, and for `add` the password it read from standard input. */
export interface OperatorCommandRequest {
  command: OperatorCommand;
  password: string;
}

const isText = (value: unknown): value is string => typeof value === 'string';

/** The command in a request from the socket, checked as the command line is: what is wrong is said. */
function operatorCommandRequestOf(request: unknown): Result<OperatorCommandRequest, string> {
  if (typeof request !== 'object' || request === null) return err('the request must be a JSON object with a command');
  const { command, password = '' } = request as Record<string, unknown>;
  if (!isText(password)) return err('the request\'s password must be a string');
  if (typeof command !== 'object' || command === null) return err('the request has no command');
  const c = command as Record<string, unknown>;
  const role = isText(c.role) && isOperatorRole(c.role) ? c.role : null;
  switch (c.kind) {
    case 'add':
      return isText(c.email) && role !== null && (c.name === null || isText(c.name))
        ? ok({ command: { kind: 'add', email: c.email, role, name: c.name }, password })
        : err('add needs an email, a role and a name (or null)');
    case 'api-key':
      return isText(c.name) && role !== null ? ok({ command: { kind: 'api-key', name: c.name, role }, password }) : err('api-key needs a name and a role');
    case 'list':
      return ok({ command: { kind: 'list' }, password });
    case 'revoke-key':
      return Number.isSafeInteger(c.id) && (c.id as number) > 0 ? ok({ command: { kind: 'revoke-key', id: c.id as number }, password }) : err('revoke-key needs the key\'s id');
    case 'disable':
      return isText(c.email) ? ok({ command: { kind: 'disable', email: c.email }, password }) : err('disable needs an email');
    default:
      return err(`unknown command ${typeof c.kind === 'string' ? `'${c.kind}'` : String(c.kind)}`);
  }
}

/** The running shop's side of a request: checked, run as the CLI runs it, its lines and exit code answered. */
export function operatorCommandHandler(useCases: OperatorCommandUseCases): (request: unknown) => Promise<OperatorCommandReply> {
  return async (request) => {
    const read = operatorCommandRequestOf(request);
    if (!read.ok) return { exitCode: 2, output: [{ stream: 'stderr', text: `operator: ${read.error}` }] };
    const output: OperatorCommandReply['output'] = [];
    const exitCode = await executeOperatorCommand(read.value.command, read.value.password, useCases, {
      log: (text) => void output.push({ stream: 'stdout', text }),
      error: (text) => void output.push({ stream: 'stderr', text }),
    });
    return { exitCode, output };
  };
}

/** The data folder (`DATA_DIR`), relative paths taken from the project's root. */
export const dataFolderOf = (dataDir: string, root: string): string => (isAbsolute(dataDir) ? dataDir : join(root, dataDir));

/** Where the shop that holds the embedded database in `dataFolder` listens for `npm run operator`. */
export const operatorSocketPathOf = (dataFolder: string): string => join(dataFolder, 'operator.sock');

/**
 * The running shop on the embedded database takes `npm run operator`'s commands on a socket in its
 * data folder (the CLI cannot open the folder while the shop holds it). Resolves to null when the
 * socket cannot be made there (said in the log); the shop runs on without it. `more` takes the
 * requests of other commands by their kind (`npm run stock`'s 'stock'), run by the shop's own use cases.
 */
export async function listenForOperatorCommandsIn(
  dataFolder: string,
  db: Database,
  passwordHashCost: ScryptCost,
  log: { info(details: object, message: string): void; warn(details: object, message: string): void; error(details: object, message: string): void },
  more: Readonly<Record<string, (request: unknown) => Promise<OperatorCommandReply>>> = {},
): Promise<OperatorCommandSocket | null> {
  const path = operatorSocketPathOf(dataFolder);
  const operatorCommands = operatorCommandHandler(sqlOperatorCommandUseCases(db, passwordHashCost));
  const kindOf = (request: unknown): unknown => ((request as { command?: { kind?: unknown } } | null)?.command)?.kind;
  try {
    const socket = await listenForOperatorCommands(path, {
      handle: (request) => {
        const kind = kindOf(request);
        return typeof kind === 'string' && Object.hasOwn(more, kind) ? more[kind]!(request) : operatorCommands(request);
      },
      onError: (error) => log.error({ err: error }, 'npm run operator: a command sent to the shop failed'),
    });
    log.info({ path }, 'npm run operator: listening for commands');
    return socket;
  } catch (error) {
    log.warn({ err: error, path }, 'npm run operator: cannot listen for commands, so it works only while the shop is stopped');
    return null;
  }
}
