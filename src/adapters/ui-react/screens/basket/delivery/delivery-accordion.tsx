import { SAFE_PLACE_INSTRUCTIONS_MAX } from '../../../../../domain/delivery/delivery-options.js';
import { useStrings } from '../../../runtime/i18n/strings-context.js';
import { PickupOptions } from './pickup/pickup-options.js';
import type { DeliveryView } from '../../../parts/delivery/delivery.view.js';
import { DELIVERY_SECTION_ID, UPDATE_DELIVERY_URL } from './delivery-urls.js';

/**
 * The delivery accordion (spec sections 2 to 4): a summary of the chosen option ('chosen'), the
 * options form ('choose') and a help panel ('need-help'). Without JavaScript the form posts and
 * the page comes back; with it, the basket page's script posts each choice as JSON and swaps in
 * the answered section (`basket-page.client.ts`). Pick-up networks sit beside the home options.
 */
export function DeliveryAccordion({ view }: { view: DeliveryView }) {
  const t = useStrings();
  const panel = (name: DeliveryView['state'] | 'need-help') => ({ 'data-state-panel': name, hidden: view.state !== name });
  return (
    <section id={DELIVERY_SECTION_ID} className="delivery-accordion" data-state={view.state} data-states="choose chosen need-help"
      aria-labelledby="delivery-heading">
      <h2 id="delivery-heading">{t.deliveryHeading}</h2>
      {view.freeDeliveryText !== null && <p className="delivery-accordion__free">{view.freeDeliveryText}</p>}

      <div className="delivery-accordion__chosen" {...panel('chosen')}>
        <h3 className="delivery-accordion__chosen-heading" tabIndex={-1}>{t.yourDelivery}</h3>
        <p className="delivery-accordion__chosen-option"><strong>{view.chosenLabel}</strong> <span>{view.chosenPriceText}</span></p>
        {view.chosenDetails.length > 0 && (
          <ul className="delivery-accordion__chosen-details">{view.chosenDetails.map((line, i) => <li key={i}>{line}</li>)}</ul>
        )}
        <a className="button button--secondary" href="/basket?changeDelivery=true#delivery-accordion" data-delivery-action="choose">{t.changeDelivery}</a>
      </div>

      <form className="delivery-accordion__form" method="post" action={UPDATE_DELIVERY_URL} {...panel('choose')}>
        <input type="hidden" name="showCountries" value={String(view.showCountries)} />
        {view.showCountries ? (
          <p className="field">
            <label className="field__label" htmlFor="delivery-country">{t.deliveryCountryLabel}</label>
            <select className="field__control" id="delivery-country" name="DeliveryCountryID" defaultValue={view.country} data-delivery-field="country" autoComplete="shipping country">
              {view.countries.map((c) => <option key={c.value} value={c.value}>{c.label}</option>)}
            </select>
          </p>
        ) : <input type="hidden" name="DeliveryCountryID" value={view.country} />}

        <fieldset className="delivery-options">
          <legend>{t.homeDelivery}</legend>
          {view.homeOptions.map((o) => (
            <label key={o.id} className="delivery-option" data-delivery-kind={o.kind}>
              <input type="radio" name="DeliveryOptionID" value={o.id} defaultChecked={o.checked} data-delivery-field="option" />
              <span className="delivery-option__label">{o.label}</span>
              <span className="delivery-option__note">{o.note}</span>
              <span className="delivery-option__price">{o.priceText}</span>
            </label>
          ))}
        </fieldset>

        {view.homeOptions.some((o) => o.kind === 'nominated-day') && (
          <p className="field delivery-accordion__day">
            <label className="field__label" htmlFor="delivery-stated-day">{t.statedDayLabel}</label>
            <select className="field__control" id="delivery-stated-day" name="StatedDay" defaultValue={view.statedDay || view.nominatedDays[0]?.value} data-delivery-field="day">
              {view.nominatedDays.map((d) => <option key={d.value} value={d.value}>{d.label}</option>)}
            </select>
          </p>
        )}

        {view.safePlaceOffered && (
          <div className="delivery-accordion__safe-place">
            <p className="field">
              <label className="field__label" htmlFor="delivery-safe-place">{t.safePlaceLabel}</label>
              <select className="field__control" id="delivery-safe-place" name="ChosenSafePlace" defaultValue={view.safePlace} data-delivery-field="safe-place">
                <option value="">{t.safePlaceNone}</option>
                {view.safePlaces.map((p) => <option key={p.value} value={p.value}>{p.label}</option>)}
              </select>
            </p>
            <p className="field">
              <label className="field__label" htmlFor="delivery-safe-place-instructions">{t.safePlaceInstructionsLabel}</label>
              <textarea className="field__control" id="delivery-safe-place-instructions" name="ChosenSafePlaceInstructions" maxLength={SAFE_PLACE_INSTRUCTIONS_MAX} rows={2}
                defaultValue={view.safePlaceInstructions} data-delivery-field="instructions" />
            </p>
          </div>
        )}
        <button type="submit" className="button button--primary delivery-accordion__submit">{t.useThisDelivery}</button>

        {view.pickupOptions.length > 0 && (
          <fieldset className="delivery-options delivery-options--pickup">
            <legend>{t.pickupDelivery}</legend>
            <PickupOptions options={view.pickupOptions} />
          </fieldset>
        )}
      </form>

      <div className="delivery-accordion__help" {...panel('need-help')}>
        <p>{t.deliveryHelpText}</p>
        <button type="button" className="button button--secondary" data-delivery-action="close-help">{t.deliveryHelpBack}</button>
      </div>
      <button type="button" className="link-button delivery-accordion__help-opener" data-delivery-action="help">{t.deliveryNeedHelp}</button>
      <p className="delivery-accordion__status" role="status" data-delivery-status="" />
    </section>
  );
}
