/** 3DS2 challenge window sizes (spec 9): code, width and height. */
export const CHALLENGE_WINDOW_SIZES = {
  '01': { width: 250, height: 400 },
  '02': { width: 390, height: 400 },
  '03': { width: 500, height: 600 },
  '04': { width: 600, height: 400 },
  '05': { width: '100%', height: '100%' },
} as const;

export type ChallengeWindowSizeCode = keyof typeof CHALLENGE_WINDOW_SIZES;
export const DEFAULT_CHALLENGE_WINDOW_SIZE: ChallengeWindowSizeCode = '02';

export function isChallengeWindowSizeCode(value: string): value is ChallengeWindowSizeCode {
  return Object.hasOwn(CHALLENGE_WINDOW_SIZES, value);
}

/** The size for a configured code; any unknown code falls back to 02. */
export function challengeWindowSize(code: string | null | undefined) {
  const resolved = code && isChallengeWindowSizeCode(code) ? code : DEFAULT_CHALLENGE_WINDOW_SIZE;
  return { code: resolved, ...CHALLENGE_WINDOW_SIZES[resolved] };
}
