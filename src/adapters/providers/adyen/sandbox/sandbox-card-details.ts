import type { CardPaymentDetails } from '../../../../ports/payment-gateway.port.js';

const digitsOf = (value: string): string => value.replace(/\D/g, '');

/**
 * What Adyen's test environment refuses as a request (422) in a card's billing address, social
 * security number and instalments: a country that is not ISO 3166 alpha-2, a social security
 * number that is neither a CPF (11 digits) nor a CNPJ (14 digits), and instalments that are not a
 * whole number from 1 to 99, or a revolving or bonus plan asking for more than one (Adyen's card
 * component sends value 1 for them). Null when there is nothing to refuse.
 */
export function cardDetailsProblem(details: CardPaymentDetails | undefined): string | null {
  if (details === undefined) return null;
  const country = details.billingAddress?.country;
  if (details.billingAddress !== undefined && (typeof country !== 'string' || !/^[A-Z]{2}$/.test(country))) {
    return 'billingAddress.country must be an ISO 3166 alpha-2 code';
  }
  const ssn = details.socialSecurityNumber;
  if (ssn !== undefined && ![11, 14].includes(digitsOf(ssn).length)) return 'socialSecurityNumber must be a CPF or a CNPJ';
  const installments = details.installments;
  if (installments !== undefined) {
    if (!Number.isInteger(installments.value) || installments.value < 1 || installments.value > 99) return 'installments.value must be a whole number from 1 to 99';
    if ((installments.plan === 'revolving' || installments.plan === 'bonus') && installments.value !== 1) return `installments.value must be 1 for the ${installments.plan} plan`;
  }
  return null;
}
