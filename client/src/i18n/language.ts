/**
 * The language the app speaks: chosen once (the player's saved choice, else the browser's first
 * language the catalogue has: `hi-IN` gets Hindi), switched from the side menu and kept across
 * visits. Messages go through one Lingui instance; a language's catalogue is downloaded the first
 * time it is needed, before the app shows it.
 */
import { setupI18n } from '@lingui/core';
import { languages, loaders, sourceMessages } from 'virtual:catalogue';
import { readItem, writeItem } from '../lib/storage';

export const SOURCE_LANGUAGE = 'en';
export const LANGUAGE_KEY = 'language';
export { languages, sourceMessages };

export const i18n = setupI18n({ locale: SOURCE_LANGUAGE, messages: { en: sourceMessages } });

const known = (code: string | null | undefined) =>
  languages.find((language) => language.code === code)?.code;

/** The saved choice, else the first of the browser's languages the catalogue has, else English. */
export function preferredLanguage(): string {
  const saved = known(readItem(LANGUAGE_KEY));
  if (saved) return saved;
  const browser =
    typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  for (const tag of browser) {
    const found = known(tag?.toLowerCase().split('-')[0]);
    if (found) return found;
  }
  return SOURCE_LANGUAGE;
}

const loading = new Map<string, Promise<void>>();

/** Downloads `code`'s catalogue once; untranslated ids fall back to the English messages. */
function load(code: string): Promise<void> {
  const loader = loaders[code];
  if (!loader) return Promise.resolve();
  let done = loading.get(code);
  if (!done) {
    done = loader().then(({ default: messages }) =>
      i18n.load(code, { ...sourceMessages, ...messages }),
    );
    done.catch(() => loading.delete(code)); // a failed download may be retried
    loading.set(code, done);
  }
  return done;
}

/** Speaks `code` once its catalogue is here (an unknown code means English). */
export async function speak(code: string): Promise<void> {
  const language = known(code) ?? SOURCE_LANGUAGE;
  await load(language);
  i18n.activate(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** The side menu's switch: speaks `code` and remembers it for the next visits. */
export async function chooseLanguage(code: string): Promise<void> {
  await speak(code);
  writeItem(LANGUAGE_KEY, i18n.locale);
}

export const currentLanguage = () => i18n.locale;

export const subscribeLanguage = (listener: () => void) => i18n.on('change', listener);
