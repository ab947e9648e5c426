import { Type } from 'typebox';

/** A Klarna session id (a UUID at Klarna) or authorisation token as the browser carries it. */
const KlarnaId = Type.String({ minLength: 1, maxLength: 200, pattern: '^[A-Za-z0-9._~-]+$' });

/** POST /checkout/klarna/session: what the payment area adds to the order (spec 3: formData). */
export const KlarnaSessionBody = Type.Object({
  formData: Type.Optional(Type.Object({
    SubscriptionPreference: Type.Optional(Type.Boolean()),
    delInstructions: Type.Optional(Type.String({ maxLength: 500 })),
  }, { additionalProperties: false })),
}, { additionalProperties: false });

/** POST /checkout/klarna/decline: Klarna's authorise said no for this session. */
export const KlarnaDeclineBody = Type.Object({ sessionId: KlarnaId }, { additionalProperties: false });

/** GET /checkout/klarna/CompleteOrder (spec 2 and 7). */
export const KlarnaCompleteQuery = Type.Object({ authToken: KlarnaId, sessionId: KlarnaId });

/** POST /klarna-sandbox/authorize: the sandbox authorise dialog's answer for a client token. */
export const SandboxAuthorizeBody = Type.Object({
  clientToken: Type.String({ minLength: 1, maxLength: 2_000 }),
  approve: Type.Boolean(),
}, { additionalProperties: false });
