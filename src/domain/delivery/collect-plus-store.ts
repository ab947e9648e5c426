import { hoursText, WEEKDAYS, type OpeningHoursLine, type Weekday } from './opening-hours.js';

export type CollectPlusDay = 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun';

const DAY_KEY: Record<Weekday, CollectPlusDay> = {
  Monday: 'mon',
  Tuesday: 'tue',
  Wednesday: 'wed',
  Thursday: 'thu',
  Friday: 'fri',
  Saturday: 'sat',
  Sunday: 'sun',
};

/** Collect Plus store (spec section 3): hours per weekday as display text, e.g. '07:00 - 22:00'. */
export interface CollectPlusStore {
  siteName: string;
  siteNumber: string;
  address: string;
  city: string;
  county: string;
  postCode: string;
  hdnCode: string;
  hours: Record<CollectPlusDay, string>;
}

/** The fields a Collect Plus selection saves (spec section 3). */
export interface CollectPlusSavedFields {
  site_name: string;
  Address: string;
  City: string;
  County: string;
  Postcode: string;
  hdn_code: string;
}

export function collectPlusSavedFields(store: CollectPlusStore): CollectPlusSavedFields {
  return {
    site_name: store.siteName,
    Address: store.address,
    City: store.city,
    County: store.county,
    Postcode: store.postCode,
    hdn_code: store.hdnCode,
  };
}

export function collectPlusStoreId(store: CollectPlusStore): string {
  return store.siteNumber;
}

/** Seven lines Monday..Sunday; a blank day reads 'Closed'. */
export function collectPlusOpeningWeek(store: CollectPlusStore): OpeningHoursLine[] {
  return WEEKDAYS.map((day) => {
    const text = store.hours[DAY_KEY[day]].trim();
    return { day, text: text === '' ? hoursText(null, null) : text };
  });
}
