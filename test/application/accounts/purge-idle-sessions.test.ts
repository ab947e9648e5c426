import { describe, expect, it } from 'vitest';
import { PurgeIdleSessions } from '../../../src/application/accounts/purge-idle-sessions.use-case.js';
import { InMemorySessionStore } from '../../support/in-memory-session-store.js';

const DAY = 86_400_000;
const now = new Date('2026-11-20T12:00:00.000Z');

describe('PurgeIdleSessions', () => {
  it('removes sessions idle past their lifetime, then what guests of gone sessions owned', async () => {
    const sessions = new InMemorySessionStore();
    await sessions.create('old', new Date(now.getTime() - 31 * DAY));
    await sessions.create('recent', new Date(now.getTime() - DAY));
    const calls: string[] = [];
    const guestData = [
      { purgeGuestsWithoutSession: async () => { calls.push('basket'); return 3; } },
      { purgeGuestsWithoutSession: async () => { calls.push('wishlist'); return 2; } },
    ];
    const purged = await new PurgeIdleSessions(sessions, guestData, { now: () => now }, 30 * DAY).execute();
    expect(purged).toEqual({ sessions: 1, guestRows: 5 });
    expect(calls).toEqual(['basket', 'wishlist']);
    expect(await sessions.find('old', now, 365 * DAY)).toBeNull();
    expect(await sessions.find('recent', now, 30 * DAY)).not.toBeNull();
  });
});
