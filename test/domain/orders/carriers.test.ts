import { describe, expect, it } from 'vitest';
import { CARRIERS, carrierByCode, normaliseTrackingNumber, trackingUrlOf } from '../../../src/domain/orders/carriers.js';

const carrier = (code: string) => carrierByCode(code)!;

describe('carriers', () => {
  it('lists the UK and EU carriers, each with a tracking page on https', () => {
    expect(CARRIERS.map((c) => c.name)).toEqual(['Royal Mail', 'DPD', 'Evri', 'InPost', 'DHL', 'PostNL', 'GLS']);
    for (const c of CARRIERS) expect(c.trackingUrlTemplate).toMatch(/^https:\/\/[^{}]+\{tracking\}[^{}]*$/);
    expect(carrierByCode('ups')).toBeNull();
  });

  it('checks tracking numbers by each carrier\'s format, spaces and dashes aside', () => {
    expect(normaliseTrackingNumber(carrier('royal-mail'), 'ab 123 456 785 gb')).toBe('AB123456785GB');
    expect(normaliseTrackingNumber(carrier('royal-mail'), 'AB12345678GB')).toBeNull();
    expect(normaliseTrackingNumber(carrier('dpd'), '1550-1234-5678-90')).toBe('15501234567890');
    expect(normaliseTrackingNumber(carrier('dpd'), '1550123456789')).toBeNull();
    expect(normaliseTrackingNumber(carrier('inpost'), '5200 0001 2680 0410 8677 0098')).toBe('520000012680041086770098');
    expect(normaliseTrackingNumber(carrier('evri'), 'H01ABC1234567890')).toBe('H01ABC1234567890');
    expect(normaliseTrackingNumber(carrier('gls'), 'ab')).toBeNull();
    expect(normaliseTrackingNumber(carrier('dhl'), '1234<script>')).toBeNull();
    expect(normaliseTrackingNumber(carrier('postnl'), 'X'.repeat(41))).toBeNull();
  });

  it('puts the tracking number in the link URL-encoded', () => {
    expect(trackingUrlOf(carrier('royal-mail'), 'AB123456785GB')).toBe('https://www.royalmail.com/track-your-item#/tracking-results/AB123456785GB');
    expect(trackingUrlOf(carrier('postnl'), '3S&B=1')).toBe('https://postnl.nl/tracktrace/?B=3S%26B%3D1');
  });
});
