/** Turns passwords into slow, salted hashes and checks them. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /**
   * Whether `password` matches `hash`. With a null hash (no such account) it does the same work
   * and answers false, so the time taken does not tell whether an email is registered.
   */
  verify(password: string, hash: string | null): Promise<boolean>;
}
