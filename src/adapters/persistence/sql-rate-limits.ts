import type { RateLimitCount, RateLimits } from '../../ports/rate-limits.port.js';
import type { Database } from './database.js';

/** Rows whose window ended this long ago are removed by the occasional purge. */
const PURGE_AFTER = '1 hour';
/** One hit in this many also purges ended windows, so the table stays the size of the live keys. */
const PURGE_EVERY_HITS = 500;

/**
 * Rate-limit counters in SQL: one `INSERT ... ON CONFLICT DO UPDATE ... RETURNING` per hit starts
 * a window, counts within it, or restarts it once ended, on the database's clock so every node
 * agrees.
 */
export class SqlRateLimits implements RateLimits {
  private sinceLastPurge = 0;

  constructor(private readonly db: Database) {}

  async hit(key: string, windowMs: number): Promise<RateLimitCount> {
    const { rows } = await this.db.query<{ hits: number; reset_in_ms: number }>(
      `INSERT INTO rate_limit_hits AS r (key, hits, reset_at)
       VALUES ($1, 1, now() + make_interval(secs => $2::double precision / 1000))
       ON CONFLICT (key) DO UPDATE
          SET hits = CASE WHEN r.reset_at <= now() THEN 1 ELSE r.hits + 1 END,
              reset_at = CASE WHEN r.reset_at <= now() THEN EXCLUDED.reset_at ELSE r.reset_at END
       RETURNING r.hits, GREATEST(0, ceil(extract(epoch FROM r.reset_at - now()) * 1000))::int AS reset_in_ms`,
      [key, windowMs]);
    if (++this.sinceLastPurge >= PURGE_EVERY_HITS) {
      this.sinceLastPurge = 0;
      await this.db.query(`DELETE FROM rate_limit_hits WHERE reset_at < now() - interval '${PURGE_AFTER}'`);
    }
    const row = rows[0]!;
    return { hits: row.hits, resetInMs: row.reset_in_ms };
  }
}
