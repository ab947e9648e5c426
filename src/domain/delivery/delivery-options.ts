import { sitePrice } from '../pricing/format-price.js';
import { zeroMoney, type Money } from '../pricing/money.js';
import type { SiteVariant } from '../site/site-variant.js';
import { DELIVERY_OPTION_IDS, type DeliveryKind } from './delivery-option-ids.js';

/** One delivery option offered to a basket: its wire id, its price and whether a threshold made it free. */
export interface DeliveryOption {
  kind: DeliveryKind;
  id: string;
  price: Money;
  /** The option costs nothing because the goods reach the free delivery threshold. */
  freeOverThreshold: boolean;
}

/** Prices in GBP pence, converted per site like catalog prices; null means not offered. */
interface RateCard {
  standard: number;
  express: number | null;
  nominatedDay: number | null;
  /** Each UK pick-up network's price; empty when no network serves the destination. */
  pickup: Partial<Record<Exclude<DeliveryKind, 'standard' | 'express' | 'nominated-day'>, number>>;
  /** Standard delivery and pick-up cost nothing from these goods (GBP pence); null for never. */
  freeFrom: number | null;
}

/** Delivery within the UK: every option, pick-up networks included. */
const UK_RATES: RateCard = {
  standard: 399, express: 699, nominatedDay: 599,
  pickup: { 'hand-over': 299, coll8: 299, 'collect-plus': 299, inpost: 249, hermes: 299 },
  freeFrom: 5000,
};
/** Delivery within the site's own (non-UK) country. */
const DOMESTIC_RATES: RateCard = { standard: 499, express: 999, nominatedDay: null, pickup: {}, freeFrom: 6000 };
/** Delivery to another country than the site's. */
const INTERNATIONAL_RATES: RateCard = { standard: 999, express: 1999, nominatedDay: null, pickup: {}, freeFrom: 15000 };

/** The UK's own islands are served as the UK for delivery; they have no pick-up networks. */
const UK_COUNTRIES = new Set(['GB']);

function rateCardFor(site: Pick<SiteVariant, 'countryCode'>, country: string): RateCard {
  if (UK_COUNTRIES.has(country) && site.countryCode === 'GB') return UK_RATES;
  return country === site.countryCode ? DOMESTIC_RATES : INTERNATIONAL_RATES;
}

/** Whether the site delivers to the country at all. */
export const deliversTo = (site: Pick<SiteVariant, 'deliveryCountries'>, country: string): boolean =>
  site.deliveryCountries.includes(country);

/**
 * The options for a basket of `goods` (after coupons, in the site's currency) sent to `country`,
 * in display order: home options first, then pick-up networks. Standard delivery and pick-up are
 * free from the threshold; express and nominated day always cost their price.
 */
export function deliveryOptionsFor(
  site: Pick<SiteVariant, 'countryCode' | 'deliveryCountries' | 'price'>,
  country: string,
  goods: Money,
): DeliveryOption[] {
  if (!deliversTo(site, country)) return [];
  const card = rateCardFor(site, country);
  const free = card.freeFrom !== null && goods.amountMinor >= sitePrice(card.freeFrom, site.price).amountMinor;
  const option = (kind: DeliveryKind, pence: number, freeable: boolean): DeliveryOption => {
    const isFree = freeable && free;
    return { kind, id: DELIVERY_OPTION_IDS[kind], price: isFree ? zeroMoney(site.price.currency) : sitePrice(pence, site.price), freeOverThreshold: isFree };
  };
  const options = [option('standard', card.standard, true)];
  if (card.express !== null) options.push(option('express', card.express, false));
  if (card.nominatedDay !== null) options.push(option('nominated-day', card.nominatedDay, false));
  for (const [network, pence] of Object.entries(card.pickup)) options.push(option(network as DeliveryKind, pence, true));
  return options;
}

/** What the goods still need for free delivery to the country; null when already free or never free. */
export function amountToFreeDelivery(
  site: Pick<SiteVariant, 'countryCode' | 'deliveryCountries' | 'price'>,
  country: string,
  goods: Money,
): Money | null {
  if (!deliversTo(site, country)) return null;
  const card = rateCardFor(site, country);
  if (card.freeFrom === null) return null;
  const threshold = sitePrice(card.freeFrom, site.price);
  const missing = threshold.amountMinor - goods.amountMinor;
  return missing > 0 ? { amountMinor: missing, currency: threshold.currency } : null;
}

/** How many days a nominated-day delivery offers, and how soon the first can be. */
export const NOMINATED_DAYS_OFFERED = 7;
const NOMINATED_DAY_LEAD_DAYS = 2;
const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' of a UTC date. */
const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

/**
 * The days a nominated-day delivery can be stated for (`StatedDay`), as 'YYYY-MM-DD': from two
 * days after `today`, seven delivery days, Sundays skipped (couriers do not deliver on Sundays).
 */
export function nominatedDays(today: Date): string[] {
  const start = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) + NOMINATED_DAY_LEAD_DAYS * DAY_MS;
  const days: string[] = [];
  for (let t = start; days.length < NOMINATED_DAYS_OFFERED; t += DAY_MS) {
    const day = new Date(t);
    if (day.getUTCDay() !== 0) days.push(isoDay(day));
  }
  return days;
}

/** Where a parcel may be left when nobody is in (`ChosenSafePlace`); '' is none. */
export const SAFE_PLACES = ['porch', 'back-garden', 'garage', 'shed', 'neighbour', 'other'] as const;
export type SafePlace = (typeof SAFE_PLACES)[number];
export const isSafePlace = (value: string): value is SafePlace => (SAFE_PLACES as readonly string[]).includes(value);
/** Longest safe-place instructions a courier label can take. */
export const SAFE_PLACE_INSTRUCTIONS_MAX = 200;

/** The courier instructions kept for a safe place: trimmed and cut to what a courier label takes; none without a safe place. */
export const safePlaceInstructionsFor = (safePlace: SafePlace | '', typed: string): string =>
  (safePlace === '' ? '' : typed.trim().slice(0, SAFE_PLACE_INSTRUCTIONS_MAX));

/** Safe places are offered for UK home delivery only (the couriers' service). */
export const offersSafePlace = (option: DeliveryOption, site: Pick<SiteVariant, 'countryCode'>, country: string): boolean =>
  site.countryCode === 'GB' && UK_COUNTRIES.has(country) && (option.kind === 'standard' || option.kind === 'express' || option.kind === 'nominated-day');
