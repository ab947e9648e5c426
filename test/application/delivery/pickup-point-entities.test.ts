import { describe, expect, test } from 'vitest';
import {
  dayHoursOf, toCollectPlusStore, toColl8Location, toHandOverPoint, toHermesParcelShop, toInpostLocker,
} from '../../../src/application/delivery/pickup-point-entities.js';
import type { PickupPoint } from '../../../src/ports/pickup-network.port.js';

const weekday = { opens: '07:00', closes: '22:00' };
const point: PickupPoint = {
  network: 'collect-plus',
  id: '10086',
  name: 'Spar Headingley',
  addressLines: ['7 Otley Road', 'Headingley'],
  town: 'Leeds',
  county: 'West Yorkshire',
  postcode: 'LS6 3AA',
  countryCode: 'GB',
  latitude: 53.8195,
  longitude: -1.5772,
  openingHours: [weekday, weekday, weekday, weekday, weekday, { opens: '08:00', closes: '20:00' }, null],
  distanceMetres: 420,
  routingCode: 'LS042',
};

describe('PickupPoint to each network\'s wire shape', () => {
  test('Coll8 location: hours as openFrom/openTo, blank when closed; the info window is plain text', () => {
    expect(toColl8Location(point)).toEqual({
      locationCode: '10086', companyName: 'Spar Headingley', address1: '7 Otley Road', address2: 'Headingley', cityTown: 'Leeds',
      postCode: 'LS6 3AA', latitude: 53.8195, longitude: -1.5772,
      locationOperatingHours: [
        ...Array(5).fill({ openFrom: '07:00', openTo: '22:00' }), { openFrom: '08:00', openTo: '20:00' }, { openFrom: '', openTo: '' },
      ],
      infoWindowContent: 'Spar Headingley, 7 Otley Road, Headingley, Leeds LS6 3AA',
    });
  });

  test('Collect+ store: hours per weekday as display text, blank when closed', () => {
    expect(toCollectPlusStore(point)).toEqual({
      siteName: 'Spar Headingley', siteNumber: '10086', address: '7 Otley Road, Headingley', city: 'Leeds', county: 'West Yorkshire',
      postCode: 'LS6 3AA', hdnCode: 'LS042', latitude: 53.8195, longitude: -1.5772,
      hours: { mon: '07:00 - 22:00', tue: '07:00 - 22:00', wed: '07:00 - 22:00', thu: '07:00 - 22:00', fri: '07:00 - 22:00', sat: '08:00 - 20:00', sun: '' },
    });
  });

  test('InPost locker: building number, two address lines, a closed day left out, the location', () => {
    const locker = toInpostLocker({ ...point, network: 'inpost', id: 'LDS01M' });
    expect(locker).toEqual({
      id: 'LDS01M', buildingNumber: '7', address: { line1: '7 Otley Road, Headingley', line2: 'Leeds LS6 3AA' },
      openingHours: {
        monday: { openingHour: '07:00', closingHour: '22:00' }, tuesday: { openingHour: '07:00', closingHour: '22:00' },
        wednesday: { openingHour: '07:00', closingHour: '22:00' }, thursday: { openingHour: '07:00', closingHour: '22:00' },
        friday: { openingHour: '07:00', closingHour: '22:00' }, saturday: { openingHour: '08:00', closingHour: '20:00' },
      },
      location: { latitude: 53.8195, longitude: -1.5772 },
    });
  });

  test('Evri parcel shop and hand-over point: seven display lines, Closed on Sunday', () => {
    const lines = [...Array(5).fill('07:00 - 22:00'), '08:00 - 20:00', 'Closed'];
    expect(toHermesParcelShop(point)).toEqual({
      externalId: '10086', description: 'Spar Headingley', address: { street: '7 Otley Road, Headingley', city: 'Leeds', postCode: 'LS6 3AA' },
      latitude: 53.8195, longitude: -1.5772, openingHours: lines,
    });
    expect(toHandOverPoint(point)).toEqual({
      facilityId: '10086', facilityName: 'Spar Headingley', address: '7 Otley Road, Headingley', city: 'Leeds', county: 'West Yorkshire',
      postCode: 'LS6 3AA', countryCode: 'GB', latitude: 53.8195, longitude: -1.5772, openingHours: lines,
    });
  });

  test('display text back to hours', () => {
    expect(dayHoursOf('09:00 - 17:30')).toEqual({ opens: '09:00', closes: '17:30' });
    expect(dayHoursOf(' 9:00-17:30 ')).toEqual({ opens: '9:00', closes: '17:30' });
    expect(dayHoursOf('Closed')).toBeNull();
    expect(dayHoursOf('')).toBeNull();
    expect(dayHoursOf('by appointment')).toBeNull();
  });
});
