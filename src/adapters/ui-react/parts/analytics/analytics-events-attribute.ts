/** Marks a page's JSON block of GA4 events (no React here, so the entry stays small). */
export const ANALYTICS_EVENTS_ATTRIBUTE = 'data-analytics-events';
