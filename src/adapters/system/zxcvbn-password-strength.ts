import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import type { PasswordStrength } from '../../ports/password-strength.port.js';

/** zxcvbn's scores: 0-2 fall to an online or throttled attack, 3 and 4 hold up. */
const LOWEST_ACCEPTED_SCORE = 3;

/**
 * zxcvbn-ts with its common-language dictionaries (the most used passwords, names, English
 * words, keyboard patterns), bundled in the package: nothing is fetched at run time. They are
 * loaded on the first check, not at start: about 20 MB of memory a node needs only once a
 * shopper registers.
 */
export class ZxcvbnPasswordStrength implements PasswordStrength {
  private zxcvbn: Promise<ZxcvbnFactory> | undefined;

  async isEasyToGuess(password: string, personalWords: readonly string[]): Promise<boolean> {
    this.zxcvbn ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]).then(
      ([{ ZxcvbnFactory }, common]) => new ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs }));
    return (await this.zxcvbn).check(password, [...personalWords]).score < LOWEST_ACCEPTED_SCORE;
  }
}
