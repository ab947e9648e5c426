export interface LinkView {
  href: string;
  label: string;
  /** The link leads to the page being shown (rendered with aria-current). */
  current: boolean;
}
