/**
 * Orders tell this of the products whose size's stock level they moved, for the back-in-stock
 * answers. It is connected once those exist: they send through the email sender, which is made
 * from the orders (it records each email on its order), so orders cannot be made from them.
 */
export class StockLevelsMovedRelay {
  private answer: (productIds: readonly number[]) => Promise<void> = async () => undefined;

  connect(answer: (productIds: readonly number[]) => Promise<void>): void {
    this.answer = answer;
  }

  readonly levelsMoved = (productIds: readonly number[]): Promise<void> => this.answer(productIds);
}
