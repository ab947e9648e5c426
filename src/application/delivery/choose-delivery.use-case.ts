import type { DeliveryChoice } from '../../domain/delivery/delivery-choice.js';
import { deliveryKindOf, isPickupKind } from '../../domain/delivery/delivery-option-ids.js';
import {
  deliversTo, deliveryOptionsFor, isSafePlace, nominatedDays, offersSafePlace, safePlaceInstructionsFor,
} from '../../domain/delivery/delivery-options.js';
import type { DeliverySelection } from '../../domain/delivery/delivery-selection.js';
import type { BasketOwner } from '../../domain/accounts/basket-owner.js';
import { err, ok, type Result } from '../../domain/shared/result.js';
import type { SiteVariant } from '../../domain/site/site-variant.js';
import type { Clock } from '../../ports/clock.port.js';
import type { DeliveryChoices } from '../../ports/delivery-choices.port.js';
import type { PickupDirectories } from '../../ports/pickup-network.port.js';
import type { ViewCheckout } from './view-checkout.use-case.js';
import { chosenPickupPointOf } from './pickup-point-entities.js';

export type ChooseDeliveryError =
  | { code: 'UNKNOWN_DELIVERY_OPTION'; id: string }
  | { code: 'DELIVERY_COUNTRY_UNAVAILABLE' }
  | { code: 'DELIVERY_OPTION_UNAVAILABLE' }
  | { code: 'NOMINATED_DAY_UNAVAILABLE' }
  | { code: 'UNKNOWN_SAFE_PLACE' }
  | { code: 'PICKUP_POINT_REQUIRED' }
  | { code: 'PICKUP_POINT_NOT_FOUND' }
  | { code: 'PROVIDER_UNAVAILABLE' };

export type ChooseDeliveryErrorCode = ChooseDeliveryError['code'];

export interface ChooseDeliveryCommand {
  owner: BasketOwner;
  site: SiteVariant;
  selection: DeliverySelection;
}

/**
 * Saves the delivery a shopper chose from the delivery selection payload (spec section 3). The
 * option must be offered for the site and country; a nominated day must be one of the days on
 * offer; a pick-up point must exist in its network, and what is saved about it comes from the
 * network, never from the browser's `JsonData`. A selection that only changes the country keeps
 * the chosen option where the new country offers it, else falls back to standard delivery.
 */
export class ChooseDelivery {
  constructor(
    private readonly choices: DeliveryChoices,
    private readonly pickup: PickupDirectories,
    private readonly viewCheckout: ViewCheckout,
    private readonly clock: Clock,
  ) {}

  async execute(cmd: ChooseDeliveryCommand): Promise<Result<DeliveryChoice, ChooseDeliveryError>> {
    const { site, selection } = cmd;
    const asked = deliveryKindOf(selection.DeliveryOptionID);
    if (asked === null) return err({ code: 'UNKNOWN_DELIVERY_OPTION', id: selection.DeliveryOptionID });
    const current = await this.currentCountry(cmd);
    const country = selection.DeliveryCountryID === '' ? current : selection.DeliveryCountryID;
    if (!deliversTo(site, country)) return err({ code: 'DELIVERY_COUNTRY_UNAVAILABLE' });

    const goods = await this.viewCheckout.goodsAfterCoupons(cmd.owner, site);
    const options = deliveryOptionsFor(site, country, goods);
    const countryChanged = country !== current;
    const option = options.find((o) => o.kind === asked) ?? (countryChanged ? options[0] : undefined);
    if (option === undefined) return err({ code: 'DELIVERY_OPTION_UNAVAILABLE' });
    const kind = option.kind;

    const statedDay = kind === 'nominated-day' ? selection.StatedDay : '';
    if (kind === 'nominated-day' && !nominatedDays(this.clock.now()).includes(statedDay)) return err({ code: 'NOMINATED_DAY_UNAVAILABLE' });

    const safePlaceOffered = offersSafePlace(option, site, country);
    const safePlace = safePlaceOffered ? selection.ChosenSafePlace : '';
    if (safePlace !== '' && !isSafePlace(safePlace)) return err({ code: 'UNKNOWN_SAFE_PLACE' });
    const instructions = safePlaceInstructionsFor(safePlace, selection.ChosenSafePlaceInstructions);

    let pickupPoint: DeliveryChoice['pickupPoint'] = null;
    if (isPickupKind(kind)) {
      if (selection.StoreID.trim() === '') return err({ code: 'PICKUP_POINT_REQUIRED' });
      const found = await this.pickup[kind].pointById(selection.StoreID.trim());
      if (!found.ok) return err({ code: 'PROVIDER_UNAVAILABLE' });
      if (found.value === null) return err({ code: 'PICKUP_POINT_NOT_FOUND' });
      pickupPoint = chosenPickupPointOf(found.value);
    }

    const choice: DeliveryChoice = {
      country, kind, statedDay, safePlace: isSafePlace(safePlace) ? safePlace : '', safePlaceInstructions: instructions, pickupPoint,
    };
    await this.choices.save(cmd.owner, choice, this.clock.now());
    return ok(choice);
  }

  private async currentCountry(cmd: ChooseDeliveryCommand): Promise<string> {
    return (await this.choices.choiceOf(cmd.owner))?.country ?? cmd.site.countryCode;
  }
}
