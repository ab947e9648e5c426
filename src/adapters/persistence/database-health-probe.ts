import type { HealthProbe } from '../../ports/health.port.js';
import type { Database } from './database.js';

/** Ready when the database answers a trivial query. */
export class DatabaseHealthProbe implements HealthProbe {
  readonly name = 'database';

  constructor(private readonly db: Database) {}

  async check(): Promise<boolean> {
    try {
      const { rows } = await this.db.query<{ ok: number }>('SELECT 1 AS ok');
      return rows[0]?.ok === 1;
    } catch {
      return false;
    }
  }
}
