import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionStore } from '../../src/ports/session-store.port.js';

const HOUR = 3_600_000;
const t0 = new Date('2026-11-01T10:00:00.000Z');
const at = (ms: number) => new Date(t0.getTime() + ms);

/** The behaviour every SessionStore shares; the in-memory fake and the SQL store both pass it. */
export function describeSessionStoreContract(
  name: string,
  make: () => Promise<{ store: SessionStore; close(): Promise<void>; addShopper(email: string): Promise<number> }>,
) {
  describe(name, () => {
    let subject: Awaited<ReturnType<typeof make>>;
    beforeAll(async () => {
      subject = await make();
    }, 60_000);
    afterAll(async () => subject?.close());

    it('creates a guest session and finds it', async () => {
      const created = await subject.store.create('sess-a', t0);
      expect(created).toMatchObject({ id: 'sess-a', shopperId: null });
      const found = await subject.store.find('sess-a', at(1000), HOUR);
      expect(found?.id).toBe('sess-a');
      expect(found?.shopperId).toBeNull();
    });

    it('does not find unknown or idle sessions', async () => {
      await subject.store.create('sess-idle', t0);
      expect(await subject.store.find('nope', t0, HOUR)).toBeNull();
      expect(await subject.store.find('sess-idle', at(2 * HOUR), HOUR)).toBeNull();
    });

    it('keeps a session alive while it is used', async () => {
      await subject.store.create('sess-used', t0);
      expect(await subject.store.find('sess-used', at(50 * 60_000), HOUR)).not.toBeNull();
      expect(await subject.store.find('sess-used', at(100 * 60_000), HOUR)).not.toBeNull();
    });

    it('rotates to a new id bound to a shopper and forgets the old id', async () => {
      const shopperId = await subject.addShopper('rotate@example.com');
      await subject.store.create('sess-before', t0);
      const rotated = await subject.store.rotate('sess-before', 'sess-after', shopperId, at(1000));
      expect(rotated).toMatchObject({ id: 'sess-after', shopperId });
      expect(await subject.store.find('sess-before', at(2000), HOUR)).toBeNull();
      expect((await subject.store.find('sess-after', at(2000), HOUR))?.shopperId).toBe(shopperId);
      const signedOut = await subject.store.rotate('sess-after', 'sess-out', null, at(3000));
      expect(signedOut.shopperId).toBeNull();
    });

    it('purges idle sessions only', async () => {
      await subject.store.create('sess-old', at(-10 * HOUR));
      await subject.store.create('sess-new', at(10 * HOUR));
      const purged = await subject.store.purgeIdle(at(-HOUR));
      expect(purged).toBeGreaterThanOrEqual(1);
      expect(await subject.store.find('sess-new', at(10 * HOUR), HOUR)).not.toBeNull();
    });
  });
}
