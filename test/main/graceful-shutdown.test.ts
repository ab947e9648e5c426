import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startAppProcess } from '../support/app-process.js';
import { addsMissingFrom, startGuestAdds } from '../support/guest-adds-under-load.js';

/**
 * Several nodes (ADR 0021): SIGTERM while shoppers add to their baskets. The process drains what
 * is in flight and exits 0; every add it answered 200 is in the database afterwards.
 */
describe('graceful shutdown under load', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it('SIGTERM under concurrent adds: exit 0, and every 200-answered add is in the database', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'storefront-shutdown-'));
    dirs.push(dataDir);
    const app = await startAppProcess({ DATA_DIR: dataDir, SHUTDOWN_GRACE_MS: '30000', COOKIE_SECRET: 'shutdown-cookie-secret-shutdown-cookie-0123' });
    const adds = startGuestAdds(app.baseUrl);
    await adds.reached(40);
    const answeredBeforeSignal = adds.confirmed.length;
    app.child.kill('SIGTERM');
    await adds.finished;
    expect(await app.exited).toBe(0);
    expect(app.output()).not.toContain('exiting anyway');

    const { missing, lines } = await addsMissingFrom(dataDir, adds.confirmed);
    expect(missing).toEqual([]);
    expect(adds.confirmed.length).toBeGreaterThanOrEqual(40);
    // Figures for the report (not asserted: they depend on timing).
    console.info(`graceful shutdown: ${adds.confirmed.length} adds answered 200 (${adds.confirmed.length - answeredBeforeSignal} after SIGTERM), ${lines} lines in the database, 0 missing`);
  }, 180_000);
});
