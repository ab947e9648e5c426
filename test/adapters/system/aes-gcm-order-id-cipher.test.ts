import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { AesGcmOrderIdCipher, parseOrderIdKey } from '../../../src/adapters/system/aes-gcm-order-id-cipher.js';
import { loadOrCreateOrderIdKey, orderIdKeyPath } from '../../../src/adapters/system/order-id-key-file.js';

const key = Buffer.alloc(32, 7);
const cipher = new AesGcmOrderIdCipher(key);
const idArb = fc.string({ unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'), minLength: 1, maxLength: 40 });

describe('AesGcmOrderIdCipher', () => {
  test.prop([idArb])('opens what it sealed, as base64url that does not show the id', (id) => {
    const sealed = cipher.seal(id);
    expect(sealed).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain(id.length > 3 ? id : '\u0000');
    expect(cipher.open(sealed)).toBe(id);
  });

  test.prop([idArb])('seals the same id differently each time (random IV)', (id) => {
    expect(cipher.seal(id)).not.toBe(cipher.seal(id));
  });

  test.prop([idArb, fc.nat(), fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_')])('a changed character opens to null', (id, at, ch) => {
    const sealed = cipher.seal(id);
    const i = at % sealed.length;
    fc.pre(sealed[i] !== ch);
    const tampered = sealed.slice(0, i) + ch + sealed.slice(i + 1);
    expect(cipher.open(tampered)).toBeNull();
  });

  test.prop([idArb, fc.integer({ min: 1, max: 20 })])('a cut or a lengthened value opens to null', (id, n) => {
    const sealed = cipher.seal(id);
    expect(cipher.open(sealed.slice(0, Math.max(0, sealed.length - n)))).toBeNull();
    expect(cipher.open(sealed + 'A'.repeat(n))).toBeNull();
  });

  test.prop([fc.string({ maxLength: 500 })])('anything else opens to null, never throws', (text) => {
    expect(cipher.open(text)).toBeNull();
  });

  it('a value sealed with another key opens to null', () => {
    expect(new AesGcmOrderIdCipher(Buffer.alloc(32, 8)).open(cipher.seal('order-1'))).toBeNull();
    expect(() => new AesGcmOrderIdCipher(Buffer.alloc(16))).toThrow(RangeError);
  });
});

describe('order id keys', () => {
  it('parse from 64 hex digits or base64, and nothing else', () => {
    expect(parseOrderIdKey(key.toString('hex'))).toEqual(key);
    expect(parseOrderIdKey(key.toString('base64'))).toEqual(key);
    expect(parseOrderIdKey(key.toString('base64url'))).toEqual(key);
    for (const bad of ['', 'x'.repeat(64), key.subarray(0, 31).toString('hex'), Buffer.alloc(33).toString('base64')]) expect(parseOrderIdKey(bad)).toBeNull();
  });

  it('are made once under the data folder and read back after a restart; two starting together agree', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'order-key-'));
    try {
      const [a, b] = await Promise.all([loadOrCreateOrderIdKey(dir), loadOrCreateOrderIdKey(dir)]);
      expect(a).toEqual(b);
      expect(await loadOrCreateOrderIdKey(dir)).toEqual(a);
      expect((await stat(orderIdKeyPath(dir))).mode & 0o777).toBe(0o600);
      expect((await readFile(orderIdKeyPath(dir), 'utf8')).trim()).toBe(a.toString('hex'));
      await writeFile(orderIdKeyPath(dir), 'not a key');
      await expect(loadOrCreateOrderIdKey(dir)).rejects.toThrow(/32-byte key/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
