/**
 * Texts that come from shared's rules (validation and bid messages, in the spec's English) are
 * recognised against the catalogue's ids (the English texts), their values included:
 * `Number 5x is not valid.` is `Number {value} is not valid.` with value `5x`. A text the catalogue
 * does not know (the provider's own `msg`) is left as it is.
 */
import { PLACEHOLDER } from './fill.ts';

export interface Template {
  id: string;
  pattern: RegExp;
  names: string[];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The ids with plain placeholders (`{value}`) and some text around them, as patterns. */
export function templatesOf(ids: Iterable<string>): Template[] {
  const templates: Template[] = [];
  for (const id of ids) {
    const texts = id.split(PLACEHOLDER).filter((_, i) => i % 2 === 0);
    // No placeholder, a plural or select (braces left over), or placeholders only: no pattern.
    if (texts.length < 2 || texts.some((t) => /[{}]/.test(t)) || !texts.join('')) continue;
    const names = [...id.matchAll(PLACEHOLDER)].map((m) => m[1]!);
    templates.push({ id, pattern: new RegExp(`^${texts.map(escape).join('(.+?)')}$`, 's'), names });
  }
  return templates;
}

/** The catalogue id and values behind `text`, or undefined when it is not a catalogue text. */
export function recognise(
  text: string,
  known: (id: string) => boolean,
  templates: readonly Template[],
): { id: string; values?: Record<string, string> } | undefined {
  if (known(text)) return { id: text };
  for (const { id, pattern, names } of templates) {
    const match = pattern.exec(text);
    if (match) return { id, values: Object.fromEntries(names.map((n, i) => [n, match[i + 1]!])) };
  }
  return undefined;
}
