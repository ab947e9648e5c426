import type { AuditEntry, OperatorAuditLog, RecordedAuditEntry } from '../../src/ports/operator-audit.port.js';

/** The audit log in memory; before and after go through JSON, as the SQL adapter's jsonb columns. */
export class InMemoryOperatorAuditLog implements OperatorAuditLog {
  readonly entries: RecordedAuditEntry[] = [];

  async record(entry: AuditEntry): Promise<void> {
    const json = (value: unknown) => (value === undefined || value === null ? null : JSON.parse(JSON.stringify(value)) as unknown);
    this.entries.push({ ...entry, actor: { ...entry.actor }, before: json(entry.before), after: json(entry.after), id: String(this.entries.length + 1) });
  }

  async page(query: { before: string | null; limit: number }): Promise<RecordedAuditEntry[]> {
    const before = query.before === null ? Infinity : /^[0-9]{1,18}$/.test(query.before) ? Number(query.before) : -Infinity;
    return this.entries.filter((e) => Number(e.id) < before).reverse().slice(0, query.limit);
  }
}
