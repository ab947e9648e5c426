import type { ChosenPickupPoint, DeliveryChoice } from '../../domain/delivery/delivery-choice.js';
import { deliveryKindOf, DELIVERY_OPTION_IDS, type DeliveryKind } from '../../domain/delivery/delivery-option-ids.js';
import { isSafePlace } from '../../domain/delivery/delivery-options.js';
import { ownerKeyOf, type BasketOwner } from '../../domain/accounts/basket-owner.js';
import type { DeliveryChoices } from '../../ports/delivery-choices.port.js';
import type { GuestDataPurge } from '../../ports/guest-data-purge.port.js';
import type { Database } from './database.js';
import type { OwnerMove } from '../../ports/owner-merge.port.js';
import { KEY_PAIRS, moveOwnedRows } from './owner-moves.js';
import { purgeGuestRowsWithoutSession } from './purge-guest-rows.js';

interface ChoiceRow {
  country: string;
  option_kind: string;
  stated_day: string;
  safe_place: string;
  safe_place_instructions: string;
  pickup_point: ChosenPickupPoint | string | null;
}

const kindOf = (stored: string): DeliveryKind => deliveryKindOf(DELIVERY_OPTION_IDS[stored as DeliveryKind] ?? '') ?? 'standard';

function choiceOfRow(row: ChoiceRow): DeliveryChoice {
  const point = typeof row.pickup_point === 'string' ? (JSON.parse(row.pickup_point) as ChosenPickupPoint) : row.pickup_point;
  return {
    country: row.country,
    kind: kindOf(row.option_kind),
    statedDay: row.stated_day,
    safePlace: isSafePlace(row.safe_place) ? row.safe_place : '',
    safePlaceInstructions: row.safe_place_instructions,
    pickupPoint: point,
  };
}

/** Delivery choices in SQL: one row per owner, replaced on every save (an upsert, so two tabs never make two). */
export class SqlDeliveryChoices implements DeliveryChoices, GuestDataPurge {
  constructor(private readonly db: Database) {}

  async choiceOf(owner: BasketOwner): Promise<DeliveryChoice | null> {
    const { rows } = await this.db.query<ChoiceRow>(
      `SELECT country, option_kind, stated_day, safe_place, safe_place_instructions, pickup_point
         FROM basket_delivery WHERE owner_key = $1`, [ownerKeyOf(owner)]);
    const row = rows[0];
    return row === undefined ? null : choiceOfRow(row);
  }

  async save(owner: BasketOwner, choice: DeliveryChoice, now: Date): Promise<void> {
    await this.db.query(
      `INSERT INTO basket_delivery (owner_key, country, option_kind, stated_day, safe_place, safe_place_instructions, pickup_point, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8)
       ON CONFLICT (owner_key) DO UPDATE SET country = EXCLUDED.country, option_kind = EXCLUDED.option_kind,
         stated_day = EXCLUDED.stated_day, safe_place = EXCLUDED.safe_place,
         safe_place_instructions = EXCLUDED.safe_place_instructions, pickup_point = EXCLUDED.pickup_point,
         updated_at = EXCLUDED.updated_at`,
      [ownerKeyOf(owner), choice.country, choice.kind, choice.statedDay, choice.safePlace, choice.safePlaceInstructions,
        choice.pickupPoint === null ? null : JSON.stringify(choice.pickupPoint), now.toISOString()],
    );
  }

  /** The guest's choice is the newer one: it replaces the shopper's, and the guest keeps none. */
  mergeOwners(moves: readonly OwnerMove[]): Promise<void> {
    return moveOwnedRows(this.db, 'basket_delivery', moves, ownerKeyOf, [
      `INSERT INTO basket_delivery (owner_key, country, option_kind, stated_day, safe_place, safe_place_instructions, pickup_point, updated_at)
       SELECT k.to_key, d.country, d.option_kind, d.stated_day, d.safe_place, d.safe_place_instructions, d.pickup_point, d.updated_at
         FROM ${KEY_PAIRS} JOIN basket_delivery d ON d.owner_key = k.from_key
       ON CONFLICT (owner_key) DO UPDATE SET country = EXCLUDED.country, option_kind = EXCLUDED.option_kind,
         stated_day = EXCLUDED.stated_day, safe_place = EXCLUDED.safe_place,
         safe_place_instructions = EXCLUDED.safe_place_instructions, pickup_point = EXCLUDED.pickup_point,
         updated_at = EXCLUDED.updated_at`,
    ]);
  }

  purgeGuestsWithoutSession(): Promise<number> {
    return purgeGuestRowsWithoutSession(this.db, 'basket_delivery');
  }
}
