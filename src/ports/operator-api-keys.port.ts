import type { OperatorRole } from '../domain/operators/operator-role.js';

/** An API key as it is listed: never the key itself, only the prefix it starts with. */
export interface OperatorApiKey {
  id: number;
  name: string;
  role: OperatorRole;
  /** The key's first characters, to recognise it in a list. */
  prefix: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

/** API keys for scripts and monitoring, kept as the SHA-256 of the key (keys are high-entropy). */
export interface OperatorApiKeys {
  add(key: { key: string; name: string; role: OperatorRole; prefix: string; createdAt: Date }): Promise<OperatorApiKey>;
  /** The unrevoked key, noting its use (last used, at most once a minute so a busy scraper costs no write per request); else null. */
  use(key: string, now: Date): Promise<OperatorApiKey | null>;
  /** Revokes the key and answers it as it was before; null when there is no key with this id. Revoking twice keeps the first time. */
  revoke(id: number, now: Date): Promise<OperatorApiKey | null>;
  /** Every key, oldest first. */
  list(): Promise<OperatorApiKey[]>;
}
