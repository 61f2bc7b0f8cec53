/**
 * A language's translator, built by its catalogue module (catalogue-plugin.ts): it comes with the
 * language's catalogue, so a player who speaks English downloads neither. The catalogue files each
 * text under its key (text-key.ts), not its English id; the ids of the templates that shared's
 * rule texts are recognised by come beside the texts. It holds the part that comes first;
 * `complete` downloads the rest, once (all-texts.ts says who waits for it). An id the catalogue
 * lacks comes back as it is, that is in English.
 *
 * A catalogue whose texts are all plain (placeholders at most) is kept as its texts and filled in
 * here; one with a plural or select comes with Lingui's runtime as its engine (lingui-engine.ts).
 */
import { fill } from './fill';
import { recognise, templatesOf } from './rules';
import { textKey } from './text-key';
import type { Translator, Values } from './language';

/** Texts by key: plain texts, or Lingui's compiled messages when the engine is Lingui's. */
export type Texts = Record<string, unknown>;

/** A download of a catalogue: texts, and the ids of those among them that are rule templates. */
export interface CataloguePart {
  texts: Texts;
  templates: string[];
}

/** What renders a language's texts, and takes the ones downloaded later. */
export type Engine = (
  code: string,
  texts: Texts,
) => { render(key: string, values?: Values): string; add(more: Texts): void };

const plainEngine: Engine = (_code, texts) => ({
  render: (key, values) => fill(texts[key] as string, values),
  add: () => {}, // `texts` is the translator's own object, which takes them
});

export function translator(
  code: string,
  first: CataloguePart,
  rest?: () => Promise<{ default: CataloguePart }>,
  engine: Engine = plainEngine,
): Translator {
  const { texts } = first;
  const { render, add } = engine(code, texts);
  const translate = (id: string, values?: Values) => {
    const key = textKey(id);
    return key in texts ? render(key, values) : fill(id, values);
  };
  const known = (id: string) => textKey(id) in texts;
  const templates = templatesOf(first.templates);
  let completing: Promise<void> | undefined;
  return {
    translate,
    rule(text) {
      // The provider pads some texts with a space ('Account not found '); a value that is a
      // text of the catalogue itself (a bid type in 'Bidding is closed for {type}') is translated.
      const found = recognise(text.trim(), known, templates);
      if (!found) return text;
      const values =
        found.values &&
        Object.fromEntries(
          Object.entries(found.values).map(([name, value]) => [
            name,
            known(value) ? translate(value) : value,
          ]),
        );
      return translate(found.id, values);
    },
    complete() {
      if (!rest) return Promise.resolve();
      completing ??= rest().then(
        ({ default: more }) => {
          Object.assign(texts, more.texts);
          add(more.texts);
          templates.push(...templatesOf(more.templates));
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
