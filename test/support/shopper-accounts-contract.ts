import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopperAccounts } from '../../src/ports/shopper-accounts.port.js';

const t0 = new Date('2026-11-01T10:00:00.000Z');
let n = 0;
const uniqueEmail = (local: string) => `${local}.${++n}.${Math.random().toString(36).slice(2, 8)}@Example.com`;

/** The behaviour every ShopperAccounts adapter shares; the in-memory fake and the SQL adapter pass it. */
export function describeShopperAccountsContract(name: string, make: () => Promise<{ accounts: ShopperAccounts; close(): Promise<void> }>) {
  describe(name, () => {
    let subject: Awaited<ReturnType<typeof make>>;
    beforeAll(async () => {
      subject = await make();
    }, 60_000);
    afterAll(async () => subject?.close());

    it('creates an account and finds it by id and by email in any case', async () => {
      const email = uniqueEmail('Ada');
      const created = await subject.accounts.create({ email, name: 'Ada Lovelace', passwordHash: 'hash-1', createdAt: t0 });
      expect(created.ok).toBe(true);
      if (!created.ok) return;
      expect(created.value).toMatchObject({ email, name: 'Ada Lovelace', passwordHash: 'hash-1', createdAt: t0 });
      expect(await subject.accounts.findById(created.value.id)).toEqual(created.value);
      expect(await subject.accounts.findByEmail(email.toUpperCase())).toEqual(created.value);
      expect(await subject.accounts.findByEmail(email.toLowerCase())).toEqual(created.value);
    });

    it('refuses a second account with the same email in another case', async () => {
      const email = uniqueEmail('grace');
      expect((await subject.accounts.create({ email, name: 'Grace', passwordHash: 'h', createdAt: t0 })).ok).toBe(true);
      const again = await subject.accounts.create({ email: email.toUpperCase(), name: 'Other', passwordHash: 'h2', createdAt: t0 });
      expect(again).toEqual({ ok: false, error: 'EMAIL_TAKEN' });
      expect((await subject.accounts.findByEmail(email))?.name).toBe('Grace');
    });

    it('finds nothing for unknown ids and emails', async () => {
      expect(await subject.accounts.findById(987_654)).toBeNull();
      expect(await subject.accounts.findByEmail('nobody@example.com')).toBeNull();
    });

    it('keeps names and emails with awkward characters as given', async () => {
      const email = `o'brien+${++n}@example.com`;
      const created = await subject.accounts.create({ email, name: 'Siobhán "Shiv" O\'Brien; DROP', passwordHash: 'h', createdAt: t0 });
      expect(created.ok && (await subject.accounts.findByEmail(email))?.name).toBe('Siobhán "Shiv" O\'Brien; DROP');
    });
  });
}
