import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import type { PasswordStrength } from '../../ports/password-strength.port.js';

/** zxcvbn's scores: 0-2 fall to an online or throttled attack, 3 and 4 hold up. */
const LOWEST_ACCEPTED_SCORE = 3;

/**
 * zxcvbn-ts with its common-language dictionaries (the most used passwords, names, English
 * words, keyboard patterns), bundled in the package: nothing is fetched at run time.
 */
export class ZxcvbnPasswordStrength implements PasswordStrength {
  private readonly zxcvbn = new ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs });

  isEasyToGuess(password: string, personalWords: readonly string[]): boolean {
    return this.zxcvbn.check(password, [...personalWords]).score < LOWEST_ACCEPTED_SCORE;
  }
}
