/** The ids and attributes the consent markup and its browser code share (no React, so the entry stays small). */
export const TAG_MANAGER_BLOCK_ID = 'tag-manager';
export const CONSENT_BANNER_ID = 'consent-banner';
/** The footer's "Cookie settings" control. */
export const COOKIE_SETTINGS_ATTRIBUTE = 'data-cookie-settings';
