/**
 * The sandbox card form's state in the browser: the reducer of card-form-state.ts, and the bin
 * lookups it asks for, sent to the payment sandbox (which stands in for Adyen's
 * `v2/bin/binLookup`) each time the first six digits change. Answers may arrive in any order; the
 * reducer keeps only the latest request's. A lookup that fails leaves the brand detected from the number.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CardBrand } from '../../../../../domain/checkout/card/card-brand.js';
import type { YearMonth } from '../../../../../domain/checkout/card/card-expiry.js';
import { binLookupRequest, readBinLookupResponse, SANDBOX_BIN_LOOKUP_PATH, type BinLookupRequest, type BinLookupResponse } from '../../../rules/checkout/bin-lookup.js';
import { binLookupDue, INITIAL_CARD_FORM, reduceCardForm, type CardFormEvent, type CardFormState } from '../../../rules/checkout/card-form-state.js';
import { fetchJson, type FetchImpl } from '../../../runtime/fetch-json.client.js';

async function lookUpBin(request: BinLookupRequest, fetchImpl?: FetchImpl): Promise<BinLookupResponse | null> {
  return readBinLookupResponse(await fetchJson<unknown>(SANDBOX_BIN_LOOKUP_PATH, { method: 'POST', body: request }, fetchImpl));
}

export function useSandboxCard(today: YearMonth, supportedBrands: readonly CardBrand[] | undefined): [CardFormState, (event: CardFormEvent) => void] {
  const [form, setForm] = useState<CardFormState>(INITIAL_CARD_FORM);
  const dispatch = useCallback((event: CardFormEvent) => setForm((state) => reduceCardForm(state, event, today)), [today]);
  const requests = useRef(0);
  useEffect(() => {
    const bin = binLookupDue(form);
    if (bin === null) return;
    requests.current += 1;
    const requestId = `sandbox-${requests.current}`;
    dispatch({ type: 'binLookupSent', requestId, bin });
    lookUpBin(binLookupRequest(bin, requestId, supportedBrands ?? [])).then(
      (response) => response !== null && dispatch({ type: 'binLookupAnswered', response }),
      () => undefined,
    );
  }, [form, dispatch, supportedBrands]);
  return [form, dispatch];
}
