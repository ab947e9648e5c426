import type { Clock } from '../../ports/clock.port.js';
import type { GuestDataPurge } from '../../ports/guest-data-purge.port.js';
import type { SessionStore } from '../../ports/session-store.port.js';

export interface PurgedSessions {
  sessions: number;
  guestRows: number;
}

/**
 * Removes sessions idle for longer than a session lives, then everything guests owned whose
 * session is gone, so anonymous traffic cannot grow the database without limit. Safe to run on
 * several nodes at once: each step deletes only what is already unreachable.
 */
export class PurgeIdleSessions {
  constructor(
    private readonly sessions: SessionStore,
    private readonly guestData: readonly GuestDataPurge[],
    private readonly clock: Clock,
    private readonly maxIdleMs: number,
  ) {}

  async execute(): Promise<PurgedSessions> {
    const sessions = await this.sessions.purgeIdle(new Date(this.clock.now().getTime() - this.maxIdleMs));
    let guestRows = 0;
    for (const data of this.guestData) guestRows += await data.purgeGuestsWithoutSession();
    return { sessions, guestRows };
  }
}
