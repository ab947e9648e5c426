import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a sealed token is for: one kind never opens as another. */
export type SealKind = 'payment-data' | 'fingerprint-result' | 'challenge-session' | 'challenge-result' | 'bank-session' | 'redirect-result'
  // Wallets.
  | 'wallet-token';

const MAX_TOKEN_LENGTH = 8_000;

/**
 * Tokens signed with the sandbox's key (HMAC-SHA256): `base64url(json).base64url(mac)`. They carry
 * what the next step of a payment needs (paymentData, threeDSResult, redirectResult, page
 * sessions), so any app node sharing the key can continue a payment another node started. They
 * are signed, not encrypted: nothing secret goes in them (never a card number).
 */
export class SandboxSeal {
  constructor(private readonly key: Buffer) {}

  seal(kind: SealKind, payload: object): string {
    const body = Buffer.from(JSON.stringify({ k: kind, p: payload })).toString('base64url');
    return `${body}.${this.mac(body)}`;
  }

  /** The payload, or null when the token is not one of `kind` signed with this key. */
  open<T>(kind: SealKind, token: unknown): T | null {
    if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH) return null;
    const [body, mac, extra] = token.split('.');
    if (body === undefined || mac === undefined || extra !== undefined) return null;
    const expected = Buffer.from(this.mac(body));
    const given = Buffer.from(mac);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    try {
      const parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { k?: unknown; p?: unknown };
      return parsed.k === kind && typeof parsed.p === 'object' && parsed.p !== null ? (parsed.p as T) : null;
    } catch {
      return null;
    }
  }

  private mac(body: string): string {
    return createHmac('sha256', this.key).update(body).digest('base64url');
  }
}
