import type { AddressField, AddressRole } from '../../../../../domain/checkout/address.js';
import { addressRulesOf } from '../../../../../domain/checkout/address-countries.js';
import { addressFieldName, type ShopperDetailsField } from '../../../../../domain/checkout/shopper-details.js';
import { autocompleteOf, fieldIdOf, formFieldsOf, labelKeyOf } from '../../../rules/checkout/shopper-details-form.js';
import { useStrings } from '../../../runtime/i18n/strings-context.js';
import { SelectInput, TextInput } from './detail-fields.js';
import type { AddressValues, CountryChoice } from './shopper-details.view.js';

const OPTIONAL: ReadonlySet<AddressField> = new Set(['apartment', 'line2']);

export interface AddressFieldsetProps {
  role: AddressRole;
  legend: string;
  values: AddressValues;
  countries: readonly CountryChoice[];
  errors: Partial<Record<ShopperDetailsField, string>>;
  onChange(field: AddressField, value: string): void;
  onBlur(field: AddressField): void;
}

/**
 * One address, with the fields its country has (apartment/suite in AU, CA, US; a state or province
 * from a list in US, CA, AU) and their labels there ('ZIP code', 'Eircode'). The country is a
 * select when there is a choice, else named as text with the code in a hidden field.
 */
export function AddressFieldset({ role, legend, values, countries, errors, onChange, onBlur }: AddressFieldsetProps) {
  const t = useStrings();
  const country = values.countryCode;
  const rules = addressRulesOf(country);
  const common = (field: AddressField) => {
    const name = addressFieldName(role, field);
    return {
      id: fieldIdOf(name), name, label: t[labelKeyOf(field, country)], error: errors[name], value: values[field],
      autoComplete: autocompleteOf(role, field, country), required: !OPTIONAL.has(field) && !(role === 'billing' && field === 'phone'),
      onChange: (value: string) => onChange(field, value), onBlur: () => onBlur(field),
    };
  };
  return (
    <fieldset className={`shopper-details__address shopper-details__address--${role}`}>
      <legend className="shopper-details__legend">{legend}</legend>
      {formFieldsOf(role, country).map((field) => {
        if (field === 'countryCode') {
          if (countries.length === 1) {
            const only = countries[0]!;
            return (
              <div className="form-field shopper-details__country" key={field}>
                <span className="form-field__label" id={`${fieldIdOf(addressFieldName(role, field))}-label`}>{t.countryLabel}</span>
                <p className="shopper-details__country-name">{only.name}</p>
                <input type="hidden" name={addressFieldName(role, field)} value={only.code} />
              </div>
            );
          }
          return <SelectInput key={field} {...common(field)} options={countries.map((c) => ({ value: c.code, label: c.name }))} />;
        }
        if (field === 'stateOrProvince' && rules.region) {
          return (
            <SelectInput key={field} {...common(field)} prompt={t.chooseRegion}
              options={rules.region.regions.map((r) => ({ value: r.code, label: r.name }))} />
          );
        }
        return (
          <TextInput key={field} {...common(field)} type={field === 'phone' ? 'tel' : 'text'}
            hint={field === 'phone' ? t.phoneHint : undefined} />
        );
      })}
    </fieldset>
  );
}
