import type { ViewAccount } from '../../../application/accounts/view-account.use-case.js';
import { err, ok, type Result } from '../../../domain/shared/result.js';
import type { ShopperSession } from '../../../ports/session-store.port.js';

export interface AccountPageModel {
  name: string;
  email: string;
}

/** The account page's data: the signed-in shopper's name and email, or NOT_AUTHORISED for a guest. */
export async function loadAccountPage(
  deps: { viewAccount: ViewAccount }, input: { session: ShopperSession | null },
): Promise<Result<AccountPageModel, 'NOT_AUTHORISED'>> {
  const profile = input.session?.shopperId ? await deps.viewAccount.execute(input.session.shopperId) : null;
  return profile === null ? err('NOT_AUTHORISED') : ok({ name: profile.name, email: profile.email });
}
