/**
 * The polite live region toasts are announced from (see toast.ts). The client entry creates it on
 * start-up, before any message, so screen readers already know it when the first toast appears.
 */
const TOAST_REGION_CLASS = 'toasts';

export function toastRegion(): HTMLElement {
  const existing = document.querySelector<HTMLElement>(`.${TOAST_REGION_CLASS}`);
  if (existing) return existing;
  const region = document.createElement('div');
  region.className = TOAST_REGION_CLASS;
  region.setAttribute('role', 'status');
  region.setAttribute('aria-live', 'polite');
  region.setAttribute('aria-atomic', 'false');
  document.body.append(region);
  return region;
}
