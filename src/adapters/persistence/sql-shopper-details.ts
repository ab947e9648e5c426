import { ADDRESS_FIELDS, type Address } from '../../domain/checkout/address.js';
import type { ShopperDetails } from '../../domain/checkout/shopper-details.js';
import { personKeyOf, type BasketOwner } from '../../domain/accounts/basket-owner.js';
import type { GuestDataPurge } from '../../ports/guest-data-purge.port.js';
import type { ShopperDetailsRepository } from '../../ports/shopper-details-repository.port.js';
import type { Database } from './database.js';
import type { OwnerMove } from '../../ports/owner-merge.port.js';
import { KEY_PAIRS, moveOwnedRows } from './owner-moves.js';
import { purgeGuestRowsWithoutSession } from './purge-guest-rows.js';

type StoredAddress = Partial<Record<keyof Address, unknown>> | string;

interface DetailsRow {
  email: string;
  delivery_address: StoredAddress;
  billing_same_as_delivery: boolean;
  billing_address: StoredAddress | null;
}

/** An address read back: exactly the domain's fields, each a string (jsonb may come as text on some drivers). */
function addressOf(stored: StoredAddress): Address {
  const value = typeof stored === 'string' ? (JSON.parse(stored) as Record<string, unknown>) : stored;
  return Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, typeof value[f] === 'string' ? value[f] : ''])) as unknown as Address;
}

const addressJson = (address: Address): string => JSON.stringify(Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, address[f]])));

const UPSERT_SET = `email = EXCLUDED.email, delivery_address = EXCLUDED.delivery_address,
  billing_same_as_delivery = EXCLUDED.billing_same_as_delivery, billing_address = EXCLUDED.billing_address,
  updated_at = EXCLUDED.updated_at`;

/** Shopper details in SQL: one row per owner, replaced whole on every save (an upsert, so two tabs never make two). */
export class SqlShopperDetails implements ShopperDetailsRepository, GuestDataPurge {
  constructor(private readonly db: Database) {}

  async detailsOf(owner: BasketOwner): Promise<ShopperDetails | null> {
    const { rows } = await this.db.query<DetailsRow>(
      'SELECT email, delivery_address, billing_same_as_delivery, billing_address FROM shopper_details WHERE owner_key = $1',
      [personKeyOf(owner)]);
    const row = rows[0];
    if (row === undefined) return null;
    return {
      email: row.email,
      deliveryAddress: addressOf(row.delivery_address),
      billingSameAsDelivery: row.billing_same_as_delivery,
      billingAddress: row.billing_address === null ? null : addressOf(row.billing_address),
    };
  }

  async save(owner: BasketOwner, details: ShopperDetails, now: Date): Promise<void> {
    const billing = details.billingSameAsDelivery || details.billingAddress === null ? null : addressJson(details.billingAddress);
    await this.db.query(
      `INSERT INTO shopper_details (owner_key, email, delivery_address, billing_same_as_delivery, billing_address, updated_at)
       VALUES ($1, $2, $3::jsonb, $4, $5::jsonb, $6)
       ON CONFLICT (owner_key) DO UPDATE SET ${UPSERT_SET}`,
      [personKeyOf(owner), details.email, addressJson(details.deliveryAddress), billing === null, billing, now.toISOString()]);
  }

  /** The guest's details are the newer: they replace the shopper's, and the guest keeps none. */
  /** Details follow the person, not the site: the moves of one person on several sites are one move. */
  mergeOwners(moves: readonly OwnerMove[]): Promise<void> {
    return moveOwnedRows(this.db, 'shopper_details', moves, personKeyOf, [
      `INSERT INTO shopper_details (owner_key, email, delivery_address, billing_same_as_delivery, billing_address, updated_at)
       SELECT k.to_key, d.email, d.delivery_address, d.billing_same_as_delivery, d.billing_address, d.updated_at
         FROM ${KEY_PAIRS} JOIN shopper_details d ON d.owner_key = k.from_key
       ON CONFLICT (owner_key) DO UPDATE SET ${UPSERT_SET}`,
    ]);
  }

  purgeGuestsWithoutSession(): Promise<number> {
    return purgeGuestRowsWithoutSession(this.db, 'shopper_details');
  }
}
