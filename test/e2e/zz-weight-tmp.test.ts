import { test } from 'vitest';
import { measurePageWeight } from '../../scripts/page-weight.mjs';
import { useBrowserHarness } from './support/browser-harness.js';
const harness = useBrowserHarness();
test('weight', async () => {
  const r = await measurePageWeight(`${harness.baseUrl}/basket?site=evans`);
  console.log('JS gz kB', (r.js / 1024).toFixed(1));
});
