import { interpolate } from '../../../../runtime/i18n/interpolate.js';
import { useStrings } from '../../../../runtime/i18n/strings-context.js';
import { pickupModalId } from './pickup-ids.js';
import type { PickupOptionView } from '../../../../parts/delivery/pickup.view.js';

/**
 * The pick-up networks as delivery options (spec section 2), inside the delivery accordion's
 * pick-up fieldset: each opens its modal
 * (`data-open-pickup`, handled by pickup-trigger.client.ts); the hand-over option carries the
 * spec's `asda-toyou` marker. The selected option says so in words and with aria-current; the
 * chosen point shows with a "Change" opener. The selected badge and the chosen point are always
 * in the markup (hidden when empty), so a choice shows at once, before the saved section
 * replaces this one.
 */
export function PickupOptions({ options }: { options: readonly PickupOptionView[] }) {
  if (options.length === 0) return null;
  return (
    <ul className="pickup-options" data-pickup-options="">
      {options.map((option) => <PickupOption key={option.network} option={option} />)}
    </ul>
  );
}

function PickupOption({ option }: { option: PickupOptionView }) {
  const t = useStrings();
  const { network, chosenPoint, selected } = option;
  const chosenId = `pickup-option-${network}-chosen`;
  return (
    <li className={`pickup-option${selected ? ' is-selected' : ''}`} data-pickup-option={network} data-delivery-option-id={option.deliveryOptionId}>
      <button
        type="button"
        className={`pickup-option__open${network === 'hand-over' ? ' asda-toyou' : ''}`}
        data-open-pickup={network}
        aria-haspopup="dialog"
        aria-controls={pickupModalId(network)}
        aria-current={selected ? 'true' : undefined}
      >
        <span className="pickup-option__label">{option.label}</span>
        <span className="pickup-option__price">{option.priceText}</span>
        <span className="pickup-option__badge" data-pickup-selected="" hidden={!selected}>{t.pickupSelected}</span>
        <span className="pickup-option__action" hidden={chosenPoint !== null}>{t.pickupChoose}</span>
      </button>
      <div className="pickup-option__chosen" id={chosenId} data-pickup-chosen="" hidden={chosenPoint === null}>
        <p className="pickup-option__chosen-name">
          {t.pickupChosenPoint}: <strong data-pickup-chosen-name="">{chosenPoint?.name}</strong>
        </p>
        <p className="pickup-option__chosen-address" data-pickup-chosen-address="">{chosenPoint?.addressLines.join(', ')}</p>
        <button
          type="button"
          className="pickup-option__change"
          data-open-pickup={network}
          aria-haspopup="dialog"
          aria-controls={pickupModalId(network)}
          aria-label={interpolate(t.pickupChangeLabel, { option: option.label })}
        >
          {t.pickupChange}
        </button>
      </div>
    </li>
  );
}
