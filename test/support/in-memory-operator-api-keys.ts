import type { OperatorRole } from '../../src/domain/operators/operator-role.js';
import type { OperatorApiKey, OperatorApiKeys } from '../../src/ports/operator-api-keys.port.js';

const TOUCH_AFTER_MS = 60_000;

/** API keys in memory, by the key itself (the SQL adapter keeps its hash; the behaviour is the same). */
export class InMemoryOperatorApiKeys implements OperatorApiKeys {
  private readonly keys: { key: string; apiKey: OperatorApiKey }[] = [];

  async add(key: { key: string; name: string; role: OperatorRole; prefix: string; createdAt: Date }): Promise<OperatorApiKey> {
    const apiKey = { id: this.keys.length + 1, name: key.name, role: key.role, prefix: key.prefix, createdAt: key.createdAt, lastUsedAt: null, revokedAt: null };
    this.keys.push({ key: key.key, apiKey });
    return { ...apiKey };
  }

  async use(key: string, now: Date): Promise<OperatorApiKey | null> {
    const found = this.keys.find((k) => k.key === key && k.apiKey.revokedAt === null);
    if (!found) return null;
    const before = { ...found.apiKey };
    if (found.apiKey.lastUsedAt === null || found.apiKey.lastUsedAt.getTime() <= now.getTime() - TOUCH_AFTER_MS) found.apiKey.lastUsedAt = now;
    return before;
  }

  async revoke(id: number, now: Date): Promise<OperatorApiKey | null> {
    const found = this.keys.find((k) => k.apiKey.id === id);
    if (!found) return null;
    const before = { ...found.apiKey };
    found.apiKey.revokedAt ??= now;
    return before;
  }

  async list(): Promise<OperatorApiKey[]> {
    return this.keys.map((k) => ({ ...k.apiKey }));
  }
}
