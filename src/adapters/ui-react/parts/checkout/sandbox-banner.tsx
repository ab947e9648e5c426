import { useStrings } from '../../runtime/i18n/strings-context.js';

/**
 * "Payments are in sandbox mode": shown on every page while the payment sandbox is the gateway
 * (no ADYEN_* configured), so nobody mistakes a demo shop for one that takes money.
 */
export function SandboxBanner() {
  const t = useStrings();
  return (
    <p className="sandbox-banner" role="note">
      {t.paymentsSandboxBanner}
    </p>
  );
}
