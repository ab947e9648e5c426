import { setBounded } from '../../sandbox-memory.js';

/**
 * Answers by idempotency key: the first call with a key runs, every later (or concurrent) call
 * with the same key gets the first call's answer. Keys are kept for the last `capacity` calls
 * (Adyen keeps them for days; one node's memory keeps the most recent ones).
 */
export class IdempotentAnswers<T> {
  private readonly answers = new Map<string, Promise<T>>();

  constructor(private readonly capacity = 50_000) {}

  answer(key: string, run: () => Promise<T>): Promise<T> {
    const known = this.answers.get(key);
    if (known) return known;
    const answer = run();
    setBounded(this.answers, key, answer, this.capacity);
    answer.catch(() => this.answers.delete(key));
    return answer;
  }
}
