import { readFile, rm, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import lockfile from 'proper-lockfile';

/** Another process holds the embedded database's folder. */
export class DataDirLockedError extends Error {
  constructor(readonly dataDir: string, readonly holder: string) {
    super(
      `The embedded database in ${dataDir} is in use by ${holder}. Only one process may open it: stop that ` +
      'process, or give this one its own DATA_DIR. To run several app nodes on one database, set ' +
      'DATABASE_URL to a PostgreSQL server.',
    );
    this.name = 'DataDirLockedError';
  }
}

/** Who holds a lock, written beside it so a refused process can say so. */
interface LockOwner {
  pid: number;
  host: string;
  since: string;
}

export interface DataDirLockOptions {
  /**
   * Called if the lock is lost while held (its folder removed, or its freshness not renewed for
   * `staleMs`); the process should stop writing. Default: throw, which ends the process.
   */
  onCompromised?: (error: Error) => void;
  /** A lock not renewed for this long belongs to a process that died (kill -9); default 10 s. */
  staleMs?: number;
}

const ownerFileOf = (dataDir: string): string => `${dataDir}.owner.json`;

async function describeHolder(dataDir: string): Promise<string> {
  try {
    const owner = JSON.parse(await readFile(ownerFileOf(dataDir), 'utf8')) as Partial<LockOwner>;
    return `process ${owner.pid ?? '?'} on ${owner.host ?? '?'} (since ${owner.since ?? '?'})`;
  } catch {
    return 'another process';
  }
}

/**
 * Takes the embedded database folder for this process alone (proper-lockfile: an atomic mkdir of
 * `<dataDir>.lock`, renewed every few seconds, so a lock left by a killed process goes stale and
 * is taken over). Two processes on one folder would each see only their own writes and corrupt
 * the files. Resolves to the release function; rejects with DataDirLockedError when held.
 */
export async function lockDataDir(dataDir: string, options: DataDirLockOptions = {}): Promise<() => Promise<void>> {
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(dataDir, {
      realpath: false,
      stale: options.staleMs ?? 10_000,
      retries: 0,
      ...(options.onCompromised ? { onCompromised: options.onCompromised } : {}),
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirLockedError(dataDir, await describeHolder(dataDir));
    throw error;
  }
  const owner: LockOwner = { pid: process.pid, host: hostname(), since: new Date().toISOString() };
  await writeFile(ownerFileOf(dataDir), JSON.stringify(owner));
  return async () => {
    await rm(ownerFileOf(dataDir), { force: true });
    await release();
  };
}
