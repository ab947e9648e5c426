import { useStrings } from '../../runtime/i18n/strings-context.js';

const SEARCH_LISTBOX_ID = 'search-suggestions';

/**
 * The header's search box: a plain GET form to /search (works without JavaScript). The
 * suggestions' script (search-box.client.ts) is loaded when the shopper heads for the field and
 * turns it into a combobox: suggestions as they type (debounced), arrows to choose, Enter to open.
 */
export function SearchBox() {
  const t = useStrings();
  return (
    <form className="search-box" role="search" method="get" action="/search" data-search-box="">
      <label className="visually-hidden" htmlFor="search-box-input">{t.searchLabel}</label>
      <input className="search-box__input field__control" id="search-box-input" type="search" name="q"
        placeholder={t.searchPlaceholder} autoComplete="off" maxLength={200} enterKeyHint="search"
        role="combobox" aria-expanded="false" aria-autocomplete="list" aria-controls={SEARCH_LISTBOX_ID} />
      <button className="search-box__submit button button--primary" type="submit">{t.searchSubmit}</button>
      <ul className="search-box__suggestions" id={SEARCH_LISTBOX_ID} role="listbox" aria-label={t.searchSuggestionsLabel} hidden />
      <p className="visually-hidden" role="status" aria-live="polite" data-search-status="" />
    </form>
  );
}
