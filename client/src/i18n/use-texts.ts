/**
 * `t`, the one way a screen writes text: `t('Sign In')`, `t('Bidding is closed for {market}',
 * { market })`. Ids are the English texts (text-id.ts lists them, so an id the catalogue lacks
 * does not compile). A component that writes text renders again when the language changes.
 */
import { useMemo, useSyncExternalStore } from 'react';
import {
  currentLanguage,
  i18n,
  SOURCE_LANGUAGE,
  sourceMessages,
  subscribeLanguage,
} from './language';
import { recognise, templatesOf } from './rules';
import type { TextId } from './text-id';

export type { TextId };
export type Values = Record<string, string | number>;

/** The text of `id` in the current language (outside components: toasts, navigation state). */
export const translate = (id: TextId, values?: Values): string => i18n._(id, values);

/**
 * A text that came from shared's rules (a validation message, a bid rule): translated when the
 * catalogue has it, else shown as it is. Never for the provider's own `msg`, shown as it comes.
 */
export function translateRule<T extends string | undefined>(text: T): T | string {
  if (!text || i18n.locale === SOURCE_LANGUAGE) return text;
  templates ??= templatesOf(sourceMessages);
  const found = recognise(text, (id) => id in i18n.messages, templates);
  return found ? i18n._(found.id, found.values) : text;
}

let templates: ReturnType<typeof templatesOf> | undefined;

/** Marks a text for the catalogue where it is declared (menus, tables) and translated later. */
export const msg = (id: TextId): TextId => id;

export interface Texts {
  (id: TextId, values?: Values): string;
  rule: typeof translateRule;
  /** The language now spoken (for Intl formatting). */
  language: string;
}

export function useTexts(): Texts {
  const language = useSyncExternalStore(subscribeLanguage, currentLanguage, () => SOURCE_LANGUAGE);
  return useMemo(
    () =>
      Object.assign((id: TextId, values?: Values) => translate(id, values), {
        rule: translateRule,
        language,
      }),
    [language],
  );
}
