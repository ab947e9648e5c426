// The database ceiling for the benchmark (basket hot path, ADR 0023): bare Fastify running one
// INSERT ... ON CONFLICT ... RETURNING per request, like a basket add, on the same engine the app
// uses: PostgreSQL at DATABASE_URL (pool of 10, as the app), else PGlite in DATA_DIR (its own folder).
import Fastify from 'fastify';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';

const SCHEMA = `CREATE TABLE IF NOT EXISTS ceiling_lines (
  owner_key text NOT NULL, stock_id text NOT NULL, quantity integer NOT NULL CHECK (quantity BETWEEN 1 AND 99),
  last_added_at timestamptz NOT NULL, PRIMARY KEY (owner_key, stock_id))`;
const UPSERT = `INSERT INTO ceiling_lines AS l (owner_key, stock_id, quantity, last_added_at) VALUES ($1, $2, 1, now())
  ON CONFLICT (owner_key, stock_id) DO UPDATE SET quantity = l.quantity % 98 + 1, last_added_at = EXCLUDED.last_added_at
  RETURNING l.quantity`;

let query;
if (process.env.DATABASE_URL) {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  query = (sql, params) => pool.query(sql, params);
} else {
  const db = await PGlite.create(process.env.DATA_DIR);
  query = (sql, params) => db.query(sql, params);
}
await query(SCHEMA, []);

const app = Fastify({ logger: false });
app.get('/', async (request) => {
  const owner = typeof request.query.owner === 'string' ? request.query.owner : 'anyone';
  const { rows } = await query(UPSERT, [owner, 'FX-000101-12']);
  return { quantity: rows[0].quantity };
});
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 3919) });
