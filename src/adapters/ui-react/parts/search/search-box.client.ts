/**
 * The header search box as a combobox: suggestions fetched as the shopper types (debounced by
 * the spec's 250 ms, answers out of order ignored), ArrowDown/ArrowUp/Home/End move through them
 * with aria-activedescendant, Enter opens the active suggestion (else the form searches), Escape
 * closes the list. Loaded on first focus or pointer over the field.
 */
import { isComboboxKey, nextActiveOption, suggestionTextOf } from '../../rules/search/combobox.js';
import { DEFAULT_DEBOUNCE_MS } from '../../rules/timings.js';
import { debounce } from '../../runtime/debounce.js';
import { fetchJson } from '../../runtime/fetch-json.client.js';
import { interpolate } from '../../runtime/i18n/interpolate.js';
import { pageStrings } from '../../runtime/i18n/page-strings.js';

interface Suggestion {
  objectID: string;
  url: string;
  title: string;
  image: string;
  price: { current: string; original: string | null };
  productcode: string;
}

const enhanced = new WeakSet<HTMLFormElement>();

export function enhanceSearchBox(form: HTMLFormElement): void {
  if (enhanced.has(form)) return;
  enhanced.add(form);
  const input = form.querySelector<HTMLInputElement>('input[role="combobox"]');
  const list = form.querySelector<HTMLUListElement>('[role="listbox"]');
  const status = form.querySelector<HTMLElement>('[data-search-status]');
  if (!input || !list || !status) return;
  let suggestions: Suggestion[] = [];
  let active = -1;
  let asked = 0;

  const optionId = (i: number) => `${list.id}-option-${i}`;
  const setActive = (index: number) => {
    active = index;
    list.querySelectorAll<HTMLElement>('[role="option"]').forEach((option, i) => option.setAttribute('aria-selected', String(i === active)));
    if (active >= 0) input.setAttribute('aria-activedescendant', optionId(active));
    else input.removeAttribute('aria-activedescendant');
    list.querySelector(`#${optionId(active)}`)?.scrollIntoView({ block: 'nearest' });
  };
  const close = () => {
    list.hidden = true;
    input.setAttribute('aria-expanded', 'false');
    setActive(-1);
  };
  const show = (found: Suggestion[]) => {
    suggestions = found;
    list.replaceChildren(...found.map((s, i) => {
      const option = document.createElement('li');
      option.id = optionId(i);
      option.className = 'search-box__option';
      option.setAttribute('role', 'option');
      option.setAttribute('aria-selected', 'false');
      option.dataset.url = s.url;
      const title = document.createElement('span');
      title.className = 'search-box__option-title';
      title.textContent = s.title;
      const price = document.createElement('span');
      price.className = 'search-box__option-price';
      price.textContent = s.price.current;
      option.append(title, price);
      option.addEventListener('mousedown', (event) => event.preventDefault());
      option.addEventListener('click', () => location.assign(s.url));
      return option;
    }));
    active = -1;
    input.removeAttribute('aria-activedescendant');
    const open = found.length > 0;
    list.hidden = !open;
    input.setAttribute('aria-expanded', String(open));
    status.textContent = open ? interpolate(pageStrings().searchSuggestionCount, { count: found.length }) : pageStrings().searchNoSuggestions;
  };

  const ask = debounce((text: string) => {
    const ticket = ++asked;
    fetchJson<{ suggestions: Suggestion[] }>(`/search/api/suggest?q=${encodeURIComponent(text)}`).then(
      (answer) => { if (ticket === asked && input.value.trim() === text) show(answer.suggestions); },
      () => { if (ticket === asked) close(); },
    );
  }, DEFAULT_DEBOUNCE_MS);

  input.addEventListener('input', () => {
    const text = suggestionTextOf(input.value);
    if (text === null) {
      ask.cancel();
      asked++;
      close();
      return;
    }
    ask(text);
  });
  input.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' && active >= 0 && !list.hidden) {
      event.preventDefault();
      location.assign(suggestions[active]!.url);
      return;
    }
    if (!isComboboxKey(event.key)) return;
    if (event.key === 'Escape') {
      if (!list.hidden) event.preventDefault();
      close();
      return;
    }
    if (list.hidden || suggestions.length === 0) return;
    if ((event.key === 'Home' || event.key === 'End') && active < 0) return; // caret moves in the text
    event.preventDefault();
    setActive(nextActiveOption(event.key, active, suggestions.length));
  });
  input.addEventListener('blur', () => close());
  // Letters typed while this script was loading still get their suggestions.
  const typed = document.activeElement === input ? suggestionTextOf(input.value) : null;
  if (typed !== null) ask(typed);
}
