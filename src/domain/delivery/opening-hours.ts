import { err, ok, type Result } from '../shared/result.js';

/** Opening hours are shown for seven days, Monday to Sunday (spec section 9). */
export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const CLOSED_TEXT = 'Closed';

/** One display line of a location's week. */
export interface OpeningHoursLine {
  day: Weekday;
  text: string;
}

export interface OpeningHoursError {
  code: 'NOT_SEVEN_DAYS';
  message: string;
}

/** 'opens - closes', or 'Closed' when either end is missing or blank. */
export function hoursText(opens: string | null | undefined, closes: string | null | undefined): string {
  const from = opens?.trim() ?? '';
  const to = closes?.trim() ?? '';
  return from === '' || to === '' ? CLOSED_TEXT : `${from} - ${to}`;
}

/** Seven texts in Monday..Sunday order to the week's lines; any other count is refused. */
export function openingWeek(texts: readonly string[]): Result<OpeningHoursLine[], OpeningHoursError> {
  if (texts.length !== WEEKDAYS.length) {
    return err({ code: 'NOT_SEVEN_DAYS', message: `Expected 7 days of opening hours, got ${texts.length}` });
  }
  return ok(WEEKDAYS.map((day, index) => ({ day, text: texts[index] ?? CLOSED_TEXT })));
}
