import type { ProblemLog } from '../../ports/problem-log.port.js';

/** The part of the app's logger (pino) the relay writes to. */
export interface LogTarget {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/** Until the app's logger is connected: one JSON line per entry on stderr, never lost. */
const stderrTarget: LogTarget = {
  info: (details, message) => void process.stderr.write(`${JSON.stringify({ level: 'info', msg: message, ...details })}\n`),
  warn: (details, message) => void process.stderr.write(`${JSON.stringify({ level: 'warn', msg: message, ...details })}\n`),
};

/**
 * The problem log of the order use cases (an email that could not be sent, a payment for an order
 * closed already) and the note of each email written, on the app's own logger once the
 * composition root connects it (the container is built before the app and its logger exist).
 */
export class AppLogRelay implements ProblemLog {
  private target: LogTarget = stderrTarget;

  connect(target: LogTarget): void {
    this.target = target;
  }

  report(event: string, details: Record<string, unknown>): void {
    this.target.warn({ ...details, event }, `order problem: ${event}`);
  }

  info(details: Record<string, unknown>, message: string): void {
    this.target.info(details, message);
  }
}
