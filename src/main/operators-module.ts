import { routesOf } from '../adapters/http/app.js';
import { PasswordWorkGate } from '../adapters/http/accounts/password-work-gate.js';
import { operatorApiDocumentPlugin } from '../adapters/http/operators/operator-api-document.js';
import { operatorApiRoutes } from '../adapters/http/operators/operator-api-routes.js';
import { operatorAuditPageRoute } from '../adapters/http/operators/operator-audit-page-route.js';
import { operatorConsoleRoutes } from '../adapters/http/operators/operator-console-routes.js';
import { operatorAuthPlugin } from '../adapters/http/plugins/operator-auth.js';
import { SqlOperatorAccounts } from '../adapters/persistence/sql-operator-accounts.js';
import { SqlOperatorApiKeys } from '../adapters/persistence/sql-operator-api-keys.js';
import { SqlOperatorAuditLog } from '../adapters/persistence/sql-operator-audit-log.js';
import { SqlOperatorSessions } from '../adapters/persistence/sql-operator-sessions.js';
import { AddOperator } from '../application/operators/add-operator.use-case.js';
import { AuthenticateOperator } from '../application/operators/authenticate-operator.use-case.js';
import { IssueApiKey } from '../application/operators/issue-api-key.use-case.js';
import { ListAuditLog } from '../application/operators/list-audit-log.use-case.js';
import { ListOperators } from '../application/operators/list-operators.use-case.js';
import { PurgeIdleOperatorSessions } from '../application/operators/purge-idle-operator-sessions.use-case.js';
import { RevokeApiKey } from '../application/operators/revoke-api-key.use-case.js';
import { SignInOperator } from '../application/operators/sign-in-operator.use-case.js';
import { SignOutOperator } from '../application/operators/sign-out-operator.use-case.js';
import type { Clock } from '../ports/clock.port.js';
import type { OperatorApiKeys } from '../ports/operator-api-keys.port.js';
import type { OperatorAuditLog } from '../ports/operator-audit.port.js';
import type { Operators, OperatorSessions } from '../ports/operators.port.js';
import { ACCOUNTS } from './accounts-module.js';
import { bindDatabaseAdapters, bindUseCases } from './bind-singleton.js';
import type { AppConfig } from './config.js';
import { httpArea } from './http-area.js';
import { TOKENS, token } from './tokens.js';

/** The operators area's ports; the audit log is what the orders area's use cases write to. */
export const OPERATORS = {
  Operators: token<Operators>('Operators'),
  OperatorSessions: token<OperatorSessions>('OperatorSessions'),
  OperatorApiKeys: token<OperatorApiKeys>('OperatorApiKeys'),
  OperatorAuditLog: token<OperatorAuditLog>('OperatorAuditLog'),
} as const;

/**
 * Operators: accounts, console sessions, API keys and the audit log; the guard every operator
 * route uses (its plugin comes first of the area's routes, so `requireOperator` can authenticate),
 * the console's pages and the area's JSON API. Passwords are hashed as the shoppers' are.
 */
export const operatorsArea = httpArea('operators', (bind) => {
  bindDatabaseAdapters(bind,
    [OPERATORS.Operators, SqlOperatorAccounts], [OPERATORS.OperatorSessions, SqlOperatorSessions],
    [OPERATORS.OperatorApiKeys, SqlOperatorApiKeys], [OPERATORS.OperatorAuditLog, SqlOperatorAuditLog]);
  bind(AuthenticateOperator).toResolvedValue(
    (sessions: OperatorSessions, keys: OperatorApiKeys, clock: Clock, config: AppConfig) => new AuthenticateOperator(sessions, keys, clock, config.operatorSessionIdleMs),
    [OPERATORS.OperatorSessions, OPERATORS.OperatorApiKeys, TOKENS.Clock, TOKENS.Config]).inSingletonScope();
  // Run with the shoppers' session purge (compose-app), on its schedule.
  bind(PurgeIdleOperatorSessions).toResolvedValue(
    (sessions: OperatorSessions, clock: Clock, config: AppConfig) => new PurgeIdleOperatorSessions(sessions, clock, config.operatorSessionIdleMs),
    [OPERATORS.OperatorSessions, TOKENS.Clock, TOKENS.Config]).inSingletonScope();
  bindUseCases(bind, [AddOperator], [OPERATORS.Operators, ACCOUNTS.PasswordHasher, ACCOUNTS.PasswordStrength, TOKENS.Clock, OPERATORS.OperatorAuditLog]);
  bindUseCases(bind, [SignInOperator], [
    OPERATORS.Operators, OPERATORS.OperatorSessions, ACCOUNTS.PasswordHasher, TOKENS.RateLimits, TOKENS.IdGenerator, TOKENS.Clock, OPERATORS.OperatorAuditLog]);
  bindUseCases(bind, [SignOutOperator], [OPERATORS.OperatorSessions]);
  bindUseCases(bind, [IssueApiKey], [OPERATORS.OperatorApiKeys, TOKENS.IdGenerator, TOKENS.Clock, OPERATORS.OperatorAuditLog]);
  bindUseCases(bind, [RevokeApiKey], [OPERATORS.OperatorApiKeys, TOKENS.Clock, OPERATORS.OperatorAuditLog]);
  bindUseCases(bind, [ListAuditLog], [OPERATORS.OperatorAuditLog]);
  bindUseCases(bind, [ListOperators], [OPERATORS.Operators, OPERATORS.OperatorApiKeys]);
}, (c) => {
  const authenticate = c.get(AuthenticateOperator);
  return [
    // First: it documents the routes registered after it (this area's and the orders area's API).
    routesOf(operatorApiDocumentPlugin, {}),
    routesOf(operatorAuthPlugin, { authenticate: (credentials) => authenticate.execute(credentials) }),
    routesOf(operatorConsoleRoutes, {
      signIn: c.get(SignInOperator), signOut: c.get(SignOutOperator), passwordGate: c.get(PasswordWorkGate), assets: c.get(TOKENS.AssetManifest),
    }),
    routesOf(operatorAuditPageRoute, { listAuditLog: c.get(ListAuditLog), assets: c.get(TOKENS.AssetManifest) }),
    routesOf(operatorApiRoutes, {
      listAuditLog: c.get(ListAuditLog), listOperators: c.get(ListOperators), issueApiKey: c.get(IssueApiKey), revokeApiKey: c.get(RevokeApiKey),
    }),
  ];
});
