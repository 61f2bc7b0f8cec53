/**
 * The language the app speaks: chosen once (the player's saved choice, else the browser's first
 * language the catalogue has: `hi-IN` gets Hindi), switched from the side menu and kept across
 * visits. Another language than English is downloaded (its compiled catalogue, with Lingui's
 * runtime if a text of it needs it) the first time it is spoken, before the app shows it.
 */
import { languages, loaders, sourceTranslator } from 'virtual:catalogue';
import { readItem } from '../lib/storage';
import { fill } from './fill';
import { LANGUAGE_KEY, SOURCE_LANGUAGE, pickLanguage } from './language-rule';

export { LANGUAGE_KEY, SOURCE_LANGUAGE, languages };

export type Values = Record<string, string | number>;

export interface Translator {
  translate(id: string, values?: Values): string;
  /** A text from shared's rules in this language, or the text itself when it is not one. */
  rule(text: string): string;
  /** Downloads the texts that do not come first (all-texts.ts), once; English has none. */
  complete?(): Promise<void>;
}

/**
 * English as the ids write it: a text is its own translation, a template takes its values. (When
 * an English text needs more, a plural, the catalogue gives a compiled English translator.)
 */
const plainEnglish: Translator = { translate: fill, rule: (text) => text };
const english = sourceTranslator ?? plainEnglish;

let active = { code: SOURCE_LANGUAGE, translator: english };
const listeners = new Set<() => void>();

const known = (code: string | null | undefined) =>
  languages.find((language) => language.code === code)?.code;

/** The saved choice, else the first of the browser's languages the catalogue has, else English. */
export function preferredLanguage(): string {
  const browser =
    typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  return pickLanguage(readItem(LANGUAGE_KEY), browser, (code) => known(code) !== undefined);
}

const loading = new Map<string, Promise<Translator>>();

/** `code`'s translator, downloaded once (a failed download may be retried). */
function load(code: string): Promise<Translator> {
  const loader = loaders[code];
  if (!loader) return Promise.resolve(english);
  let done = loading.get(code);
  if (!done) {
    done = loader().then((module) => module.default);
    done.catch(() => loading.delete(code));
    loading.set(code, done);
  }
  return done;
}

/** Speaks `code` once its catalogue is here (an unknown code means English). */
export async function speak(code: string): Promise<void> {
  const language = known(code) ?? SOURCE_LANGUAGE;
  const translator = await load(language);
  active = { code: language, translator };
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  for (const listener of listeners) listener();
}

export const currentLanguage = () => active.code;

export function subscribeLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The text of `id` in the language spoken. */
export const translateNow = (id: string, values?: Values) =>
  active.translator.translate(id, values);

export const ruleNow = (text: string) => active.translator.rule(text);
