import type { Address, AddressRole } from '../../domain/checkout/address.js';
import {
  addressFieldName, readShopperDetails, type ShopperDetails, type ShopperDetailsInput, type ShopperDetailsProblems,
} from '../../domain/checkout/shopper-details.js';
import { err, ok, type Result } from '../../domain/shared/result.js';
import type { BasketOwner } from '../../domain/accounts/basket-owner.js';
import type { Clock } from '../../ports/clock.port.js';
import type { PostcodeFormat } from '../../ports/postcode-format.port.js';
import type { ShopperDetailsRepository } from '../../ports/shopper-details-repository.port.js';

export type ShopperDetailsErrorCode = 'INVALID_SHOPPER_DETAILS';

/** Every field that needs fixing, each with its problem's code. */
export interface ShopperDetailsError {
  code: ShopperDetailsErrorCode;
  fields: ShopperDetailsProblems;
}

export interface SaveShopperDetailsCommand {
  owner: BasketOwner;
  /** The countries the site delivers to (SiteVariant.deliveryCountries). */
  deliveryCountries: readonly string[];
  input: ShopperDetailsInput;
}

/**
 * Saves the shopper's details with the basket: judged by the domain's rules and each country's
 * postcode format, postcodes written properly ('sw1a1aa' is 'SW1A 1AA'). Any problem saves
 * nothing and names every field at fault.
 */
export class SaveShopperDetails {
  constructor(
    private readonly details: ShopperDetailsRepository,
    private readonly postcodes: PostcodeFormat,
    private readonly clock: Clock,
  ) {}

  async execute(cmd: SaveShopperDetailsCommand): Promise<Result<ShopperDetails, ShopperDetailsError>> {
    const judged = this.judge(cmd);
    if (judged.ok) await this.save(cmd.owner, judged.value);
    return judged;
  }

  /** Saves details `judge` passed. */
  async save(owner: BasketOwner, details: ShopperDetails): Promise<void> {
    await this.details.save(owner, details, this.clock.now());
  }

  /**
   * The details as they would be saved, or every field at fault, with nothing saved: a caller that
   * has no owner yet (a guest without a session) asks this first, so a refusal makes none.
   */
  judge(cmd: Omit<SaveShopperDetailsCommand, 'owner'>): Result<ShopperDetails, ShopperDetailsError> {
    const { details, problems } = readShopperDetails(cmd.input, { deliveryCountries: cmd.deliveryCountries });
    const addresses: [AddressRole, Address | null][] = [['delivery', details.deliveryAddress], ['billing', details.billingAddress]];
    const fixed: Partial<Record<AddressRole, Address>> = {};
    for (const [role, address] of addresses) {
      if (address === null) continue;
      const postcodeField = addressFieldName(role, 'postcode');
      // A postcode is judged once it and its country have passed the domain's rules.
      if (problems[postcodeField] !== undefined || problems[addressFieldName(role, 'countryCode')] !== undefined) continue;
      if (this.postcodes.isValid(address.countryCode, address.postcode)) {
        fixed[role] = { ...address, postcode: this.postcodes.normalise(address.countryCode, address.postcode) };
      } else problems[postcodeField] = 'POSTCODE_FORMAT';
    }
    if (Object.keys(problems).length > 0) return err({ code: 'INVALID_SHOPPER_DETAILS', fields: problems });
    return ok({
      ...details,
      deliveryAddress: fixed.delivery ?? details.deliveryAddress,
      billingAddress: details.billingAddress === null ? null : (fixed.billing ?? details.billingAddress),
    });
  }
}
