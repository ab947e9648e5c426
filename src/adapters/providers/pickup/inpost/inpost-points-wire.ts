import { Type, type Static } from 'typebox';
import type { PickupDayHours } from '../../../../ports/pickup-network.port.js';
import { INPOST_DAYS } from '../../../../application/delivery/pickup-point-entities.js';

/**
 * InPost's points API (ShipX `GET /v1/points`, docs/providers.md) as far as the storefront reads it:
 *   { count, page, items: [ { name, location: { latitude, longitude }, location_description,
 *     address: { line1, line2 }, address_details: { city, province, post_code, street,
 *     building_number }, opening_hours: '24/7' | text, operating_hours_extended: { customer:
 *     { monday: [ { start, end } ] ... } } (minutes after midnight), distance (metres) } ] }
 */
const DayRanges = Type.Array(Type.Object({ start: Type.Integer({ minimum: 0, maximum: 1440 }), end: Type.Integer({ minimum: 0, maximum: 1440 }) }));

export const InpostPointSchema = Type.Object({
  name: Type.String({ minLength: 1 }),
  location: Type.Object({ latitude: Type.Number(), longitude: Type.Number() }),
  location_description: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  address: Type.Object({ line1: Type.String(), line2: Type.String() }),
  address_details: Type.Optional(Type.Object({
    city: Type.Optional(Type.Union([Type.String(), Type.Null()])),
    province: Type.Optional(Type.Union([Type.String(), Type.Null()])),
    post_code: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  })),
  opening_hours: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  operating_hours_extended: Type.Optional(Type.Union([Type.Null(), Type.Object({
    customer: Type.Optional(Type.Object(Object.fromEntries(INPOST_DAYS.map((day) => [day, Type.Optional(DayRanges)])))),
  })])),
  distance: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
});
export type InpostPoint = Static<typeof InpostPointSchema>;

export const InpostPointsPageSchema = Type.Object({
  count: Type.Optional(Type.Integer()),
  page: Type.Optional(Type.Integer()),
  items: Type.Array(InpostPointSchema),
});
export type InpostPointsPage = Static<typeof InpostPointsPageSchema>;

const ALWAYS_OPEN: PickupDayHours = { opens: '00:00', closes: '23:59' };

const clock = (minutes: number): string =>
  `${String(Math.floor(Math.min(minutes, 1439) / 60)).padStart(2, '0')}:${String(Math.min(minutes, 1439) % 60).padStart(2, '0')}`;

/** Minutes after midnight to 'HH:MM' (1440, the end of the day, reads 23:59). */
export const minutesToClock = clock;

/** 'HH:MM' to minutes after midnight ('23:59' reads as the day's end, 1440). */
export const clockToMinutes = (text: string): number => {
  const [hours, minutes] = text.split(':').map(Number);
  const total = (hours ?? 0) * 60 + (minutes ?? 0);
  return total === 1439 ? 1440 : total;
};

/** Seven days, Monday first: the customer hours when given (a day without a range is closed), else '24/7' is always open. */
export function inpostWeek(point: InpostPoint): (PickupDayHours | null)[] {
  const customer = point.operating_hours_extended?.customer;
  if (customer) {
    return INPOST_DAYS.map((day) => {
      const ranges = customer[day] ?? [];
      if (ranges.length === 0) return null;
      return { opens: clock(Math.min(...ranges.map((r) => r.start))), closes: clock(Math.max(...ranges.map((r) => r.end))) };
    });
  }
  const alwaysOpen = (point.opening_hours ?? '').replace(/\s/g, '') === '24/7';
  return INPOST_DAYS.map(() => (alwaysOpen ? ALWAYS_OPEN : null));
}
