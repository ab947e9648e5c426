/**
 * A wallet payment in sandbox mode (no Adyen credentials), loaded on the first click of a wallet
 * button: the sandbox sheet opens over the page; its approval asks the sandbox to seal the chosen
 * test card into a token (SANDBOX_WALLET_TOKEN_URL), which is paid like a real wallet's token.
 * Cancel closes the sheet and sends nothing.
 */
import { createRoot } from 'react-dom/client';
import {
  readSandboxWalletCards, SANDBOX_TEST_EMAIL, SANDBOX_WALLET_CARDS_URL, SANDBOX_WALLET_TOKEN_URL, sandboxTestAddress, type SandboxWalletCard,
} from '../../../rules/checkout/wallet-sandbox.js';
import type { WalletApproval, WalletKind } from '../../../rules/checkout/wallet-payload.js';
import type { TranslatableStrings } from '../../../../i18n/catalogue.js';
import { StringsContext } from '../../../runtime/i18n/strings-context.js';
import { jsonRequestInit } from '../../../runtime/fetch-json.client.js';
import type { PaymentAreaView } from './payment-area.view.js';
import { WalletSheet, type WalletSheetChoice } from './wallet-sheet.client.js';

export interface SandboxWalletOptions {
  kind: WalletKind;
  express: boolean;
  settings: PaymentAreaView;
  strings: TranslatableStrings;
  /** The wallet button, which gets focus back when the sheet closes. */
  opener: Element | null;
}

/** The total as the sheet shows it, in the currency's own minor units. */
function amountTextOf(settings: Pick<PaymentAreaView, 'orderTotalMinor' | 'currency' | 'locale'>): string {
  try {
    const format = new Intl.NumberFormat(settings.locale || 'en-GB', { style: 'currency', currency: settings.currency });
    const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
    return format.format(settings.orderTotalMinor / 10 ** digits);
  } catch {
    return `${settings.orderTotalMinor} ${settings.currency}`;
  }
}

async function loadCards(): Promise<SandboxWalletCard[]> {
  try {
    const response = await fetch(SANDBOX_WALLET_CARDS_URL, { credentials: 'same-origin', headers: { accept: 'application/json' } });
    return response.ok ? readSandboxWalletCards(await response.json()) : [];
  } catch {
    return [];
  }
}

async function sealCard(kind: WalletKind, cardId: string): Promise<{ token: string; network: string } | null> {
  try {
    const response = await fetch(SANDBOX_WALLET_TOKEN_URL, jsonRequestInit({ method: 'POST', body: { wallet: kind, card: cardId } }));
    if (!response.ok) return null;
    const body = (await response.json()) as { token?: unknown; network?: unknown };
    return typeof body.token === 'string' && typeof body.network === 'string' ? { token: body.token, network: body.network } : null;
  } catch {
    return null;
  }
}

/** Opens the sandbox sheet; resolves with the approval (a sealed token), or null when the shopper cancels. */
export function openSandboxWallet(options: SandboxWalletOptions): Promise<WalletApproval | null> {
  const host = document.createElement('div');
  host.className = 'wallet-sheet__host';
  document.body.append(host);
  const root = createRoot(host);
  const express = options.express
    ? { email: SANDBOX_TEST_EMAIL, shippingAddress: sandboxTestAddress(options.settings.countryCode) }
    : null;
  return new Promise((resolve) => {
    let cards: SandboxWalletCard[] | null = null;
    let settled = false;
    const finish = (approval: WalletApproval | null): void => {
      if (settled) return;
      settled = true;
      root.unmount();
      host.remove();
      resolve(approval);
    };
    const approve = async (choice: WalletSheetChoice): Promise<void> => {
      const sealed = await sealCard(options.kind, choice.cardId);
      if (sealed === null) {
        cards = [];
        render();
        return;
      }
      finish({
        token: sealed.token,
        network: options.kind === 'googlepay' ? sealed.network : null,
        express: choice.express === null ? null : { ...choice.express, billingAddress: null },
      });
    };
    const render = (): void => {
      root.render(
        <StringsContext.Provider value={options.strings}>
          <WalletSheet kind={options.kind} amountText={amountTextOf(options.settings)} merchantName={options.settings.merchantName}
            cards={cards} express={express} opener={options.opener} onApprove={(choice) => void approve(choice)} onCancel={() => finish(null)} />
        </StringsContext.Provider>,
      );
    };
    render();
    void loadCards().then((loaded) => {
      cards = loaded;
      if (!settled) render();
    });
  });
}
