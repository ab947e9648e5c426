import type { SaveShopperDetails } from '../application/checkout/save-shopper-details.use-case.js';
import type { ViewShopperDetails } from '../application/checkout/view-shopper-details.use-case.js';
import type { PostcodeFormat } from '../ports/postcode-format.port.js';
import type { ShopperDetailsRepository } from '../ports/shopper-details-repository.port.js';
import { token } from './tokens.js';

/**
 * The shopper details area's tokens, apart from its module: the basket area (its page shows the
 * form) and the accounts area (sign-in merges a guest's details) use them too.
 */
export const SHOPPER_DETAILS = {
  ShopperDetailsRepository: token<ShopperDetailsRepository>('ShopperDetailsRepository'),
  PostcodeFormat: token<PostcodeFormat>('PostcodeFormat'),
  ViewShopperDetails: token<ViewShopperDetails>('ViewShopperDetails'),
  SaveShopperDetails: token<SaveShopperDetails>('SaveShopperDetails'),
} as const;
