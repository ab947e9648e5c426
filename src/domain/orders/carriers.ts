/**
 * The UK and EU carriers an order can be dispatched with: each one's code (what the API takes),
 * the name a shopper reads, the public tracking page with `{tracking}` where the tracking number
 * goes (URL-encoded), and the shape of its tracking numbers where that is well known.
 */
export interface Carrier {
  code: string;
  name: string;
  trackingUrlTemplate: string;
  trackingNumber: RegExp;
}

/** Any carrier's number when its own format is not fixed: 3 to 40 letters and digits. */
const GENERIC_TRACKING_NUMBER = /^[A-Z0-9]{3,40}$/;

export const CARRIERS: readonly Carrier[] = [
  // Tracked items carry the UPU S10 number: two letters, eight digits and a check digit, then GB.
  { code: 'royal-mail', name: 'Royal Mail', trackingUrlTemplate: 'https://www.royalmail.com/track-your-item#/tracking-results/{tracking}', trackingNumber: /^[A-Z]{2}\d{9}GB$/ },
  // A DPD parcel number is 14 digits.
  { code: 'dpd', name: 'DPD', trackingUrlTemplate: 'https://tracking.dpd.de/status/en_US/parcel/{tracking}', trackingNumber: /^\d{14}$/ },
  { code: 'evri', name: 'Evri', trackingUrlTemplate: 'https://www.evri.com/track-parcel/{tracking}', trackingNumber: GENERIC_TRACKING_NUMBER },
  // An InPost parcel number is 24 digits.
  { code: 'inpost', name: 'InPost', trackingUrlTemplate: 'https://inpost.pl/sledzenie-przesylek?number={tracking}', trackingNumber: /^\d{24}$/ },
  { code: 'dhl', name: 'DHL', trackingUrlTemplate: 'https://www.dhl.com/gb-en/home/tracking/tracking-parcel.html?submit=1&tracking-id={tracking}', trackingNumber: GENERIC_TRACKING_NUMBER },
  { code: 'postnl', name: 'PostNL', trackingUrlTemplate: 'https://postnl.nl/tracktrace/?B={tracking}', trackingNumber: GENERIC_TRACKING_NUMBER },
  { code: 'gls', name: 'GLS', trackingUrlTemplate: 'https://gls-group.eu/track/{tracking}', trackingNumber: GENERIC_TRACKING_NUMBER },
];

export const carrierByCode = (code: string): Carrier | null => CARRIERS.find((c) => c.code === code) ?? null;

/**
 * A tracking number as the carrier prints it, without the spaces and dashes people copy with it,
 * in capitals; null when it is not one of the carrier's numbers.
 */
export function normaliseTrackingNumber(carrier: Carrier, typed: string): string | null {
  const compact = typed.replace(/[\s-]/g, '').toUpperCase();
  return carrier.trackingNumber.test(compact) ? compact : null;
}

/** The carrier's public tracking page for a tracking number. */
export const trackingUrlOf = (carrier: Carrier, trackingNumber: string): string =>
  carrier.trackingUrlTemplate.replace('{tracking}', encodeURIComponent(trackingNumber));
