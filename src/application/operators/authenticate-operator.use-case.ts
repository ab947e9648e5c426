import { looksLikeApiKey } from '../../domain/operators/api-key.js';
import type { Clock } from '../../ports/clock.port.js';
import type { OperatorApiKeys } from '../../ports/operator-api-keys.port.js';
import type { OperatorSessions } from '../../ports/operators.port.js';
import type { AuthenticatedOperator, OperatorCredentials } from './authenticated-operator.js';

/**
 * Who a request's credentials belong to: an unrevoked API key (when the request carries one, it
 * alone counts), else a live session of an enabled operator, idle for less than `maxIdleMs`. Both
 * lookups note the use at most once a minute, so a scraper or a busy console costs reads only.
 */
export class AuthenticateOperator {
  constructor(
    private readonly sessions: OperatorSessions,
    private readonly keys: OperatorApiKeys,
    private readonly clock: Clock,
    private readonly maxIdleMs: number,
  ) {}

  async execute(credentials: OperatorCredentials): Promise<AuthenticatedOperator | null> {
    const now = this.clock.now();
    if (credentials.apiKey !== null) {
      if (!looksLikeApiKey(credentials.apiKey)) return null;
      const key = await this.keys.use(credentials.apiKey, now);
      return key === null ? null : { kind: 'api-key', id: String(key.id), name: key.name, role: key.role };
    }
    if (credentials.sessionToken === null) return null;
    const operator = await this.sessions.find(credentials.sessionToken, now, this.maxIdleMs);
    return operator === null ? null : { kind: 'operator', id: String(operator.id), name: operator.name, role: operator.role };
  }
}
