import { err, ok, type Result } from '../../src/domain/shared/result.js';
import type { NewOperatorAccount, OperatorAccount, Operators, OperatorSessions } from '../../src/ports/operators.port.js';

const TOUCH_AFTER_MS = 60_000;

/** Operator accounts in memory, an email being one account whatever its case (as the SQL index). */
export class InMemoryOperators implements Operators {
  readonly accounts: OperatorAccount[] = [];
  /** Called when an account is disabled, so the sessions fake can end its sessions. */
  onDisable: (id: number) => void = () => undefined;

  async create(account: NewOperatorAccount): Promise<Result<OperatorAccount, 'EMAIL_TAKEN'>> {
    if (this.accounts.some((a) => a.email.toLowerCase() === account.email.toLowerCase())) return err('EMAIL_TAKEN');
    const created = { ...account, id: this.accounts.length + 1, disabledAt: null };
    this.accounts.push(created);
    return ok({ ...created });
  }

  async findByEmail(email: string): Promise<OperatorAccount | null> {
    const found = this.accounts.find((a) => a.email.toLowerCase() === email.toLowerCase());
    return found ? { ...found } : null;
  }

  async list(): Promise<OperatorAccount[]> {
    return this.accounts.map((a) => ({ ...a }));
  }

  async disable(email: string, now: Date): Promise<OperatorAccount | null> {
    const found = this.accounts.find((a) => a.email.toLowerCase() === email.toLowerCase());
    if (!found) return null;
    const before = { ...found };
    found.disabledAt ??= now;
    this.onDisable(found.id);
    return before;
  }
}

/** Console sessions in memory, by token, over the accounts fake. */
export class InMemoryOperatorSessions implements OperatorSessions {
  private readonly sessions = new Map<string, { operatorId: number; lastSeenAt: Date }>();

  constructor(private readonly operators: InMemoryOperators) {
    operators.onDisable = (id) => {
      for (const [token, session] of this.sessions) if (session.operatorId === id) this.sessions.delete(token);
    };
  }

  async start(token: string, operatorId: number, now: Date): Promise<void> {
    this.sessions.set(token, { operatorId, lastSeenAt: now });
  }

  async find(token: string, now: Date, maxIdleMs: number): Promise<OperatorAccount | null> {
    const session = this.sessions.get(token);
    if (!session || session.lastSeenAt.getTime() <= now.getTime() - maxIdleMs) return null;
    const operator = this.operators.accounts.find((a) => a.id === session.operatorId);
    if (!operator || operator.disabledAt !== null) return null;
    if (session.lastSeenAt.getTime() <= now.getTime() - TOUCH_AFTER_MS) session.lastSeenAt = now;
    return { ...operator };
  }

  async end(token: string): Promise<void> {
    this.sessions.delete(token);
  }

  async purgeIdle(idleSince: Date): Promise<number> {
    let purged = 0;
    for (const [token, session] of this.sessions) {
      const disabled = this.operators.accounts.some((a) => a.id === session.operatorId && a.disabledAt !== null);
      if (session.lastSeenAt.getTime() <= idleSince.getTime() || disabled) {
        this.sessions.delete(token);
        purged++;
      }
    }
    return purged;
  }
}
