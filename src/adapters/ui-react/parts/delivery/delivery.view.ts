import type { DeliveryOverview } from '../../../../application/delivery/view-checkout.use-case.js';
import { isPickupKind, type DeliveryKind, type HomeDeliveryKind } from '../../../../domain/delivery/delivery-option-ids.js';
import { SAFE_PLACES, type DeliveryOption, type SafePlace } from '../../../../domain/delivery/delivery-options.js';
import type { PickupNetwork } from '../../../../domain/delivery/pickup-network.js';
import { formatMoney, type PriceDisplay } from '../../../../domain/pricing/format-price.js';
import type { Money } from '../../../../domain/pricing/money.js';
import type { TranslatableStrings } from '../../../i18n/catalogue.js';
import { interpolate } from '../../runtime/i18n/interpolate.js';
import { longDayName, regionName } from '../../../i18n/intl-formats.js';
import type { PickupOptionView } from './pickup.view.js';

interface ChoiceView {
  value: string;
  label: string;
}

interface HomeOptionView {
  kind: HomeDeliveryKind;
  id: string;
  label: string;
  note: string;
  priceText: string;
  checked: boolean;
}

/** The delivery section (`#delivery-accordion`) as the page shows it: texts and prices ready to print. */
export interface DeliveryView {
  /** 'chosen' once the shopper saved a choice; 'choose' while standard applies by default. */
  state: 'choose' | 'chosen';
  country: string;
  countries: ChoiceView[];
  /** `showCountries`: the site delivers to more than one country, so the list is shown. */
  showCountries: boolean;
  homeOptions: HomeOptionView[];
  pickupOptions: PickupOptionView[];
  chosenLabel: string;
  chosenPriceText: string;
  /** Lines under the chosen option: the day, the safe place and instructions, the pick-up point. */
  chosenDetails: string[];
  nominatedDays: ChoiceView[];
  statedDay: string;
  safePlaceOffered: boolean;
  safePlaces: ChoiceView[];
  safePlace: string;
  safePlaceInstructions: string;
  freeDeliveryText: string | null;
}

const HOME_TEXT: Record<HomeDeliveryKind, (t: TranslatableStrings) => [string, string]> = {
  standard: (t) => [t.deliveryStandard, t.deliveryStandardNote],
  express: (t) => [t.deliveryExpress, t.deliveryExpressNote],
  'nominated-day': (t) => [t.deliveryNominated, t.deliveryNominatedNote],
};

const PICKUP_LABEL: Record<PickupNetwork, string> = {
  'hand-over': 'Asda toyou',
  coll8: 'Coll8 pick-up point',
  'collect-plus': 'Collect+ store',
  inpost: 'InPost locker',
  hermes: 'Evri ParcelShop',
};

const SAFE_PLACE_LABEL: Record<SafePlace, (t: TranslatableStrings) => string> = {
  porch: (t) => t.safePlacePorch,
  'back-garden': (t) => t.safePlaceBackGarden,
  garage: (t) => t.safePlaceGarage,
  shed: (t) => t.safePlaceShed,
  neighbour: (t) => t.safePlaceNeighbour,
  other: (t) => t.safePlaceOther,
};

export const safePlaceLabel = (place: SafePlace, t: TranslatableStrings): string => SAFE_PLACE_LABEL[place](t);

export const labelOf = (kind: DeliveryKind, t: TranslatableStrings): string => (isPickupKind(kind) ? PICKUP_LABEL[kind] : HOME_TEXT[kind](t)[0]);

/** 'Thursday 26 November' in the site's language (the day is a calendar date: shown in UTC). */

export function toDeliveryView(overview: DeliveryOverview, display: PriceDisplay, locale: string, t: TranslatableStrings): DeliveryView {
  const { choice, option } = overview;
  const priceText = (price: Money, o: DeliveryOption) => (price.amountMinor === 0 || o.freeOverThreshold ? t.deliveryFree : formatMoney(price, display));
  const details: string[] = [];
  if (choice.kind === 'nominated-day' && choice.statedDay !== '') details.push(longDayName(choice.statedDay, locale));
  if (choice.safePlace !== '') details.push(SAFE_PLACE_LABEL[choice.safePlace](t));
  if (choice.safePlaceInstructions !== '') details.push(choice.safePlaceInstructions);
  if (choice.pickupPoint !== null) details.push(choice.pickupPoint.name, ...choice.pickupPoint.addressLines);
  return {
    state: overview.saved ? 'chosen' : 'choose',
    country: choice.country,
    countries: overview.countries.map((code) => ({ value: code, label: regionName(code, locale) })),
    showCountries: overview.countries.length > 1,
    homeOptions: overview.options.flatMap((o) => {
      if (isPickupKind(o.kind)) return [];
      const [label, note] = HOME_TEXT[o.kind](t);
      return [{ kind: o.kind, id: o.id, label, note, priceText: priceText(o.price, o), checked: o.kind === option.kind }];
    }),
    pickupOptions: overview.options.flatMap((o) => {
      if (!isPickupKind(o.kind)) return [];
      const point = choice.pickupPoint !== null && choice.pickupPoint.network === o.kind ? choice.pickupPoint : null;
      return [{
        network: o.kind, deliveryOptionId: o.id, label: PICKUP_LABEL[o.kind], priceText: priceText(o.price, o), selected: o.kind === option.kind,
        chosenPoint: point === null ? null : { storeId: point.storeId, name: point.name, addressLines: point.addressLines },
      }];
    }),
    chosenLabel: labelOf(option.kind, t),
    chosenPriceText: priceText(option.price, option),
    chosenDetails: details,
    nominatedDays: overview.nominatedDays.map((day) => ({ value: day, label: longDayName(day, locale) })),
    statedDay: choice.statedDay,
    safePlaceOffered: overview.safePlaceOffered,
    safePlaces: SAFE_PLACES.map((place) => ({ value: place, label: SAFE_PLACE_LABEL[place](t) })),
    safePlace: choice.safePlace,
    safePlaceInstructions: choice.safePlaceInstructions,
    freeDeliveryText: overview.toFreeDelivery === null
      ? (option.freeOverThreshold ? t.freeDeliveryReached : null)
      : interpolate(t.freeDeliveryMissing, { amount: formatMoney(overview.toFreeDelivery, display) }),
  };
}
