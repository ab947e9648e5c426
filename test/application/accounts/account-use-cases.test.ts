import { describe, expect, it } from 'vitest';
import { GetUserDataLayer } from '../../../src/application/accounts/get-user-data-layer.use-case.js';
import { RegisterShopper } from '../../../src/application/accounts/register-shopper.use-case.js';
import { SignIn } from '../../../src/application/accounts/sign-in.use-case.js';
import { ViewAccount } from '../../../src/application/accounts/view-account.use-case.js';
import type { BasketOwner } from '../../../src/domain/accounts/basket-owner.js';
import type { OwnerMerge } from '../../../src/ports/owner-merge.port.js';
import type { PasswordStrength } from '../../../src/ports/password-strength.port.js';
import { FakeShopperPasswordHasher, InMemoryShopperAccounts } from '../../support/in-memory-shopper-accounts.js';
import { InMemoryWishlistRepository } from '../../support/in-memory-wishlist-repository.js';
import { SITE_VARIANTS } from '../../../src/domain/site/site-variants.js';

const clock = { now: () => new Date('2026-11-01T10:00:00.000Z') };
/** A PasswordStrength with a short list of common passwords, like the real one's dictionaries. */
const COMMON_PASSWORDS = new Set(['password12', '1234567890', 'qwertyuiop']);
const strength: PasswordStrength = {
  isEasyToGuess: async (password, personalWords) => COMMON_PASSWORDS.has(password.toLowerCase()) || personalWords.some((w) => w.toLowerCase() === password.toLowerCase()),
};
const guest: BasketOwner = { kind: 'guest', sessionId: 'guest-session', site: 'evans' };

function setUp() {
  const accounts = new InMemoryShopperAccounts();
  const hasher = new FakeShopperPasswordHasher();
  const merged: Array<[BasketOwner, BasketOwner]> = [];
  const basketMerge: OwnerMerge = { mergeOwners: async (moves) => void merged.push(...moves.map((m): [BasketOwner, BasketOwner] => [m.from, m.to])) };
  const wishlists = new InMemoryWishlistRepository();
  const merges = [basketMerge, wishlists];
  return {
    accounts, hasher, merged, wishlists,
    register: new RegisterShopper(accounts, hasher, clock, merges, strength),
    signIn: new SignIn(accounts, hasher, merges),
  };
}

const ada = { name: 'Ada Lovelace', email: 'Ada@Example.com', password: 'analytical-engine', guest: null };

describe('registering', () => {
  it('creates the account with a hashed password and answers the profile', async () => {
    const { register, accounts } = setUp();
    const result = await register.execute(ada);
    expect(result).toEqual({ ok: true, value: { id: 1, name: 'Ada Lovelace', email: 'Ada@Example.com' } });
    const stored = await accounts.findByEmail('ada@example.com');
    expect(stored?.passwordHash).not.toContain('analytical-engine');
    expect(stored?.createdAt).toEqual(clock.now());
  });

  it('asks for the details when the form is empty', async () => {
    const { register } = setUp();
    expect(await register.execute({ name: ' ', email: '', password: '', guest: null }))
      .toEqual({ ok: false, error: { code: 'INVALID_DETAILS', fields: {} } });
  });

  it('names each field to fix', async () => {
    const { register } = setUp();
    const result = await register.execute({ name: '', email: 'not-an-email', password: 'short', guest: null });
    expect(result).toEqual({
      ok: false,
      error: {
        code: 'INVALID_DETAILS',
        fields: { name: 'NAME_REQUIRED', email: 'EMAIL_INVALID', password: 'PASSWORD_TOO_SHORT' },
      },
    });
    const noEmail = await register.execute({ name: 'Ada', email: '', password: 'long-enough-pw', guest: null });
    expect(!noEmail.ok && noEmail.error.fields).toEqual({ email: 'EMAIL_REQUIRED' });
  });

  it('accepts a password of exactly 10 characters and refuses 9, counting characters rather than UTF-16 units', async () => {
    const { register } = setUp();
    expect((await register.execute({ ...ada, password: 'kq7-zv2-m4' })).ok).toBe(true);
    const fields = async (password: string) => {
      const result = await register.execute({ ...ada, email: `x${Math.random()}@example.com`, password });
      return result.ok ? null : result.error.fields.password;
    };
    expect(await fields('kq7-zv2-m')).toBe('PASSWORD_TOO_SHORT');
    expect(await fields('😀😀😀😀😀')).toBe('PASSWORD_TOO_SHORT');
  });

  it('refuses blank passwords, the email itself, control characters and common passwords', async () => {
    const { register } = setUp();
    const fieldFor = async (password: string) => {
      const result = await register.execute({ ...ada, password });
      return result.ok ? null : result.error.fields.password;
    };
    expect(await fieldFor('          ')).toBe('PASSWORD_BLANK');
    expect(await fieldFor('Ada@Example.com')).toBe('PASSWORD_IS_EMAIL');
    expect(await fieldFor('analytical\u0000engine')).toBe('PASSWORD_CONTROL_CHARACTER');
    expect(await fieldFor('1234567890')).toBe('PASSWORD_TOO_COMMON');
    expect(await fieldFor('Password12')).toBe('PASSWORD_TOO_COMMON');
  });

  it('refuses an email already registered in another letter case', async () => {
    const { register } = setUp();
    await register.execute(ada);
    const again = await register.execute({ ...ada, email: ' ada@EXAMPLE.com ' });
    expect(again).toEqual({
      ok: false,
      error: { code: 'EMAIL_TAKEN', fields: { email: 'EMAIL_TAKEN' } },
    });
  });

  it("merges the guest's basket and wishlist into the new account", async () => {
    const { register, merged, wishlists } = setUp();
    await wishlists.add(guest, 101, clock.now());
    const result = await register.execute({ ...ada, guest });
    expect(merged).toEqual(everySite(guest, 1));
    expect(result.ok && (await wishlists.count({ kind: 'shopper', shopperId: result.value.id, site: 'evans' }))).toBe(1);
  });
});

/** The guest's rows of every site move to the shopper's rows of the same site. */
const everySite = (from: BasketOwner, shopperId: number) =>
  SITE_VARIANTS.map((site) => [{ ...from, site: site.id }, { kind: 'shopper', shopperId, site: site.id }]);

describe('signing in', () => {
  it('signs in with the right password in any email case and merges the guest', async () => {
    const { register, signIn, merged } = setUp();
    await register.execute(ada);
    const result = await signIn.execute({ email: 'ADA@example.com', password: 'analytical-engine', guest });
    expect(result).toEqual({ ok: true, value: { id: 1, name: 'Ada Lovelace', email: 'Ada@Example.com' } });
    expect(merged).toEqual(everySite(guest, 1));
  });

  it('gives the same answer for a wrong password and an unknown email, checking a hash either way', async () => {
    const { register, signIn, hasher, merged } = setUp();
    await register.execute(ada);
    const wrongPassword = await signIn.execute({ email: ada.email, password: 'not-the-password', guest });
    const unknownEmail = await signIn.execute({ email: 'nobody@example.com', password: 'analytical-engine', guest });
    const expected = { ok: false, error: { code: 'WRONG_CREDENTIALS', fields: {} } };
    expect(wrongPassword).toEqual(expected);
    expect(unknownEmail).toEqual(expected);
    expect(hasher.verified).toHaveLength(2);
    expect(hasher.verified[1]).toBeNull();
    expect(merged).toEqual([]);
  });

  it('asks for the email and password when either is missing', async () => {
    const { signIn } = setUp();
    const result = await signIn.execute({ email: '', password: '', guest: null });
    expect(!result.ok && result.error).toEqual({ code: 'MISSING_CREDENTIALS', fields: { email: 'EMAIL_REQUIRED', password: 'PASSWORD_REQUIRED' } });
  });

  it('does not merge when the session already belonged to a shopper', async () => {
    const { register, signIn, merged } = setUp();
    await register.execute(ada);
    await signIn.execute({ email: ada.email, password: ada.password, guest: { kind: 'shopper', shopperId: 9, site: 'evans' } });
    expect(merged).toEqual([]);
  });
});

describe('the user data layer and the account', () => {
  it('tells a guest from a shopper and carries the counts', async () => {
    const { register, accounts, wishlists } = setUp();
    await register.execute(ada);
    const baskets = { basketCount: async (owner: BasketOwner) => (owner.kind === 'shopper' ? 3 : 1) };
    await wishlists.add({ kind: 'shopper', shopperId: 1, site: 'evans' }, 101, clock.now());
    const layer = new GetUserDataLayer(accounts, wishlists, baskets);
    expect(await layer.execute(null, 'evans')).toEqual({ isShopper: false, shopperName: null, basketCount: 0, wishlistCount: 0 });
    expect(await layer.execute({ id: 's1', shopperId: null }, 'evans')).toEqual({ isShopper: false, shopperName: null, basketCount: 1, wishlistCount: 0 });
    expect(await layer.execute({ id: 's2', shopperId: 1 }, 'evans')).toEqual({ isShopper: true, shopperName: 'Ada Lovelace', basketCount: 3, wishlistCount: 1 });
    expect(await new ViewAccount(accounts).execute(1)).toEqual({ id: 1, name: 'Ada Lovelace', email: 'Ada@Example.com' });
    expect(await new ViewAccount(accounts).execute(2)).toBeNull();
  });
});
