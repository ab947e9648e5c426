import type { FormEvent } from 'react';
import { setClientState, useClientStore } from '../../runtime/client-store.js';
import { useStrings } from '../../runtime/i18n/strings-context.js';
import type { SizingRegion } from '../../../../domain/catalog/sizing-region.js';

export interface SizingRegionFormProps {
  productId: number;
  sizingRegion: SizingRegion;
  sizingRegions: readonly SizingRegion[];
  /** Where the form goes without JavaScript: the product page itself. */
  regionAction: string;
}

/**
 * Sizing-region selector (UK default, then EU, US, AU). With JavaScript a change is stored in the
 * client store (session storage 'sizing-region') and every buy grid on the page, and in open
 * quick views, reloads itself for the region; without, it is a GET form reloading the page.
 */
export function SizingRegionForm({ productId, sizingRegion, sizingRegions, regionAction }: SizingRegionFormProps) {
  const t = useStrings();
  const stored = useClientStore((s) => s.sizingRegion);
  const id = `sizing-region-${productId}`;
  const current = (sizingRegions as readonly string[]).includes(stored) ? stored : sizingRegion;
  return (
    <form className="sizing-region" method="get" action={regionAction} data-sizing-region-form=""
      onSubmit={(e: FormEvent) => e.preventDefault()}>
      <label className="field__label" htmlFor={id}>{t.sizingRegion}</label>
      <select className="field__control sizing-region__select" id={id} name="sizingRegion" value={current}
        onChange={(e) => setClientState({ sizingRegion: e.target.value })}>
        {sizingRegions.map((r) => (
          <option key={r} value={r}>{r}</option>
        ))}
      </select>
      <noscript><button className="button button--secondary" type="submit">{t.showSizes}</button></noscript>
    </form>
  );
}
