/** 3DS2 challenge window sizes (spec 9): code, width and height. */
export const CHALLENGE_WINDOW_SIZES = {
  '01': { width: 250, height: 400 },
  '02': { width: 390, height: 400 },
  '03': { width: 500, height: 600 },
  '04': { width: 600, height: 400 },
  '05': { width: '100%', height: '100%' },
} as const;

export type ChallengeWindowSizeCode = keyof typeof CHALLENGE_WINDOW_SIZES;
const DEFAULT_CHALLENGE_WINDOW_SIZE: ChallengeWindowSizeCode = '02';

function isChallengeWindowSizeCode(value: string): value is ChallengeWindowSizeCode {
  return Object.hasOwn(CHALLENGE_WINDOW_SIZES, value);
}

/** The size for a configured code; any unknown code falls back to 02. */
export function challengeWindowSize(code: string | null | undefined) {
  const resolved = code && isChallengeWindowSizeCode(code) ? code : DEFAULT_CHALLENGE_WINDOW_SIZE;
  return { code: resolved, ...CHALLENGE_WINDOW_SIZES[resolved] };
}

/** What decides whether the payment page counts as mobile: the window's width and the browser's user agent. */
export interface PaymentPageDevice {
  width: number;
  userAgent: string;
}

const MOBILE_PAYMENT_PAGE_MAX_WIDTH = 768;
const MOBILE_USER_AGENT = /Android|iPhone|iPod/;

/** Spec 9: the payment page is mobile when it is at most 768 px wide and the browser is an Android, iPhone or iPod. */
export function isMobilePaymentPage(device: PaymentPageDevice): boolean {
  return device.width <= MOBILE_PAYMENT_PAGE_MAX_WIDTH && MOBILE_USER_AGENT.test(device.userAgent);
}

/** The 3-D Secure challenge fills the screen (05) on a mobile payment page, and has the default size (02) elsewhere. */
export function paymentPageChallengeSize(device: PaymentPageDevice) {
  return challengeWindowSize(isMobilePaymentPage(device) ? '05' : null);
}
