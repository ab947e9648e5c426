import { Type } from 'typebox';

/** A sandbox page session: a signed token from the sandbox gateway. */
const session = Type.String({ minLength: 1, maxLength: 4000 });

export const SandboxSessionQuery = Type.Object({ session, nolayout: Type.Optional(Type.String({ maxLength: 5 })) });

export const SandboxBankForm = Type.Object({
  session,
  decision: Type.Union([Type.Literal('approve'), Type.Literal('cancel')]),
  issuer: Type.Optional(Type.String({ maxLength: 40 })),
});

export const SandboxChallengeForm = Type.Object({
  session,
  password: Type.String({ maxLength: 200 }),
});

/** POST /payment-sandbox/v2/bin/binLookup: Adyen's bin lookup request, for the sandbox card form. */
export const SandboxBinLookupBody = Type.Object({
  supportedBrands: Type.Optional(Type.Array(Type.String({ maxLength: 40 }), { maxItems: 40 })),
  encryptedBin: Type.String({ minLength: 1, maxLength: 200 }),
  requestId: Type.String({ minLength: 1, maxLength: 64 }),
}, { additionalProperties: false });

/** POST /payment-sandbox/wallet/token: the wallet whose sheet was approved and the test card chosen in it. */
export const SandboxWalletTokenBody = Type.Object({
  wallet: Type.Union([Type.Literal('googlepay'), Type.Literal('applepay')]),
  card: Type.String({ minLength: 1, maxLength: 40 }),
}, { additionalProperties: false });
