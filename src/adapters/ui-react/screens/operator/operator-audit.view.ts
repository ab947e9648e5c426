import type { RecordedAuditEntry } from '../../../../ports/operator-audit.port.js';
import { assertNever } from '../../../../domain/shared/result.js';
import type { OperatorConsoleStrings } from '../../../i18n/catalogue.js';
import { interpolate } from '../../runtime/i18n/interpolate.js';
import type { ConsoleFormat } from './operator-console-format.js';

interface AuditRow {
  id: string;
  when: string;
  who: string;
  action: string;
  target: string;
  /** The target's state before and after, as indented JSON. */
  before: string;
  after: string;
}

export interface OperatorAuditView {
  rows: AuditRow[];
  olderHref: string | null;
  newestHref: string | null;
}

export const OPERATOR_AUDIT_PATH = '/operator/audit';

const json = (value: unknown): string => (value === undefined || value === null ? '—' : JSON.stringify(value, null, 2));

function who(actor: RecordedAuditEntry['actor'], t: OperatorConsoleStrings): string {
  switch (actor.kind) {
    case 'operator': return interpolate(t.actorOperator, { name: actor.name });
    case 'api-key': return interpolate(t.actorApiKey, { name: actor.name });
    case 'cli': return interpolate(t.actorCli, { name: actor.name });
    default: return assertNever(actor.kind);
  }
}

/** A page of the audit log; `before` is the cursor it was asked with (null: the newest). */
export function operatorAuditView(
  page: { entries: readonly RecordedAuditEntry[]; next: string | null }, before: string | null, f: ConsoleFormat, t: OperatorConsoleStrings,
): OperatorAuditView {
  return {
    rows: page.entries.map((e) => ({ id: e.id, when: f.dateTime(e.at), who: who(e.actor, t), action: e.action, target: e.target, before: json(e.before), after: json(e.after) })),
    olderHref: page.next === null ? null : `${OPERATOR_AUDIT_PATH}?before=${encodeURIComponent(page.next)}`,
    newestHref: before === null ? null : OPERATOR_AUDIT_PATH,
  };
}
