import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { STATUS_OF } from '../../../../src/adapters/http/errors/error-status.js';
import { projectRoot } from '../../../../src/main/project-root.js';

/** The code and status of every row of docs/errors.md's code table: "| `CODE` | 409 | message | when |". */
function documentedStatuses(): Map<string, number[]> {
  const doc = readFileSync(join(projectRoot(), 'docs', 'errors.md'), 'utf8');
  const rows = new Map<string, number[]>();
  for (const line of doc.split('\n')) {
    const row = /^\| `([A-Z][A-Z0-9_]*)` \| (\d{3}) \|/.exec(line);
    if (row) rows.set(row[1]!, [...(rows.get(row[1]!) ?? []), Number(row[2])]);
  }
  return rows;
}

describe('docs/errors.md and the status table', () => {
  const documented = documentedStatuses();

  it('documents every code of STATUS_OF once, with its status', () => {
    const missing = Object.keys(STATUS_OF).filter((code) => !documented.has(code));
    expect(missing, 'codes of STATUS_OF missing from docs/errors.md').toEqual([]);
    for (const [code, status] of Object.entries(STATUS_OF)) expect(documented.get(code), code).toEqual([status]);
  });

  it('documents no code the table does not have', () => {
    const unknown = [...documented.keys()].filter((code) => !Object.prototype.hasOwnProperty.call(STATUS_OF, code));
    expect(unknown, 'codes in docs/errors.md that STATUS_OF does not have').toEqual([]);
  });
});
