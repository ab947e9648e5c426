import { hoursText, WEEKDAYS, type OpeningHoursLine, type Weekday } from './opening-hours.js';

/** Inpost keys its opening hours by lowercase weekday. */
export type InpostDay = Lowercase<Weekday>;

export interface InpostDayHours {
  openingHour: string;
  closingHour: string;
}

/** Inpost locker (spec section 3); a day missing from openingHours is closed. */
export interface InpostLocker {
  id: string;
  buildingNumber: string;
  address: { line1: string; line2: string };
  openingHours: Partial<Record<InpostDay, InpostDayHours>>;
}

/** The spec shows no separate saved shape for Inpost: the locker itself is saved. */
export function inpostSavedFields(locker: InpostLocker): InpostLocker {
  return locker;
}

export function inpostLockerId(locker: InpostLocker): string {
  return locker.id;
}

export function inpostOpeningWeek(locker: InpostLocker): OpeningHoursLine[] {
  return WEEKDAYS.map((day) => {
    const hours = locker.openingHours[day.toLowerCase() as InpostDay];
    return { day, text: hoursText(hours?.openingHour, hours?.closingHour) };
  });
}
