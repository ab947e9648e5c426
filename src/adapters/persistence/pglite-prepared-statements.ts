import type { parse as pgliteParse, PGlite, protocol as pgliteProtocol } from '@electric-sql/pglite';

interface PgliteModule {
  protocol: typeof pgliteProtocol;
  parse: typeof pgliteParse;
}
type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];

interface PreparedStatement {
  name: string;
  /** The parameters' type OIDs, to serialise each value as PGlite's own `query` does. */
  parameterTypes: number[];
  /** The statement's row description; undefined when it returns no rows. */
  rowDescription: BackendMessage | undefined;
}

/**
 * Named prepared statements on PGlite, as the `pg` pool has them on PostgreSQL. PGlite's `query`
 * sends Parse, Describe, Bind, Describe, Execute and Sync as six calls into the WASM backend, and
 * its unnamed statement is parsed and planned on every call: measured on the basket's add
 * statement, 460 to 500 µs a statement. A statement parsed once under a name and then run as one
 * call of Bind, Execute and Sync took 105 to 120 µs.
 *
 * Statements with parameters only, as on PostgreSQL. `nameOf` names a statement text, or gives
 * undefined past its bound; for those, and statements without parameters, the runner gives null
 * and the caller uses PGlite's `query`. Callers must run one statement at a time (openPglite's queue does): these calls
 * bypass PGlite's own locks.
 */
export function pglitePreparedStatements(
  db: PGlite,
  { protocol, parse }: PgliteModule,
  nameOf: (sql: string) => string | undefined,
): (sql: string, params: readonly unknown[], inTransaction: boolean) => Promise<unknown[]> | null {
  const send = protocol.serialize;
  const prepared = new Map<string, PreparedStatement>();
  // What follows every Bind: the same bytes each time, made once.
  const executeAndSync = concat(send.execute({}), send.sync());

  const prepare = async (name: string, sql: string): Promise<PreparedStatement> => {
    const answers = await db.execProtocolStream(concat(send.parse({ name, text: sql }), send.describe({ type: 'S', name }), send.sync()), { syncToFs: false });
    const statement = { name, parameterTypes: parse.parseDescribeStatementResults(answers), rowDescription: answers.find((m) => m.name === 'rowDescription') };
    prepared.set(sql, statement);
    return statement;
  };

  return (sql, params, inTransaction) => {
    const name = params.length > 0 ? nameOf(sql) : undefined;
    if (name === undefined) return null;
    return (async () => {
      const statement = prepared.get(sql) ?? (await prepare(name, sql));
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const serialise = db.serializers[statement.parameterTypes[i]!];
        return serialise ? serialise(value) : String(value);
      });
      // Inside a transaction PGlite writes its files at COMMIT; a statement on its own, now.
      const answers = await db.execProtocolStream(concat(send.bind({ statement: name, values }), executeAndSync), { syncToFs: !inTransaction });
      const [result] = parse.parseResults(statement.rowDescription ? [statement.rowDescription, ...answers] : answers, db.parsers);
      return result?.rows ?? [];
    })();
  };
}

function concat(...parts: Uint8Array[]): Uint8Array {
  const whole = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    whole.set(part, at);
    at += part.length;
  }
  return whole;
}
