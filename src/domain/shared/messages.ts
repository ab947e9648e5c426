/**
 * The English texts of spec sections 4, 5 and 8 that server code still returns (the basket's
 * out-of-stock and request errors, the account forms, pick-up search). Interim: errors are
 * becoming codes with text looked up at the edge; the browser's texts live in
 * `adapters/ui-react/behaviour/messages.ts`, which starts from these.
 */
export const messages = {
  outOfStock: 'This item is out of stock.',
  requestProblem: 'There was a problem processing your request',
  genericError: 'An error has occurred',
  noLocationsInArea: "Sorry there aren't any locations in this area",
  enterEmailAndPassword: 'Please enter your email and password',
  enterDetails: 'Please enter your details',
  enterEmailAddress: 'Please enter an email address',
  addedToBasket: 'added to basket',
} as const;
