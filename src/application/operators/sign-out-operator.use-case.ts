import type { OperatorSessions } from '../../ports/operators.port.js';

/** Ends the operator's console session at once: the cookie's token no longer opens anything. */
export class SignOutOperator {
  constructor(private readonly sessions: OperatorSessions) {}

  async execute(token: string): Promise<void> {
    await this.sessions.end(token);
  }
}
