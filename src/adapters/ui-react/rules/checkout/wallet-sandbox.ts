/**
 * The sandbox wallet sheet's calls (no Adyen credentials): the test cards it offers, and the
 * signed token an approval gives (the sandbox gateway takes no other). Shared by the server's
 * routes and the browser's sheet.
 */
export const SANDBOX_WALLET_CARDS_URL = '/payment-sandbox/wallet/cards';
export const SANDBOX_WALLET_TOKEN_URL = '/payment-sandbox/wallet/token';

/** A test card as the sheet lists it (never its number). */
export interface SandboxWalletCard {
  id: string;
  brand: string;
  network: string;
  lastFour: string;
  /** What paying with it gives: Authorised, or Refused with its reason. */
  outcome: 'Authorised' | 'Refused' | 'Error' | 'Received';
  refusalReason: string | null;
}

/** Reads GET SANDBOX_WALLET_CARDS_URL's body defensively. */
export function readSandboxWalletCards(body: unknown): SandboxWalletCard[] {
  const cards = typeof body === 'object' && body !== null ? (body as { cards?: unknown }).cards : null;
  if (!Array.isArray(cards)) return [];
  return cards.flatMap((c): SandboxWalletCard[] => {
    if (typeof c !== 'object' || c === null) return [];
    const card = c as Record<string, unknown>;
    const text = (v: unknown): string => (typeof v === 'string' ? v : '');
    const outcome = card['outcome'];
    if (text(card['id']) === '' || (outcome !== 'Authorised' && outcome !== 'Refused' && outcome !== 'Error' && outcome !== 'Received')) return [];
    return [{
      id: text(card['id']), brand: text(card['brand']), network: text(card['network']), lastFour: text(card['lastFour']), outcome,
      refusalReason: typeof card['refusalReason'] === 'string' ? card['refusalReason'] : null,
    }];
  });
}

/** A test address per delivery country, for the express sheet to start from (the shopper may change it). */
const TEST_ADDRESSES: Readonly<Record<string, { address1: string; locality: string; postalCode: string; administrativeArea: string; phoneNumber: string }>> = {
  GB: { address1: '10 Downing Street', locality: 'London', postalCode: 'SW1A 2AA', administrativeArea: '', phoneNumber: '020 7946 0018' },
  IE: { address1: '1 Grafton Street', locality: 'Dublin', postalCode: 'D02 X285', administrativeArea: '', phoneNumber: '01 555 0100' },
  NL: { address1: 'Damrak 1', locality: 'Amsterdam', postalCode: '1012 LG', administrativeArea: '', phoneNumber: '020 555 0100' },
  DE: { address1: 'Unter den Linden 1', locality: 'Berlin', postalCode: '10117', administrativeArea: '', phoneNumber: '030 5550100' },
  FR: { address1: '1 Rue de Rivoli', locality: 'Paris', postalCode: '75001', administrativeArea: '', phoneNumber: '01 55 55 01 00' },
  PL: { address1: 'ul. Marszałkowska 1', locality: 'Warszawa', postalCode: '00-624', administrativeArea: '', phoneNumber: '22 555 01 00' },
  US: { address1: '350 Fifth Avenue', locality: 'New York', postalCode: '10118', administrativeArea: 'NY', phoneNumber: '212 555 0100' },
};

/** The sheet's starting address for a country (the GB one where none is known, with the country kept). */
export function sandboxTestAddress(countryCode: string): { name: string; address1: string; address3: string; locality: string; administrativeArea: string; postalCode: string; countryCode: string; phoneNumber: string } {
  const country = countryCode.toUpperCase();
  const known = TEST_ADDRESSES[country];
  const base = known ?? TEST_ADDRESSES['GB']!;
  return { name: 'Sam Tester', address3: '', ...base, countryCode: known ? country : 'GB' };
}

export const SANDBOX_TEST_EMAIL = 'sam.tester@example.com';
