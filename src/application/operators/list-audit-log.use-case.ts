import type { OperatorAuditLog, RecordedAuditEntry } from '../../ports/operator-audit.port.js';

const AUDIT_PAGE_SIZE = 50;

/**
 * The audit log, newest first, a page at a time: `next` is the cursor of the following (older)
 * page, null on the last. Keyset paging, so an entry recorded meanwhile never shifts a page.
 */
export class ListAuditLog {
  constructor(private readonly audit: OperatorAuditLog) {}

  async execute(query: { before: string | null; limit?: number }): Promise<{ entries: RecordedAuditEntry[]; next: string | null }> {
    const limit = Math.min(Math.max(query.limit ?? AUDIT_PAGE_SIZE, 1), 200);
    const found = await this.audit.page({ before: query.before, limit: limit + 1 });
    const entries = found.slice(0, limit);
    return { entries, next: found.length > limit ? entries[entries.length - 1]!.id : null };
  }
}
