/** One value of a listing's or a search's facet, as a checkbox: its words, how many products hold it, and whether it is chosen. */
export interface FacetOptionView {
  value: string;
  /** What the shopper reads: the value itself, or its name where the value is a code (a category slug, a price band). */
  label: string;
  count: number;
  checked: boolean;
}
