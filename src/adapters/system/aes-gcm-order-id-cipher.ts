import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { OrderIdCipher } from '../../ports/order-id-cipher.port.js';

const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Bound to this use, so a sealed value made for something else with the same key never opens here. */
const ASSOCIATED_DATA = Buffer.from('storefront:order-id:v1');
/** Order ids are short; anything longer than this cannot be one of ours. */
const MAX_SEALED_LENGTH = 400;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

/**
 * The order id the browser carries: AES-256-GCM with a random 96-bit IV, as base64url of
 * IV | ciphertext | tag. Authenticated: a changed character, a cut or a value sealed with another
 * key opens to null, never to another order's id.
 */
export class AesGcmOrderIdCipher implements OrderIdCipher {
  private readonly key: Buffer;

  constructor(key: Uint8Array) {
    if (key.length !== 32) throw new RangeError(`AES-256-GCM needs a 32-byte key, got ${key.length} bytes`);
    this.key = Buffer.from(key);
  }

  seal(orderId: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(ASSOCIATED_DATA);
    const body = Buffer.concat([cipher.update(orderId, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
  }

  open(sealed: string): string | null {
    if (sealed.length > MAX_SEALED_LENGTH || !BASE64URL.test(sealed)) return null;
    const bytes = Buffer.from(sealed, 'base64url');
    // base64url that does not read back as itself (stray trailing bits) is not ours either.
    if (bytes.length < IV_BYTES + TAG_BYTES + 1 || bytes.toString('base64url') !== sealed) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, bytes.subarray(0, IV_BYTES), { authTagLength: TAG_BYTES });
      decipher.setAAD(ASSOCIATED_DATA);
      decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
      return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }
}

/** A 32-byte key written as 64 hex digits or as base64 (44 characters, standard or url-safe); null otherwise. */
export function parseOrderIdKey(text: string): Buffer | null {
  const trimmed = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(trimmed)) return Buffer.from(trimmed, 'hex');
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(trimmed)) {
    const key = Buffer.from(trimmed.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    return key.length === 32 ? key : null;
  }
  return null;
}
