/**
 * Where a use case reports something that went wrong without failing the shopper's request (an
 * email that could not be sent, a payment that arrived for an order closed already). The event is
 * a stable code; details are plain data, never card numbers or secrets.
 */
export interface ProblemLog {
  report(event: string, details: Record<string, unknown>): void;
}
