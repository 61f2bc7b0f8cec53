/**
 * A language's first download holds the texts of the entry and of the signed-in shell (the home
 * screen and the header around it); the rest of its catalogue comes with the first other module
 * loaded on demand (a sign-in screen, a dialog, the side menu, any other screen...), whose code
 * waits for it: every lazy import but the shell's goes through `withAllTexts` (all-texts.test.ts
 * holds the sources to it; catalogue-split.ts decides which texts wait). English has nothing to
 * wait for.
 */
import { loaders, restLoaders } from 'virtual:catalogue';
import { currentLanguage, preferredLanguage, type Translator } from './language';

type Loaders<T> = Record<string, (() => Promise<T>) | undefined>;

/**
 * Resolves once every text of `code` is here: its translator, which then takes the rest. Both
 * downloads start at once, so a screen waiting for them waits one round trip, not two (the
 * translator's own request for the rest finds it on its way: a module is fetched once).
 */
export function textsOf(
  code: string,
  translators: Loaders<{ default: Translator }>,
  rests: Loaders<unknown>,
): Promise<unknown> {
  const translator = translators[code];
  if (!translator) return Promise.resolve();
  rests[code]?.().catch(() => {}); // a failure is the translator's to report
  return translator().then((module) => module.default.complete?.());
}

export const allTextsOf = (code: string): Promise<unknown> => textsOf(code, loaders, restLoaders);

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
