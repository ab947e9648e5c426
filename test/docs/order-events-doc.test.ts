import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { migrate } from '../../src/adapters/persistence/migrations/migrate.js';
import { ORDER_EVENT_SCHEMA_VERSION, ORDER_EVENT_TYPES, type OrderEventBody } from '../../src/domain/orders/order-event.js';
import { exampleOrderEvents } from '../support/order-event-examples.js';
import { DATABASE_START_TIMEOUT_MS, TEST_DRIVERS } from '../support/test-databases.js';

/** Each `### \`order.x\`` heading of docs/order-events.md with the JSON block under it. */
async function documentedExamples(): Promise<Map<string, OrderEventBody>> {
  const doc = await readFile(new URL('../../docs/order-events.md', import.meta.url), 'utf8');
  const examples = new Map<string, OrderEventBody>();
  for (const [, type, json] of doc.matchAll(/^### `([a-z._]+)`\n[\s\S]*?```json\n([\s\S]*?)\n```/gm)) examples.set(type!, JSON.parse(json!) as OrderEventBody);
  return examples;
}

const keysOf = (value: object): string[] => Object.keys(value).sort();

describe('docs/order-events.md', () => {
  it('shows the bodies the code sends for order.placed, order.paid and order.cancelled, and one example of every type in the same shape', async () => {
    const { db, dispose } = await TEST_DRIVERS[0].open();
    try {
      await migrate(db);
      const [placed, paid, , cancelled] = await exampleOrderEvents(db);
      const examples = await documentedExamples();
      expect([...examples.keys()].sort()).toEqual([...ORDER_EVENT_TYPES].sort());
      expect(examples.get('order.placed')).toEqual(placed);
      expect(examples.get('order.paid')).toEqual(paid);
      expect(examples.get('order.cancelled')).toEqual(cancelled);
      for (const [type, example] of examples) {
        expect(example.type).toBe(type);
        expect(example.schemaVersion).toBe(ORDER_EVENT_SCHEMA_VERSION);
        expect(keysOf(example)).toEqual(keysOf(paid!));
        expect(keysOf(example.order)).toEqual(keysOf(paid!.order));
        for (const line of example.order.lines) expect(keysOf(line)).toEqual(keysOf(paid!.order.lines[0]!));
      }
    } finally {
      await dispose();
    }
  }, DATABASE_START_TIMEOUT_MS);
});
