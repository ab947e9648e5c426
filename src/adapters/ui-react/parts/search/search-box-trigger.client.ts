/**
 * Loads the search box's suggestions script once the shopper heads for the field (pointer over
 * it or focus in it), so pages pay nothing for it until then.
 */
export function watchForSearchBox(root: Document): void {
  let loading = false;
  const load = (event: Event): void => {
    const form = event.target instanceof Element ? event.target.closest<HTMLFormElement>('form[data-search-box]') : null;
    if (!form || loading) return;
    loading = true;
    void import('./search-box.client.js').then(
      (m) => {
        root.querySelectorAll<HTMLFormElement>('form[data-search-box]').forEach((f) => m.enhanceSearchBox(f));
        root.removeEventListener('pointerover', load);
        root.removeEventListener('focusin', load);
      },
      (error: unknown) => {
        loading = false;
        console.error(error);
      },
    );
  };
  root.addEventListener('pointerover', load);
  root.addEventListener('focusin', load);
}
