/** Who did something in the console or its API. */
export interface AuditActor {
  kind: 'operator' | 'api-key' | 'cli';
  id: string;
  name: string;
}

/** One operator action: what was done to what, with the target's state before and after. */
export interface AuditEntry {
  actor: AuditActor;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
  at: Date;
}

export interface RecordedAuditEntry extends AuditEntry {
  /** Increasing with each entry recorded; pages are asked for by it. */
  id: string;
}

/** The audit log: appended to by every operator action, never changed. */
export interface OperatorAuditLog {
  record(entry: AuditEntry): Promise<void>;
  /** Newest first: at most `limit` entries recorded before the entry `before` (null: the newest). */
  page(query: { before: string | null; limit: number }): Promise<RecordedAuditEntry[]>;
}
