/**
 * A language's translator, built by its catalogue module (catalogue-plugin.ts) on Lingui's
 * runtime: it comes with the language's catalogue, so a player who speaks English downloads
 * neither. The catalogue files each text under its key (text-key.ts), not its English id; the
 * ids of the templates that shared's rule texts are recognised by come beside it. It holds the
 * texts that come first; `complete` downloads the rest, once (all-texts.ts says who waits for it).
 * An id the catalogue lacks comes back as it is, that is in English.
 */
import { setupI18n, type Messages } from '@lingui/core';
import { recognise, templatesOf } from './rules';
import { textKey } from './text-key';
import type { Translator, Values } from './language';

export function translator(
  code: string,
  messages: Messages,
  templateIds: string[],
  rest?: () => Promise<{ default: Messages }>,
): Translator {
  const i18n = setupI18n({ locale: code, messages: { [code]: messages } });
  const known = (id: string) => textKey(id) in messages;
  const translate = (id: string, values?: Values) => i18n._(known(id) ? textKey(id) : id, values);
  const templates = templatesOf(templateIds);
  let completing: Promise<void> | undefined;
  return {
    translate,
    rule(text) {
      const found = recognise(text, known, templates);
      return found ? translate(found.id, found.values) : text;
    },
    complete() {
      completing ??= (rest ? rest() : Promise.resolve({ default: {} })).then(
        ({ default: more }) => {
          Object.assign(messages, more);
          i18n.load(code, more);
        },
        (error: unknown) => {
          completing = undefined; // a failed download may be retried
          throw error;
        },
      );
      return completing;
    },
  };
}
