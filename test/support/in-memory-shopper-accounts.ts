import { err, ok, type Result } from '../../src/domain/shared/result.js';
import type { PasswordHasher } from '../../src/ports/password-hasher.port.js';
import type { NewShopperAccount, ShopperAccount, ShopperAccounts } from '../../src/ports/shopper-accounts.port.js';

/**
 * Shopper accounts in memory, for use-case tests; passes the same contract suite as the SQL
 * adapter (test/support/shopper-accounts-contract.ts).
 */
export class InMemoryShopperAccounts implements ShopperAccounts {
  private readonly accounts: ShopperAccount[] = [];

  async create(account: NewShopperAccount): Promise<Result<ShopperAccount, 'EMAIL_TAKEN'>> {
    if (await this.findByEmail(account.email)) return err('EMAIL_TAKEN');
    const stored = { id: this.accounts.length + 1, ...account, createdAt: new Date(account.createdAt) };
    this.accounts.push(stored);
    return ok({ ...stored });
  }

  async findByEmail(email: string): Promise<ShopperAccount | null> {
    const found = this.accounts.find((a) => a.email.toLowerCase() === email.toLowerCase());
    return found ? { ...found } : null;
  }

  async findById(id: number): Promise<ShopperAccount | null> {
    const found = this.accounts.find((a) => a.id === id);
    return found ? { ...found } : null;
  }
}

/**
 * A fast stand-in for the scrypt hasher in use-case tests: not secret, but it keeps the port's
 * rules (a hash verifies only its own password; a null hash never verifies) and records calls.
 */
export class FakeShopperPasswordHasher implements PasswordHasher {
  readonly verified: Array<string | null> = [];

  async hash(password: string): Promise<string> {
    return `fake$${[...password].reverse().join('')}`;
  }

  async verify(password: string, hash: string | null): Promise<boolean> {
    this.verified.push(hash);
    return hash !== null && hash === (await this.hash(password));
  }
}
