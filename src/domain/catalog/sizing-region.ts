export const SIZING_REGIONS = ['UK', 'EU', 'US', 'AU'] as const;
export type SizingRegion = (typeof SIZING_REGIONS)[number];

export const isSizingRegion = (v: string): v is SizingRegion => (SIZING_REGIONS as readonly string[]).includes(v);

/**
 * Women's clothing size in another sizing region, from the UK size. Non-numeric sizes
 * (S, M, L, One Size, shoe sizes with a suffix) are the same everywhere.
 */
export function sizeLabelIn(ukSize: string, region: SizingRegion): string {
  if (!/^\d{1,2}$/.test(ukSize)) return ukSize;
  const uk = Number(ukSize);
  switch (region) {
    case 'UK':
    case 'AU':
      return String(uk);
    case 'EU':
      return String(uk + 28);
    case 'US':
      return String(uk - 4);
  }
}
