import type { Static } from 'typebox';
import type { CardPaymentDetails } from '../../../ports/payment-gateway.port.js';
import type { InitiatePaymentBody } from './payment-schemas.js';

/**
 * The rest of the provider card payload (spec 3) as the schema let it through: the billing
 * address (its country upper-cased), the Brazilian social security number and the instalments;
 * undefined when the card component gave none of them.
 */
export function cardDetailsOf(pmReq: Static<typeof InitiatePaymentBody>['pmReq']): CardPaymentDetails | undefined {
  const { billingAddress, socialSecurityNumber, installments } = pmReq;
  const details: CardPaymentDetails = {
    ...(billingAddress === undefined ? {} : { billingAddress: { ...billingAddress, country: billingAddress.country.toUpperCase() } }),
    ...(socialSecurityNumber === undefined ? {} : { socialSecurityNumber }),
    ...(installments === undefined ? {} : { installments: { value: installments.value, ...(installments.plan === undefined ? {} : { plan: installments.plan }) } }),
  };
  return Object.keys(details).length === 0 ? undefined : details;
}
