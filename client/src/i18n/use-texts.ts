/**
 * `t`, the one way a screen writes text: `t('Sign In')`, `t('Bidding is closed for {type}',
 * { type })`. Ids are the English texts (text-id.ts lists them, so an id the catalogue lacks
 * does not compile). A component that writes text renders again when the language changes.
 */
import { useMemo, useSyncExternalStore } from 'react';
import {
  currentLanguage,
  ruleNow,
  SOURCE_LANGUAGE,
  subscribeLanguage,
  translateNow,
  type Values,
} from './language';
import type { TextId } from './text-id';

export type { TextId, Values };

/** The text of `id` in the language spoken (outside components: toasts, navigation state). */
export const translate = (id: TextId, values?: Values): string => translateNow(id, values);

/**
 * A text that came from shared's rules (a validation message, a bid rule): shown in the language
 * spoken when the catalogue has it, else as it is. Never for the provider's own `msg`, shown as
 * it comes.
 */
export function translateRule<T extends string | undefined>(text: T): T | string {
  return text ? ruleNow(text) : text;
}

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
    () => Object.assign(translate.bind(null), { rule: translateRule, language }),
    [language],
  );
}
