/**
 * The basket's changing statements (ADR 23). Each is ONE statement: a CTE that checks the stock
 * and the line limit, writes, and answers with the written line, the owner's other lines (to give
 * the count and price the total) and, for a refusal, the figures the domain needs to say why. CTEs
 * all see the snapshot taken when the statement starts, so the other lines come from that snapshot
 * and the written line from RETURNING (which holds the row as written).
 */

/** Columns of one line for RETURNING and SELECT; `l` is basket_lines, `s` product_sizes. */
const LINE = 'l.id, l.stock_id, s.product_id, l.quantity, l.gift_voucher, l.last_added_at';

/** The owner's lines other than the changed one, as a JSON array (null when there are none). */
const OTHERS = `(SELECT json_agg(json_build_object('id', l.id, 'stock_id', l.stock_id, 'product_id', s.product_id,
    'quantity', l.quantity, 'gift_voucher', l.gift_voucher, 'last_added_at', l.last_added_at))
   FROM basket_lines l JOIN product_sizes s ON s.stock_id = l.stock_id
  WHERE l.owner_key = $2 AND l.id <> ALL (SELECT id FROM changed) AND l.id <> ALL (SELECT id FROM removed)) AS others`;

/**
 * Add: $1 new line id, $2 owner key, $3 stock id, $4 variant key, $5 quantity, $6 voucher JSON,
 * $7 time, $8 the line limit. Refused: `units` (null for an unknown stock id) and `existing` (the
 * line's units before, null when there was none) say why.
 */
export const ADD_LINE_SQL = `
WITH size AS (
  SELECT stock_id, product_id, units_in_stock FROM product_sizes WHERE stock_id = $3
), changed AS (
  INSERT INTO basket_lines AS l (id, owner_key, stock_id, variant_key, quantity, gift_voucher, last_added_at)
  SELECT $1, $2, z.stock_id, $4, $5::int, $6::jsonb, $7 FROM size z
   WHERE $5::int <= z.units_in_stock AND $5::int <= $8::int
  ON CONFLICT (owner_key, stock_id, variant_key) DO UPDATE
     SET quantity = l.quantity + EXCLUDED.quantity, last_added_at = EXCLUDED.last_added_at
   WHERE l.quantity + EXCLUDED.quantity <= $8::int
     AND l.quantity + EXCLUDED.quantity <= (SELECT units_in_stock FROM product_sizes WHERE stock_id = l.stock_id)
  RETURNING l.id, l.stock_id, (SELECT product_id FROM size) AS product_id, l.quantity, l.gift_voucher, l.last_added_at
), removed AS (
  SELECT NULL::text AS id WHERE false
)
SELECT (SELECT row_to_json(c) FROM changed c) AS line,
       NULL::json AS gone,
       (SELECT units_in_stock FROM size) AS units,
       (SELECT quantity FROM basket_lines WHERE owner_key = $2 AND stock_id = $3 AND variant_key = $4) AS existing,
       ${OTHERS}`;

/**
 * The line asked for, locked, so a change decides on its newest units (two tabs, two nodes). A
 * product the shop no longer sells (archived) has none to add: its line can only go down or out.
 */
const TARGET = `target AS (
  SELECT l.id, l.quantity, CASE WHEN p.archived_at IS NULL THEN s.units_in_stock ELSE 0 END AS units_in_stock
    FROM basket_lines l JOIN product_sizes s ON s.stock_id = l.stock_id JOIN products p ON p.id = s.product_id
   WHERE l.id = $1 AND l.owner_key = $2 FOR UPDATE OF l
)`;

const ANSWER = `SELECT (SELECT row_to_json(c) FROM changed c) AS line,
       (SELECT row_to_json(r) FROM removed r) AS gone,
       (SELECT units_in_stock FROM target) AS units,
       (SELECT quantity FROM target) AS existing,
       ${OTHERS}`;

/** Increase by one within the stock and the line limit: $1 line id, $2 owner key, $3 the line limit. */
export const INCREASE_LINE_SQL = `
WITH ${TARGET}, changed AS (
  UPDATE basket_lines l SET quantity = l.quantity + 1 FROM target t, product_sizes s
   WHERE l.id = t.id AND s.stock_id = l.stock_id AND l.quantity + 1 <= LEAST(s.units_in_stock, t.units_in_stock) AND l.quantity + 1 <= $3::int
  RETURNING ${LINE}
), removed AS (
  SELECT NULL::text AS id WHERE false
)
${ANSWER}`;

/** Decrease by one; a line at the minimum ($3) is removed instead. $1 line id, $2 owner key. */
export const DECREASE_LINE_SQL = `
WITH ${TARGET}, changed AS (
  UPDATE basket_lines l SET quantity = l.quantity - 1 FROM target t, product_sizes s
   WHERE l.id = t.id AND s.stock_id = l.stock_id AND t.quantity > $3::int
  RETURNING ${LINE}
), removed AS (
  DELETE FROM basket_lines l USING target t, product_sizes s
   WHERE l.id = t.id AND s.stock_id = l.stock_id AND t.quantity <= $3::int
  RETURNING ${LINE}
)
${ANSWER}`;

/** Delete the line: $1 line id, $2 owner key. */
export const DELETE_LINE_SQL = `
WITH ${TARGET}, changed AS (
  SELECT ${LINE} FROM basket_lines l JOIN product_sizes s ON s.stock_id = l.stock_id WHERE false
), removed AS (
  DELETE FROM basket_lines l USING target t, product_sizes s
   WHERE l.id = t.id AND s.stock_id = l.stock_id
  RETURNING ${LINE}
)
${ANSWER}`;
