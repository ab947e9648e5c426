import type { FacetOptionView } from './facet-option.view.js';

/** A facet of a GET filter form as a group of checkboxes named `name`, each with its product count; nothing when the facet has no options. */
export function FacetFieldset({ legend, name, options }: { legend: string; name: string; options: readonly FacetOptionView[] }) {
  if (options.length === 0) return null;
  return (
    <fieldset className="filters__group">
      <legend className="filters__legend">{legend}</legend>
      <div className={`filters__options filters__options--${name}`}>
        {options.map((o) => (
          <label className="filter-option" key={o.value}>
            <input type="checkbox" name={name} value={o.value} defaultChecked={o.checked} />
            <span className="filter-option__value">{o.label}</span>
            <span className="filter-option__count">{`(${o.count})`}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
