/**
 * A language's first download holds the texts of the entry and of the signed-in shell (the home
 * screen and the header around it); the rest of its catalogue comes with the first other module
 * loaded on demand (a sign-in screen, a dialog, the side menu, any other screen...), whose code
 * waits for it: every lazy import but the shell's goes through `withAllTexts` (all-texts.test.ts
 * holds the sources to it; catalogue-split.ts decides which texts wait). English has nothing to
 * wait for.
 */
import { loaders } from 'virtual:catalogue';
import { currentLanguage, preferredLanguage } from './language';

/** Resolves once every text of `code` is here (its translator downloaded, then the rest). */
export const allTextsOf = (code: string): Promise<unknown> =>
  loaders[code]?.().then((module) => module.default.complete?.()) ?? Promise.resolve();

/**
 * A module loaded on demand that resolves only once the language spoken has all its texts. At
 * start-up a screen's code is fetched while the first language is still on its way (main.tsx):
 * the language about to be spoken, the preferred one, is waited for too. A text that failed to
 * download does not hold the module: it shows in English.
 */
export const withAllTexts =
  <T>(load: () => Promise<T>) =>
  (): Promise<T> => {
    const languages = new Set([currentLanguage(), preferredLanguage()]);
    const texts = [...languages].map((code) => allTextsOf(code).catch(() => undefined));
    return Promise.all([load(), ...texts]).then(([module]) => module);
  };
