import type { PostcodeFormat } from '../ports/postcode-format.port.js';
import type { ShopperDetailsRepository } from '../ports/shopper-details-repository.port.js';
import { token } from './tokens.js';

/**
 * The shopper details area's ports, apart from its module: the accounts area (sign-in merges a
 * guest's details) and the PayPal area (postcodes of a shipping address) use them too; its use
 * cases are their own tokens.
 */
export const SHOPPER_DETAILS = {
  ShopperDetailsRepository: token<ShopperDetailsRepository>('ShopperDetailsRepository'),
  PostcodeFormat: token<PostcodeFormat>('PostcodeFormat'),
} as const;
