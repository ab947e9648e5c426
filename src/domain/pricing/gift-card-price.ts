/**
 * Gift card price (spec section 3): the selected price value keeps digits and a decimal point
 * only. Rule chosen: the first '.' is kept, later points are dropped, digits after them kept
 * ('2a5.5.0' -> '25.50').
 */
export function sanitiseGiftCardPrice(raw: string): string {
  let result = '';
  let seenPoint = false;
  for (const character of raw) {
    if (character >= '0' && character <= '9') {
      result += character;
    } else if (character === '.' && !seenPoint) {
      result += character;
      seenPoint = true;
    }
  }
  return result;
}

export interface GiftCardPriceOption {
  /** The option's raw price value, e.g. '25' or '£25.00'. */
  value: string;
  /** The name shown for the option, e.g. '£25 Gift Card'. */
  displayName: string;
}

/** What selecting a price option sets: the hidden price field and the displayed price text. */
export interface GiftCardPriceSelection {
  hiddenPrice: string;
  displayedPrice: string;
}

export function selectGiftCardPrice(option: GiftCardPriceOption): GiftCardPriceSelection {
  return { hiddenPrice: sanitiseGiftCardPrice(option.value), displayedPrice: option.displayName };
}
