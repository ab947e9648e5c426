import type { Clock } from '../../ports/clock.port.js';
import type { OperatorSessions } from '../../ports/operators.port.js';

/**
 * Deletes the console sessions idle for longer than an operator session lives, and those of
 * disabled operators: they can never open anything again, so their rows only grow the table.
 * Safe to run on several nodes at once, like the shoppers' session purge it runs beside.
 */
export class PurgeIdleOperatorSessions {
  constructor(
    private readonly sessions: OperatorSessions,
    private readonly clock: Clock,
    private readonly maxIdleMs: number,
  ) {}

  /** How many sessions it deleted. */
  async execute(): Promise<number> {
    return this.sessions.purgeIdle(new Date(this.clock.now().getTime() - this.maxIdleMs));
  }
}
