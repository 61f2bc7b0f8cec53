/**
 * A language's translator, built by its catalogue module (catalogue-plugin.ts) on Lingui's
 * runtime: it comes with the language's catalogue, so a player who speaks English downloads
 * neither. Untranslated ids come back as they are, that is in English.
 */
import { setupI18n, type Messages } from '@lingui/core';
import { recognise, templatesOf } from './rules';
import type { Translator } from './language';

export function translator(code: string, messages: Messages): Translator {
  const i18n = setupI18n({ locale: code, messages: { [code]: messages } });
  const known = (id: string) => id in messages;
  const templates = templatesOf(Object.keys(messages));
  return {
    translate: (id, values) => i18n._(id, values),
    rule(text) {
      const found = recognise(text, known, templates);
      return found ? i18n._(found.id, found.values) : text;
    },
  };
}
