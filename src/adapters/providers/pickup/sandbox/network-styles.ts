import type { PickupNetwork } from '../../../../domain/delivery/pickup-network.js';
import type { PickupDayHours } from '../../../../ports/pickup-network.port.js';
import type { SeededRandom } from './seeded-random.js';
import type { UkPlace } from './uk-gazetteer.js';

/** What makes one network's sandbox points look like that network's. */
export interface NetworkStyle {
  /** Share of towns (0..1) with at least one point; the towns outward codes lead to always have some. */
  coverage: number;
  /** Points per town grow with the square root of its population, up to this many. */
  maxPerTown: number;
  /** `counters` belongs to one build of one network (numbers per prefix). */
  id(sequence: number, place: UkPlace, counters: Map<string, number>): string;
  name(random: SeededRandom, place: UkPlace, street: string): string;
  /** One of the network's few weekly timetables, shared by every point that keeps it. */
  hours(random: SeededRandom): OpeningWeek;
  routingCode(random: SeededRandom, place: UkPlace): string;
}

type OpeningWeek = readonly (PickupDayHours | null)[];

const day = (opens: string, closes: string): PickupDayHours => Object.freeze({ opens, closes });
const week = (weekday: PickupDayHours, saturday: PickupDayHours, sunday: PickupDayHours | null): OpeningWeek =>
  Object.freeze([weekday, weekday, weekday, weekday, weekday, saturday, sunday]);
const pad = (value: number, width: number): string => String(value).padStart(width, '0');

const WEEKS = {
  asdaLong: week(day('07:00', '22:00'), day('07:00', '22:00'), day('10:00', '16:00')),
  asdaShort: week(day('08:00', '20:00'), day('08:00', '20:00'), day('10:00', '16:00')),
  shopSunday: week(day('09:00', '17:30'), day('09:00', '17:00'), day('10:00', '16:00')),
  shopNoSunday: week(day('09:00', '17:30'), day('09:00', '17:00'), null),
  convenience: week(day('07:00', '22:00'), day('07:00', '22:00'), day('08:00', '21:00')),
  lateConvenience: week(day('06:00', '23:00'), day('06:00', '23:00'), day('06:00', '23:00')),
  allDay: week(day('00:00', '23:59'), day('00:00', '23:59'), day('00:00', '23:59')),
  parcelShopSunday: week(day('08:00', '20:00'), day('08:00', '18:00'), day('10:00', '16:00')),
  parcelShopNoSunday: week(day('08:00', '20:00'), day('08:00', '18:00'), null),
};

const CONVENIENCE = ['Co-op', 'Spar', 'Nisa Local', 'Costcutter', 'Londis', 'Premier', 'One Stop', 'Budgens', 'Day-Today', 'Best-one'];
const SHOPS = ['Post & Print', 'Newsagents', 'Dry Cleaners', 'Phone Repairs', 'Pharmacy', 'Hardware', 'Florist', 'Pet Supplies', 'Launderette', 'Off Licence'];
const LOCKER_SITES = ['Station car park', 'Retail park', 'Petrol station', 'Leisure centre', 'Supermarket car park', 'Library', 'Shopping centre'];

/** 'Leeds' -> 'LDS': the first letter and the next two consonants (InPost-style locker ids). */
export function townAbbreviation(town: string): string {
  const letters = town.toUpperCase().replace(/[^A-Z]/g, '');
  const consonants = letters.slice(1).replace(/[AEIOU]/g, '');
  return (letters.charAt(0) + consonants + letters.slice(1) + 'XXX').slice(0, 3);
}

export const NETWORK_STYLES: Readonly<Record<PickupNetwork, NetworkStyle>> = {
  'hand-over': {
    coverage: 0.35,
    maxPerTown: 6,
    id: (sequence) => `TY${pad(sequence, 5)}`,
    name: (random, place) => `Asda ${place.name} ${random.pick(['Superstore', 'Supercentre', 'Superstore', 'Express'])} toyou`,
    hours: (random) => (random.next() < 0.8 ? WEEKS.asdaLong : WEEKS.asdaShort),
    routingCode: () => '',
  },
  coll8: {
    coverage: 0.55,
    maxPerTown: 10,
    id: (sequence) => `C8${pad(sequence, 6)}`,
    name: (random, place) => `${place.name} ${random.pick(SHOPS)}`,
    hours: (random) => (random.next() < 0.4 ? WEEKS.shopNoSunday : WEEKS.shopSunday),
    routingCode: () => '',
  },
  'collect-plus': {
    coverage: 0.8,
    maxPerTown: 12,
    id: (sequence) => pad(sequence + 10_000, 5),
    name: (random, place) => `${random.pick(CONVENIENCE)} ${place.name}`,
    hours: (random) => (random.next() < 0.7 ? WEEKS.convenience : WEEKS.lateConvenience),
    routingCode: (random, place) => `${place.area.code}${pad(random.int(1, 999), 3)}`,
  },
  inpost: {
    coverage: 0.6,
    maxPerTown: 12,
    id: (_sequence, place, counters) => {
      const prefix = townAbbreviation(place.name);
      const number = (counters.get(prefix) ?? 0) + 1;
      counters.set(prefix, number);
      return `${prefix}${pad(number, 2)}M`;
    },
    name: (random, place) => `InPost Locker ${place.name} ${random.pick(LOCKER_SITES)}`,
    hours: () => WEEKS.allDay,
    routingCode: () => '',
  },
  hermes: {
    coverage: 0.9,
    maxPerTown: 12,
    id: (sequence) => `EV${pad(sequence, 7)}`,
    name: (random, place) => `${random.pick([...CONVENIENCE, 'Evri ParcelShop at'])} ${place.name}`,
    hours: (random) => (random.next() < 0.3 ? WEEKS.parcelShopNoSunday : WEEKS.parcelShopSunday),
    routingCode: () => '',
  },
};
