import { describe, expect, it } from 'vitest';
import { coll8LocationId, coll8OpeningWeek, coll8Results, coll8SavedFields, type Coll8Location } from '../../../src/domain/delivery/coll8-location.js';
import {
  collectPlusOpeningWeek,
  collectPlusSavedFields,
  collectPlusStoreId,
  type CollectPlusStore,
} from '../../../src/domain/delivery/collect-plus-store.js';
import { inpostLockerId, inpostOpeningWeek, inpostSavedFields, type InpostLocker } from '../../../src/domain/delivery/inpost-locker.js';
import { handOverPointSavedFields } from '../../../src/domain/delivery/hand-over-point.js';
import { hoursText, openingWeek, WEEKDAYS } from '../../../src/domain/delivery/opening-hours.js';

const week = (from: string, to: string) => Array.from({ length: 7 }, () => ({ openFrom: from, openTo: to }));

const coll8: Coll8Location = {
  locationCode: 'C8-001',
  companyName: 'Leeds Newsagent',
  address1: '1 Briggate',
  address2: '',
  cityTown: 'Leeds',
  postCode: 'LS1 6HD',
  latitude: 53.797,
  longitude: -1.542,
  locationOperatingHours: [...week('09:00', '17:30').slice(0, 6), { openFrom: '', openTo: '' }],
  infoWindowContent: '<b>Leeds Newsagent</b>',
};

const collectPlus: CollectPlusStore = {
  siteName: 'Corner Shop',
  siteNumber: 'CP-42',
  address: '12 High Street',
  city: 'York',
  county: 'North Yorkshire',
  postCode: 'YO1 7HH',
  hdnCode: 'H42',
  hours: { mon: '07:00 - 22:00', tue: '07:00 - 22:00', wed: '07:00 - 22:00', thu: '07:00 - 22:00', fri: '07:00 - 22:00', sat: '08:00 - 20:00', sun: ' ' },
};

const locker: InpostLocker = {
  id: 'LDS01M',
  buildingNumber: '5',
  address: { line1: 'Station Road', line2: 'Leeds LS1 4DY' },
  openingHours: { monday: { openingHour: '00:00', closingHour: '23:59' }, sunday: { openingHour: '10:00', closingHour: '16:00' } },
};

describe('opening hours', () => {
  it('has seven days Monday to Sunday', () => {
    expect(WEEKDAYS).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
  });
  it('refuses a week that is not seven entries', () => {
    expect(openingWeek(['09:00 - 17:00'])).toEqual({
      ok: false,
      error: { code: 'NOT_SEVEN_DAYS', message: 'Expected 7 days of opening hours, got 1' },
    });
  });
  it('reads a missing end as closed', () => {
    expect(hoursText('09:00', '17:00')).toBe('09:00 - 17:00');
    expect(hoursText('09:00', ' ')).toBe('Closed');
    expect(hoursText(undefined, '17:00')).toBe('Closed');
  });
});

describe('Coll8', () => {
  it('saves the location itself and lists its week', () => {
    expect(coll8SavedFields(coll8)).toBe(coll8);
    expect(coll8LocationId(coll8)).toBe('C8-001');
    const result = coll8OpeningWeek(coll8);
    expect(result.ok && result.value.map((line) => `${line.day}: ${line.text}`)).toEqual([
      'Monday: 09:00 - 17:30',
      'Tuesday: 09:00 - 17:30',
      'Wednesday: 09:00 - 17:30',
      'Thursday: 09:00 - 17:30',
      'Friday: 09:00 - 17:30',
      'Saturday: 09:00 - 17:30',
      'Sunday: Closed',
    ]);
    expect(coll8OpeningWeek({ ...coll8, locationOperatingHours: week('09:00', '17:00').slice(0, 5) }).ok).toBe(false);
  });
  it('reads a null data array as no results', () => {
    expect(coll8Results({ data: null })).toEqual([]);
    expect(coll8Results(null)).toEqual([]);
    expect(coll8Results({ data: [coll8] })).toEqual([coll8]);
  });
});

describe('Collect Plus', () => {
  it('saves site_name, Address, City, County, Postcode, hdn_code', () => {
    expect(collectPlusSavedFields(collectPlus)).toEqual({
      site_name: 'Corner Shop',
      Address: '12 High Street',
      City: 'York',
      County: 'North Yorkshire',
      Postcode: 'YO1 7HH',
      hdn_code: 'H42',
    });
    expect(collectPlusStoreId(collectPlus)).toBe('CP-42');
  });
  it('lists mon..sun as Monday..Sunday', () => {
    const lines = collectPlusOpeningWeek(collectPlus);
    expect(lines).toHaveLength(7);
    expect(lines[0]).toEqual({ day: 'Monday', text: '07:00 - 22:00' });
    expect(lines[5]).toEqual({ day: 'Saturday', text: '08:00 - 20:00' });
    expect(lines[6]).toEqual({ day: 'Sunday', text: 'Closed' });
  });
});

describe('Inpost', () => {
  it('saves the locker itself and reads lowercase weekdays', () => {
    expect(inpostSavedFields(locker)).toBe(locker);
    expect(inpostLockerId(locker)).toBe('LDS01M');
    const lines = inpostOpeningWeek(locker);
    expect(lines.map((line) => line.day)).toEqual(WEEKDAYS);
    expect(lines[0]?.text).toBe('00:00 - 23:59');
    expect(lines[1]?.text).toBe('Closed');
    expect(lines[6]?.text).toBe('10:00 - 16:00');
  });
});

describe('hand-over point', () => {
  it('maps the widget result to the saved fields', () => {
    expect(
      handOverPointSavedFields({
        facilityId: 'F-9',
        facilityName: 'Asda Leeds',
        address: 'Kirkstall Road',
        city: 'Leeds',
        county: 'West Yorkshire',
        postCode: 'LS4 2AZ',
        countryCode: 'GB',
      }),
    ).toEqual({
      FacilityID: 'F-9',
      FacilityName: 'Asda Leeds',
      CompanyName: 'Asda Leeds',
      AddressLine1: 'Kirkstall Road',
      AddressLine2: null,
      AddressLine3: null,
      Town: 'Leeds',
      County: 'West Yorkshire',
      Postcode: 'LS4 2AZ',
      CountryCode: 'GB',
    });
  });
});
