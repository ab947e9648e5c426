import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperatorApiKeys } from '../../src/ports/operator-api-keys.port.js';
import type { OperatorAuditLog } from '../../src/ports/operator-audit.port.js';
import type { Operators, OperatorSessions } from '../../src/ports/operators.port.js';

export interface OperatorStores {
  operators: Operators;
  sessions: OperatorSessions;
  apiKeys: OperatorApiKeys;
  audit: OperatorAuditLog;
  close(): Promise<void>;
}

const T0 = new Date('2026-11-27T09:00:00.000Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const MINUTE = 60_000;
const IDLE = 30 * MINUTE;

/** The behaviour the operators area's stores share; the in-memory fakes and the SQL adapters (PGlite, PostgreSQL) pass it. */
export function describeOperatorStoresContract(name: string, make: () => Promise<OperatorStores>) {
  describe(name, () => {
    let s: OperatorStores;
    beforeAll(async () => {
      s = await make();
    }, 60_000);
    afterAll(async () => s?.close());

    const addOperator = async (email: string) => {
      const created = await s.operators.create({ email, name: email.split('@')[0]!, role: 'support', passwordHash: 'hash', createdAt: T0 });
      if (!created.ok) throw new Error(created.error);
      return created.value;
    };

    it('keeps one account per email whatever its case, found in any case, listed oldest first', async () => {
      const ann = await addOperator('Ann@Example.com');
      expect(ann).toMatchObject({ email: 'Ann@Example.com', name: 'Ann', role: 'support', passwordHash: 'hash', createdAt: T0, disabledAt: null });
      expect(await s.operators.create({ email: 'ann@example.COM', name: 'x', role: 'admin', passwordHash: 'h', createdAt: T0 })).toEqual({ ok: false, error: 'EMAIL_TAKEN' });
      expect((await s.operators.findByEmail('ANN@example.com'))?.id).toBe(ann.id);
      expect(await s.operators.findByEmail('nobody@example.com')).toBeNull();
      const bob = await addOperator('bob@example.com');
      const ids = (await s.operators.list()).map((o) => o.id);
      expect(ids.indexOf(ann.id)).toBeLessThan(ids.indexOf(bob.id));
    });

    it('finds a session until it has been idle for the longest idle time; each find within it keeps it alive', async () => {
      const cy = await addOperator('cy@example.com');
      await s.sessions.start('token-cy', cy.id, T0);
      expect((await s.sessions.find('token-cy', at(IDLE - 1), IDLE))?.email).toBe('cy@example.com');
      // That find, over a minute after the last, moved last seen on: the session lasts from there.
      expect((await s.sessions.find('token-cy', at(2 * IDLE - 2), IDLE))?.id).toBe(cy.id);
      expect(await s.sessions.find('token-cy', at(3 * IDLE), IDLE)).toBeNull();
      expect(await s.sessions.find('no-such-token', T0, IDLE)).toBeNull();
    });

    it('notes a session at most once a minute, so a find within the minute does not move its idle time', async () => {
      const di = await addOperator('di@example.com');
      await s.sessions.start('token-di', di.id, T0);
      expect(await s.sessions.find('token-di', at(30_000), IDLE)).not.toBeNull();
      expect(await s.sessions.find('token-di', at(IDLE), IDLE)).toBeNull();
    });

    it('ends a session on sign-out, and every session of a disabled operator', async () => {
      const ed = await addOperator('ed@example.com');
      await s.sessions.start('token-ed-1', ed.id, T0);
      await s.sessions.start('token-ed-2', ed.id, T0);
      await s.sessions.end('token-ed-1');
      expect(await s.sessions.find('token-ed-1', T0, IDLE)).toBeNull();
      expect(await s.sessions.find('token-ed-2', T0, IDLE)).not.toBeNull();
      const before = await s.operators.disable('ED@example.com', at(MINUTE));
      expect(before).toMatchObject({ id: ed.id, disabledAt: null });
      expect(await s.sessions.find('token-ed-2', at(MINUTE), IDLE)).toBeNull();
      expect((await s.operators.findByEmail('ed@example.com'))?.disabledAt).toEqual(at(MINUTE));
      // Disabling again keeps the first time and answers it.
      expect((await s.operators.disable('ed@example.com', at(2 * MINUTE)))?.disabledAt).toEqual(at(MINUTE));
      expect(await s.operators.disable('nobody@example.com', T0)).toBeNull();
    });

    it('purges the sessions idle past the longest idle time and those of a disabled operator, keeping the live ones', async () => {
      // Before T0, so no other test's session is old enough to be purged with these.
      const before = (ms: number) => at(-ms);
      const fay = await addOperator('fay@example.com');
      const gus = await addOperator('gus@example.com');
      await s.sessions.start('token-fay-idle', fay.id, before(3 * IDLE));
      await s.sessions.start('token-fay-live', fay.id, before(IDLE));
      await s.operators.disable('gus@example.com', before(3 * IDLE));
      // A sign-in that raced the disabling can still start a session; it never works, and the purge removes it.
      await s.sessions.start('token-gus', gus.id, before(IDLE));
      expect(await s.sessions.purgeIdle(before(2 * IDLE))).toBe(2);
      expect(await s.sessions.find('token-fay-idle', before(3 * IDLE), IDLE)).toBeNull();
      expect(await s.sessions.find('token-fay-live', before(IDLE), IDLE)).not.toBeNull();
      expect(await s.sessions.purgeIdle(before(2 * IDLE))).toBe(0);
      await s.sessions.end('token-fay-live');
    });

    it('finds an unrevoked API key by the key, noting its use at most once a minute', async () => {
      const added = await s.apiKeys.add({ key: 'sk_op_contract-key-one-0123456789', name: 'prometheus', role: 'viewer', prefix: 'sk_op_contra', createdAt: T0 });
      expect(added).toMatchObject({ name: 'prometheus', role: 'viewer', prefix: 'sk_op_contra', createdAt: T0, lastUsedAt: null, revokedAt: null });
      expect((await s.apiKeys.use('sk_op_contract-key-one-0123456789', at(1_000)))?.id).toBe(added.id);
      await s.apiKeys.use('sk_op_contract-key-one-0123456789', at(30_000));
      const listed = async () => (await s.apiKeys.list()).find((k) => k.id === added.id)!;
      expect((await listed()).lastUsedAt).toEqual(at(1_000));
      await s.apiKeys.use('sk_op_contract-key-one-0123456789', at(1_000 + MINUTE));
      expect((await listed()).lastUsedAt).toEqual(at(1_000 + MINUTE));
      expect(await s.apiKeys.use('sk_op_contract-key-one-012345678X', T0)).toBeNull();
    });

    it('revokes a key at once, answers it as it was, keeps the first revocation, and knows no unknown id', async () => {
      const added = await s.apiKeys.add({ key: 'sk_op_contract-key-two-0123456789', name: 'script', role: 'admin', prefix: 'sk_op_contra', createdAt: T0 });
      expect((await s.apiKeys.revoke(added.id, at(MINUTE)))?.revokedAt).toBeNull();
      expect(await s.apiKeys.use('sk_op_contract-key-two-0123456789', at(MINUTE))).toBeNull();
      expect((await s.apiKeys.revoke(added.id, at(2 * MINUTE)))?.revokedAt).toEqual(at(MINUTE));
      expect(await s.apiKeys.revoke(999_999, T0)).toBeNull();
    });

    it('pages the audit log newest first by cursor, with before and after as JSON', async () => {
      const actor = { kind: 'operator', id: '1', name: 'Ann' } as const;
      // Twelve entries, so ids pass from one digit to two (a page must not sort them as text).
      for (let i = 1; i <= 12; i++) {
        await s.audit.record({ actor, action: 'api_key.issued', target: `api-key:${i}`, before: i === 1 ? null : { n: i - 1 }, after: { n: i, nested: { ok: true } }, at: at(i) });
      }
      const first = await s.audit.page({ before: null, limit: 2 });
      expect(first.map((e) => e.target)).toEqual(['api-key:12', 'api-key:11']);
      expect(first[0]).toMatchObject({ actor, action: 'api_key.issued', before: { n: 11 }, after: { n: 12, nested: { ok: true } }, at: at(12) });
      const second = await s.audit.page({ before: first[1]!.id, limit: 10 });
      expect(second.map((e) => e.target)).toEqual(['api-key:10', 'api-key:9', 'api-key:8', 'api-key:7', 'api-key:6', 'api-key:5', 'api-key:4', 'api-key:3', 'api-key:2', 'api-key:1']);
      expect(second[9]!.before).toBeNull();
      expect(await s.audit.page({ before: 'not-a-cursor', limit: 10 })).toEqual([]);
    });
  });
}
