/** Judges how easily a password is guessed: common passwords, keyboard runs, names, dates. */
export interface PasswordStrength {
  /** True when `password` is among the first guesses an attacker would try; `personalWords` (name, email) count as guessable too. */
  isEasyToGuess(password: string, personalWords: readonly string[]): Promise<boolean>;
}
