import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseOrderIdKey } from './aes-gcm-order-id-cipher.js';

/** Where a development key lives under the data folder. */
export const orderIdKeyPath = (dataDir: string): string => join(dataDir, 'secrets', 'order-id.key');

/**
 * The order id key for a machine without ORDER_ID_KEY (development, tests): read from the data
 * folder, or made once (32 random bytes, hex, readable by the owner only) and kept there, so
 * encrypted order ids in open tabs and emails still open after a restart. Two processes starting
 * together agree: the file is created exclusively and the loser reads the winner's key.
 */
export async function loadOrCreateOrderIdKey(dataDir: string): Promise<Buffer> {
  const path = orderIdKeyPath(dataDir);
  const existing = await readKey(path);
  if (existing) return existing;
  await mkdir(join(dataDir, 'secrets'), { recursive: true, mode: 0o700 });
  try {
    await writeFile(path, `${randomBytes(32).toString('hex')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const made = await readKey(path);
  if (!made) throw new Error(`${path} does not hold a 32-byte key (64 hex digits); remove it to have a new one made`);
  return made;
}

async function readKey(path: string): Promise<Buffer | null> {
  try {
    const key = parseOrderIdKey(await readFile(path, 'utf8'));
    if (!key) throw new Error(`${path} does not hold a 32-byte key (64 hex digits); remove it to have a new one made`);
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
