import { describe, expect, it } from 'vitest';
import { AddOperator } from '../../../src/application/operators/add-operator.use-case.js';
import { AuthenticateOperator } from '../../../src/application/operators/authenticate-operator.use-case.js';
import { DisableOperator } from '../../../src/application/operators/disable-operator.use-case.js';
import { IssueApiKey } from '../../../src/application/operators/issue-api-key.use-case.js';
import { ListAuditLog } from '../../../src/application/operators/list-audit-log.use-case.js';
import { ListOperators } from '../../../src/application/operators/list-operators.use-case.js';
import { RevokeApiKey } from '../../../src/application/operators/revoke-api-key.use-case.js';
import { PurgeIdleOperatorSessions } from '../../../src/application/operators/purge-idle-operator-sessions.use-case.js';
import { OPERATOR_SIGN_IN_LIMITS, SignInOperator } from '../../../src/application/operators/sign-in-operator.use-case.js';
import { SignOutOperator } from '../../../src/application/operators/sign-out-operator.use-case.js';
import type { PasswordStrength } from '../../../src/ports/password-strength.port.js';
import { InMemoryOperatorApiKeys } from '../../support/in-memory-operator-api-keys.js';
import { InMemoryOperatorAuditLog } from '../../support/in-memory-operator-audit-log.js';
import { InMemoryOperators, InMemoryOperatorSessions } from '../../support/in-memory-operators.js';
import { InMemoryRateLimits } from '../../support/in-memory-rate-limits.js';
import { FakeShopperPasswordHasher } from '../../support/in-memory-shopper-accounts.js';

const IDLE_MS = 30 * 60_000;
const strength: PasswordStrength = { isEasyToGuess: async (password) => password.toLowerCase() === 'password12' };
const cli = { kind: 'cli', name: 'ops@shop' } as const;

function setUp() {
  let nowMs = Date.parse('2026-11-27T09:00:00.000Z');
  const clock = { now: () => new Date(nowMs) };
  let n = 0;
  const ids = { next: () => `random-id-${String(++n).padStart(33, '0')}` };
  const operators = new InMemoryOperators();
  const sessions = new InMemoryOperatorSessions(operators);
  const apiKeys = new InMemoryOperatorApiKeys();
  const audit = new InMemoryOperatorAuditLog();
  const hasher = new FakeShopperPasswordHasher();
  const limits = new InMemoryRateLimits(() => nowMs);
  return {
    operators, audit, hasher, advance: (ms: number) => { nowMs += ms; },
    add: new AddOperator(operators, hasher, strength, clock, audit),
    signIn: new SignInOperator(operators, sessions, hasher, limits, ids, clock, audit),
    signOut: new SignOutOperator(sessions),
    issue: new IssueApiKey(apiKeys, ids, clock, audit),
    revoke: new RevokeApiKey(apiKeys, clock, audit),
    authenticate: new AuthenticateOperator(sessions, apiKeys, clock, IDLE_MS),
    disable: new DisableOperator(operators, clock, audit),
    listAudit: new ListAuditLog(audit),
    list: new ListOperators(operators, apiKeys),
    purge: new PurgeIdleOperatorSessions(sessions, clock, IDLE_MS),
  };
}

const ann = { email: 'ann@shop.example', name: 'Ann', role: 'admin', password: 'correct-horse-battery', actor: cli } as const;

describe('adding an operator', () => {
  it('hashes the password, answers the profile without it, and writes the audit log', async () => {
    const t = setUp();
    const added = await t.add.execute(ann);
    expect(added).toEqual({ ok: true, value: expect.objectContaining({ email: 'ann@shop.example', name: 'Ann', role: 'admin', disabledAt: null }) });
    expect(JSON.stringify(added)).not.toContain('fake$');
    expect(t.operators.accounts[0]!.passwordHash).toBe(await t.hasher.hash(ann.password));
    expect(t.audit.entries).toEqual([expect.objectContaining({
      actor: { kind: 'cli', id: 'cli', name: 'ops@shop' }, action: 'operator.added', target: 'operator:1', before: null,
      after: { email: 'ann@shop.example', name: 'Ann', role: 'admin' },
    })]);
  });

  it("refuses the shoppers' weak passwords, a bad email, and a taken email in any case", async () => {
    const t = setUp();
    expect(await t.add.execute({ ...ann, password: 'short' })).toMatchObject({ ok: false, error: { code: 'INVALID_DETAILS', fields: { password: 'PASSWORD_TOO_SHORT' } } });
    expect(await t.add.execute({ ...ann, password: 'Password12' })).toMatchObject({ ok: false, error: { fields: { password: 'PASSWORD_TOO_COMMON' } } });
    expect(await t.add.execute({ ...ann, password: 'ann@shop.example' })).toMatchObject({ ok: false, error: { fields: { password: 'PASSWORD_IS_EMAIL' } } });
    expect(await t.add.execute({ ...ann, email: 'not-an-email' })).toMatchObject({ ok: false, error: { fields: { email: 'EMAIL_INVALID' } } });
    await t.add.execute(ann);
    expect(await t.add.execute({ ...ann, email: 'ANN@shop.example' })).toEqual({ ok: false, error: { code: 'EMAIL_TAKEN', fields: { email: 'EMAIL_TAKEN' } } });
    expect(t.audit.entries).toHaveLength(1);
  });

  it('names the operator after the email when no name is given', async () => {
    const t = setUp();
    expect(await t.add.execute({ ...ann, name: null })).toMatchObject({ ok: true, value: { name: 'ann' } });
  });
});

describe('signing in', () => {
  it('starts a session the token of which authenticates the operator until it is idle too long or signed out', async () => {
    const t = setUp();
    await t.add.execute(ann);
    const signedIn = await t.signIn.execute({ email: 'ANN@shop.example', password: ann.password, address: '10.0.0.1' });
    if (!signedIn.ok) throw new Error(signedIn.error.code);
    const credentials = { apiKey: null, sessionToken: signedIn.value.token };
    expect(await t.authenticate.execute(credentials)).toEqual({ kind: 'operator', id: '1', name: 'Ann', role: 'admin' });
    t.advance(IDLE_MS);
    expect(await t.authenticate.execute(credentials)).toBeNull();

    const again = await t.signIn.execute({ email: ann.email, password: ann.password, address: '10.0.0.1' });
    if (!again.ok) throw new Error(again.error.code);
    await t.signOut.execute(again.value.token);
    expect(await t.authenticate.execute({ apiKey: null, sessionToken: again.value.token })).toBeNull();
  });

  it('answers an unknown email, a wrong password and a disabled operator alike, checking a hash every time', async () => {
    const t = setUp();
    await t.add.execute(ann);
    await t.add.execute({ ...ann, email: 'bo@shop.example', name: 'Bo' });
    await t.disable.execute({ email: 'bo@shop.example', actor: cli });
    const unknown = await t.signIn.execute({ email: 'nobody@shop.example', password: ann.password, address: '10.0.0.2' });
    const wrong = await t.signIn.execute({ email: ann.email, password: 'not-the-password', address: '10.0.0.2' });
    const disabled = await t.signIn.execute({ email: 'bo@shop.example', password: ann.password, address: '10.0.0.2' });
    expect([unknown, wrong, disabled]).toEqual(Array(3).fill({ ok: false, error: { code: 'WRONG_CREDENTIALS' } }));
    expect(t.hasher.verified).toHaveLength(3);
    expect(await t.signIn.execute({ email: '', password: 'x', address: '10.0.0.2' })).toEqual({ ok: false, error: { code: 'MISSING_CREDENTIALS' } });
  });

  it('stops a guesser after the attempts allowed for one address and email, even with the right password, until the window ends', async () => {
    const t = setUp();
    await t.add.execute(ann);
    for (let i = 0; i < OPERATOR_SIGN_IN_LIMITS.perAddressAndEmail; i++) {
      expect(await t.signIn.execute({ email: ann.email, password: `guess-number-${i}`, address: '10.0.0.3' })).toMatchObject({ ok: false });
    }
    const refused = await t.signIn.execute({ email: ann.email, password: ann.password, address: '10.0.0.3' });
    expect(refused).toEqual({ ok: false, error: { code: 'TOO_MANY_ATTEMPTS', retryAfterS: OPERATOR_SIGN_IN_LIMITS.windowMs / 1000 } });
    expect((await t.signIn.execute({ email: ann.email, password: ann.password, address: '10.0.0.4' })).ok).toBe(true);
    t.advance(OPERATOR_SIGN_IN_LIMITS.windowMs);
    expect((await t.signIn.execute({ email: ann.email, password: ann.password, address: '10.0.0.3' })).ok).toBe(true);
  });
});

describe('purging idle sessions', () => {
  it('deletes the sessions idle for the longest idle time as the clock reads it, and keeps a live one', async () => {
    const t = setUp();
    await t.add.execute(ann);
    const first = await t.signIn.execute({ email: ann.email, password: ann.password, address: '10.0.0.1' });
    t.advance(IDLE_MS - 1);
    const second = await t.signIn.execute({ email: ann.email, password: ann.password, address: '10.0.0.1' });
    if (!first.ok || !second.ok) throw new Error('sign-in failed');
    expect(await t.purge.execute()).toBe(0);
    t.advance(1);
    expect(await t.purge.execute()).toBe(1);
    expect(await t.authenticate.execute({ apiKey: null, sessionToken: second.value.token })).not.toBeNull();
  });
});

describe('API keys', () => {
  it('issues a key shown once, authenticates it with its role, and stops it when revoked; both are audited', async () => {
    const t = setUp();
    const issued = await t.issue.execute({ name: 'prometheus', role: 'viewer', actor: cli });
    if (!issued.ok) throw new Error(issued.error.code);
    expect(issued.value.key).toMatch(/^sk_op_/);
    expect(issued.value.apiKey).toMatchObject({ name: 'prometheus', role: 'viewer', prefix: issued.value.key.slice(0, 12) });
    const credentials = { apiKey: issued.value.key, sessionToken: null };
    expect(await t.authenticate.execute(credentials)).toEqual({ kind: 'api-key', id: '1', name: 'prometheus', role: 'viewer' });
    expect(JSON.stringify(await t.list.execute())).not.toContain(issued.value.key);

    const admin = { kind: 'operator', id: '7', name: 'Ann', role: 'admin' } as const;
    expect(await t.revoke.execute({ id: issued.value.apiKey.id, actor: admin })).toMatchObject({ ok: true, value: { revokedAt: expect.any(Date) } });
    expect(await t.authenticate.execute(credentials)).toBeNull();
    // Revoking again changes nothing and is not audited again.
    expect((await t.revoke.execute({ id: issued.value.apiKey.id, actor: admin })).ok).toBe(true);
    expect(await t.revoke.execute({ id: 99, actor: admin })).toEqual({ ok: false, error: { code: 'API_KEY_NOT_FOUND', id: 99 } });
    expect(t.audit.entries.map((e) => [e.action, e.actor.kind])).toEqual([['api_key.issued', 'cli'], ['api_key.revoked', 'operator']]);
    expect(JSON.stringify(t.audit.entries)).not.toContain(issued.value.key);
  });

  it('counts only the key when a request carries a key and a session, and refuses what is not a key', async () => {
    const t = setUp();
    await t.add.execute(ann);
    const signedIn = await t.signIn.execute({ email: ann.email, password: ann.password, address: '10.0.0.5' });
    if (!signedIn.ok) throw new Error(signedIn.error.code);
    expect(await t.authenticate.execute({ apiKey: 'sk_op_not-issued-by-us-0123456789', sessionToken: signedIn.value.token })).toBeNull();
    expect(await t.authenticate.execute({ apiKey: 'Basic abc', sessionToken: null })).toBeNull();
    expect(await t.authenticate.execute({ apiKey: null, sessionToken: null })).toBeNull();
  });

  it('refuses an empty or overlong name', async () => {
    const t = setUp();
    expect(await t.issue.execute({ name: '  ', role: 'viewer', actor: cli })).toEqual({ ok: false, error: { code: 'INVALID_INPUT' } });
    expect(await t.issue.execute({ name: 'x'.repeat(101), role: 'viewer', actor: cli })).toEqual({ ok: false, error: { code: 'INVALID_INPUT' } });
  });
});

describe('the audit log', () => {
  it('pages newest first, the cursor leading to the next older page and null on the last', async () => {
    const t = setUp();
    for (let i = 0; i < 5; i++) await t.issue.execute({ name: `key ${i}`, role: 'viewer', actor: cli });
    const first = await t.listAudit.execute({ before: null, limit: 2 });
    expect(first.entries.map((e) => e.target)).toEqual(['api-key:5', 'api-key:4']);
    const second = await t.listAudit.execute({ before: first.next, limit: 2 });
    expect(second.entries.map((e) => e.target)).toEqual(['api-key:3', 'api-key:2']);
    const last = await t.listAudit.execute({ before: second.next, limit: 2 });
    expect(last).toMatchObject({ entries: [{ target: 'api-key:1' }], next: null });
  });
});

describe('disabling an operator', () => {
  it('ends their sessions at once, is audited once, and names an unknown email', async () => {
    const t = setUp();
    await t.add.execute(ann);
    const signedIn = await t.signIn.execute({ email: ann.email, password: ann.password, address: '10.0.0.6' });
    if (!signedIn.ok) throw new Error(signedIn.error.code);
    expect(await t.disable.execute({ email: ann.email, actor: cli })).toMatchObject({ ok: true, value: { disabledAt: expect.any(Date) } });
    expect(await t.authenticate.execute({ apiKey: null, sessionToken: signedIn.value.token })).toBeNull();
    await t.disable.execute({ email: ann.email, actor: cli });
    expect(t.audit.entries.filter((e) => e.action === 'operator.disabled')).toHaveLength(1);
    expect(await t.disable.execute({ email: 'nobody@shop.example', actor: cli })).toEqual({ ok: false, error: { code: 'OPERATOR_NOT_FOUND' } });
  });
});
