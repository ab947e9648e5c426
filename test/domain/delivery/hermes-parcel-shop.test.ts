import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import {
  decodeHermesCookie,
  encodeHermesCookie,
  HERMES_COOKIE_NAME,
  hermesCookie,
  hermesSavedFields,
  type HermesParcelShop,
} from '../../../src/domain/delivery/hermes-parcel-shop.js';

const shop: HermesParcelShop = {
  externalId: 'H-77',
  description: 'Post Office, Headingley',
  address: { street: 'Unit 3, North Lane', city: 'Leeds, West Yorkshire', postCode: 'LS6 3HU' },
};

describe('Hermes cookie', () => {
  it('replaces commas in address values by |', () => {
    const value = encodeHermesCookie(shop);
    expect(JSON.parse(value)).toEqual({
      externalId: 'H-77',
      description: 'Post Office, Headingley',
      address: { street: 'Unit 3| North Lane', city: 'Leeds| West Yorkshire', postCode: 'LS6 3HU' },
    });
  });
  it('decodes back to the shop', () => {
    expect(decodeHermesCookie(encodeHermesCookie(shop))).toEqual({ ok: true, value: shop });
  });
  it('refuses values that are not a parcel shop', () => {
    const malformed = { ok: false, error: { code: 'MALFORMED_HERMES_COOKIE', message: 'Cookie HermesOptions does not hold a parcel shop' } };
    expect(decodeHermesCookie('not json')).toEqual(malformed);
    expect(decodeHermesCookie('[]')).toEqual(malformed);
    expect(decodeHermesCookie('{"externalId":"1","description":"x"}')).toEqual(malformed);
    expect(decodeHermesCookie('{"externalId":1,"description":"x","address":{"street":"","city":"","postCode":""}}')).toEqual(malformed);
    expect(decodeHermesCookie('{"externalId":"1","description":"x","address":{"street":"","city":2,"postCode":""}}')).toEqual(malformed);
  });
  it('lives 30 days under the name HermesOptions', () => {
    expect(hermesCookie(shop)).toEqual({ name: 'HermesOptions', value: encodeHermesCookie(shop), lifetimeDays: 30 });
    expect(HERMES_COOKIE_NAME).toBe('HermesOptions');
    expect(hermesSavedFields(shop)).toBe(shop);
  });
});

const textWithoutPipe = fc.string().filter((text) => !text.includes('|'));
const shopArb: fc.Arbitrary<HermesParcelShop> = fc.record({
  externalId: fc.string(),
  description: fc.string(),
  address: fc.record({ street: textWithoutPipe, city: textWithoutPipe, postCode: textWithoutPipe }),
});

test.prop([shopArb])('encoding then decoding gives the shop back', (parcelShop) => {
  expect(decodeHermesCookie(encodeHermesCookie(parcelShop))).toEqual({ ok: true, value: parcelShop });
});

test.prop([shopArb])('an encoded address holds no comma', (parcelShop) => {
  const decoded = JSON.parse(encodeHermesCookie(parcelShop)) as HermesParcelShop;
  expect(Object.values(decoded.address).some((value) => value.includes(','))).toBe(false);
});

test.prop([fc.string()])('decoding never throws', (value) => {
  decodeHermesCookie(value);
});
