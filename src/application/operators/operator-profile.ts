import type { OperatorRole } from '../../domain/operators/operator-role.js';
import type { AuditActor } from '../../ports/operator-audit.port.js';
import type { OperatorAccount } from '../../ports/operators.port.js';
import type { AuthenticatedOperator } from './authenticated-operator.js';

/** What the console and the CLI may know of an operator: never the password hash. */
export interface OperatorProfile {
  id: number;
  email: string;
  name: string;
  role: OperatorRole;
  createdAt: Date;
  disabledAt: Date | null;
}

export const operatorProfileOf = (account: OperatorAccount): OperatorProfile => ({
  id: account.id, email: account.email, name: account.name, role: account.role, createdAt: account.createdAt, disabledAt: account.disabledAt,
});

/** The audit log's actor for whoever acts: an operator, an API key, or the command line on the server. */
export type Actor = AuthenticatedOperator | { kind: 'cli'; name: string };

export const auditActorOf = (actor: Actor): AuditActor =>
  actor.kind === 'cli' ? { kind: 'cli', id: 'cli', name: actor.name } : { kind: actor.kind, id: actor.id, name: actor.name };
