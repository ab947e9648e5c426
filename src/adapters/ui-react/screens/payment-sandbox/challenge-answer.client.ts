import { CHALLENGE_MESSAGE_TYPE } from './payment-sandbox.view.js';

/**
 * Hands the challenge's answer to the shop page that holds this page in its iframe:
 * `{ type: 'payment-sandbox:challenge', threeDSResult }`, posted to the shop's origin only.
 */
export function init(root: HTMLElement): void {
  const threeDSResult = root.dataset['threeDsResult'];
  const targetOrigin = root.dataset['targetOrigin'];
  if (!threeDSResult || !targetOrigin || window.parent === window) return;
  window.parent.postMessage({ type: CHALLENGE_MESSAGE_TYPE, threeDSResult }, targetOrigin);
}
