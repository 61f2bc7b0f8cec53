/**
 * A language's first download holds the texts of the screens a player can land on (sign-in,
 * home) and of everything around them; the rest of its catalogue comes when a screen routed by
 * other-routes.ts is first opened, alongside that screen's code, which waits for it
 * (catalogue-split.ts decides which texts wait). English has nothing to wait for.
 */
import { loaders } from 'virtual:catalogue';
import { currentLanguage, preferredLanguage } from './language';

/** Resolves once every text of `code` is here (its translator downloaded, then the rest). */
export const allTextsOf = (code: string): Promise<unknown> =>
  loaders[code]?.().then((module) => module.default.complete?.()) ?? Promise.resolve();

/**
 * A screen's code that renders only once the language spoken has all its texts. At start-up the
 * screen's code is fetched while the first language is still on its way (main.tsx): the language
 * about to be spoken, the preferred one, is waited for too. A text that failed to download does
 * not hold the screen: it shows in English.
 */
export const withAllTexts =
  <T>(load: () => Promise<T>) =>
  (): Promise<T> => {
    const languages = new Set([currentLanguage(), preferredLanguage()]);
    const texts = [...languages].map((code) => allTextsOf(code).catch(() => undefined));
    return Promise.all([load(), ...texts]).then(([module]) => module);
  };
