// Prints line coverage per layer from vitest's json-summary (coverage/coverage-summary.json).
// The 95% floor for src/domain is enforced by vitest.config.ts; this makes the figures visible.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

const summary = JSON.parse(readFileSync('coverage/coverage-summary.json', 'utf8'));
const layers = ['src/domain', 'src/application', 'src/ports', 'src/adapters', 'src/main'];
const totals = new Map(layers.map((l) => [l, { covered: 0, total: 0 }]));
for (const [file, figures] of Object.entries(summary)) {
  if (file === 'total') continue;
  const layer = layers.find((l) => relative(process.cwd(), file).startsWith(`${l}/`));
  if (!layer) continue;
  const t = totals.get(layer);
  t.covered += figures.lines.covered;
  t.total += figures.lines.total;
}
console.log('\nLine coverage by layer');
for (const [layer, { covered, total }] of totals) {
  if (total === 0) continue;
  console.log(`  ${layer.padEnd(18)} ${((100 * covered) / total).toFixed(2).padStart(6)}%  (${covered}/${total} lines)`);
}
