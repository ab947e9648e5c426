import type { OperatorRole } from '../domain/operators/operator-role.js';
import type { Result } from '../domain/shared/result.js';

/** A member of staff who signs in to the operator console. */
export interface OperatorAccount {
  id: number;
  email: string;
  name: string;
  role: OperatorRole;
  passwordHash: string;
  createdAt: Date;
  /** Set when the account may no longer sign in; its sessions stop working too. */
  disabledAt: Date | null;
}

export type NewOperatorAccount = Omit<OperatorAccount, 'id' | 'disabledAt'>;

/** Operator accounts; an email is one account whatever its letter case. */
export interface Operators {
  create(account: NewOperatorAccount): Promise<Result<OperatorAccount, 'EMAIL_TAKEN'>>;
  findByEmail(email: string): Promise<OperatorAccount | null>;
  /** Every account, oldest first. */
  list(): Promise<OperatorAccount[]>;
  /** Stops the account signing in, and ends its sessions; the account as it was before, or null when there is none. */
  disable(email: string, now: Date): Promise<OperatorAccount | null>;
}

/**
 * Console sessions, by the random token of the operator's cookie (stored as its SHA-256 only).
 * A session ends when signed out, after `maxIdleMs` without a request, or when its operator is
 * disabled.
 */
export interface OperatorSessions {
  start(token: string, operatorId: number, now: Date): Promise<void>;
  /** The live session's operator, noting the request (last seen, at most once a minute); else null. */
  find(token: string, now: Date, maxIdleMs: number): Promise<OperatorAccount | null>;
  end(token: string): Promise<void>;
  /** Deletes the sessions last seen at or before `idleSince`, and those of disabled operators; how many. */
  purgeIdle(idleSince: Date): Promise<number>;
}
