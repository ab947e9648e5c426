import type { FastifyRequest } from 'fastify';
import type { CloseReturn } from '../../../application/orders/close-return.use-case.js';
import type { ReceiveReturn } from '../../../application/orders/receive-return.use-case.js';
import type { RefundReturn } from '../../../application/orders/refund-return.use-case.js';
import type { AuthenticatedOperator } from '../../../application/operators/authenticated-operator.js';
import type { LineQuantity } from '../../../domain/orders/fulfilment.js';
import type { OperatorPermission } from '../../../domain/operators/operator-role.js';
import type { OperatorConsoleStrings } from '../../i18n/catalogue.js';
import { interpolate } from '../../ui-react/runtime/i18n/interpolate.js';
import { ORDER_FORM_FIELDS } from '../../ui-react/screens/operator/operator-order-paths.js';
import { RECEIVED_UNITS_FIELD } from '../../ui-react/screens/operator/operator-order-returns.view.js';
import { classify } from '../errors/error-handler.js';
import { HttpError, localeOf } from '../errors/http-error.js';
import { returnRefusal } from './return-refusals.js';

/** The use cases the return section's forms call: the same as the returns API's. */
export interface ReturnActionUseCases {
  receiveReturn: ReceiveReturn;
  refundReturn: RefundReturn;
  closeReturn: CloseReturn;
}

/** One posted form of the order page, with who posted it. */
interface PostedReturnAction {
  request: FastifyRequest;
  t: OperatorConsoleStrings;
  operator: AuthenticatedOperator;
  reference: string;
  form: Readonly<Record<string, string>>;
}

/** What the order page says after the post: what was done, or why not. */
interface ReturnActionNotice {
  kind: 'done' | 'problem';
  text: string;
}

const MAX_KEY_LENGTH = 150;

/** The units found per line: fields `received-<position>` holding a whole number; null when one is not. */
function receivedOf(form: PostedReturnAction['form']): LineQuantity[] | null {
  const lines: LineQuantity[] = [];
  for (const [name, value] of Object.entries(form)) {
    if (!name.startsWith(RECEIVED_UNITS_FIELD)) continue;
    const position = Number(name.slice(RECEIVED_UNITS_FIELD.length));
    const text = value.trim() === '' ? '0' : value.trim();
    if (!/^\d{1,4}$/.test(text) || !Number.isInteger(position) || position < 0 || position > 999) return null;
    lines.push({ position, quantity: Number(text) });
  }
  return lines.sort((a, b) => a.position - b.position);
}

/**
 * The return section's console forms, posted under the order page's address
 * (`/operator/orders/:reference/returns/:id/received`, `/refund`, `/close`): each asks its
 * permission (receiving and closing `fulfil`, refunding `money`), calls the returns API's use case
 * and says in the operator's words what it did or why not, for the order page to show after its
 * 303. A refund form carries the idempotency key made when the page was shown.
 */
export function returnActionHandlers(u: ReturnActionUseCases): { path: string; permission: OperatorPermission; act(posted: PostedReturnAction): Promise<ReturnActionNotice> }[] {
  const at = (action: string) => `/operator/orders/:reference/returns/:id/${action}`;
  const returnIdOf = (request: FastifyRequest) => (request.params as { id?: string }).id ?? '';
  const actor = (operator: AuthenticatedOperator) => ({ kind: operator.kind, id: operator.id, name: operator.name });
  const refusal = (request: FastifyRequest, error: HttpError): ReturnActionNotice => ({ kind: 'problem', text: classify(error, localeOf(request)).message });
  return [
    {
      path: at('received'), permission: 'fulfil',
      act: async ({ request, t, operator, form }) => {
        const lines = receivedOf(form);
        if (lines === null) return refusal(request, new HttpError('INVALID_INPUT'));
        const result = await u.receiveReturn.execute({ returnId: returnIdOf(request), lines: lines.length === 0 ? 'all' : lines, actor: actor(operator) });
        if (!result.ok) return refusal(request, returnRefusal(result.error, null));
        return { kind: 'done', text: interpolate(t.returnMarkedReceived, { reference: result.value.ret.reference }) };
      },
    },
    {
      path: at('refund'), permission: 'money',
      act: async ({ request, t, operator, form }) => {
        const key = form[ORDER_FORM_FIELDS.idempotencyKey];
        if (key === undefined || key.length === 0 || key.length > MAX_KEY_LENGTH) return refusal(request, new HttpError('INVALID_INPUT'));
        const result = await u.refundReturn.execute({ returnId: returnIdOf(request), idempotencyKey: key, actor: actor(operator) });
        if (!result.ok) return refusal(request, returnRefusal(result.error, null));
        return { kind: 'done', text: interpolate(t.returnRefundAsked, { reference: result.value.ret.reference }) };
      },
    },
    {
      path: at('close'), permission: 'fulfil',
      act: async ({ request, t, operator }) => {
        const result = await u.closeReturn.execute({ returnId: returnIdOf(request), actor: actor(operator) });
        if (!result.ok) return refusal(request, returnRefusal(result.error, null));
        return { kind: 'done', text: interpolate(t.returnClosed, { reference: result.value.reference }) };
      },
    },
  ];
}
