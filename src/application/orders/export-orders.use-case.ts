import type { ExportedOrder, OrderExport } from '../../ports/order-export.port.js';

/** Orders read from the store at a time: the export holds one batch, whatever the range. */
export const EXPORT_BATCH = 500;

/** The longest range one export covers. */
const EXPORT_MAX_DAYS = 366;

export type ExportRangeError = { code: 'EXPORT_RANGE_INVALID'; maxDays: number };

/**
 * The orders placed in a date range, oldest first, one batch read at a time as the caller takes
 * them (a slow download reads no faster than it is sent). `from` and `to` are days (UTC), both
 * included.
 */
export class ExportOrders {
  constructor(private readonly store: OrderExport) {}

  /** The range's bounds, or why not: `to` before `from`, or more than EXPORT_MAX_DAYS days. */
  range(fromDay: string, toDay: string): { ok: true; from: Date; to: Date } | { ok: false; error: ExportRangeError } {
    const from = new Date(`${fromDay}T00:00:00Z`);
    const to = new Date(new Date(`${toDay}T00:00:00Z`).getTime() + 86_400_000);
    const days = (to.getTime() - from.getTime()) / 86_400_000;
    if (Number.isNaN(days) || days < 1 || days > EXPORT_MAX_DAYS) return { ok: false, error: { code: 'EXPORT_RANGE_INVALID', maxDays: EXPORT_MAX_DAYS } };
    return { ok: true, from, to };
  }

  async *orders(from: Date, to: Date): AsyncGenerator<ExportedOrder> {
    let after = null;
    for (;;) {
      const { orders, last } = await this.store.batch(from, to, after, EXPORT_BATCH);
      yield* orders;
      if (orders.length < EXPORT_BATCH) return;
      after = last;
    }
  }
}
