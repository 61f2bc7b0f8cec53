/**
 * Texts that come from shared's rules (validation and bid messages, in the spec's English) are
 * recognised against the English catalogue, their values included: `Number 5x is not valid.`
 * is the catalogue's `Number {value} is not valid.` with value `5x`, and is shown in the language
 * spoken. A text the catalogue does not know (the provider's own `msg`) is shown as it is.
 */
import type { Messages } from '@lingui/core';

interface Template {
  id: string;
  pattern: RegExp;
  names: string[];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Messages whose only parts are texts and plain placeholders (`{value}`), as patterns. */
export function templatesOf(messages: Messages): Template[] {
  const templates: Template[] = [];
  for (const [id, message] of Object.entries(messages)) {
    if (!Array.isArray(message)) continue;
    const names: string[] = [];
    let source = '';
    for (const part of message) {
      if (typeof part === 'string') source += escape(part);
      else if (Array.isArray(part) && part.length === 1 && typeof part[0] === 'string') {
        names.push(part[0]);
        source += '(.+?)';
      } else {
        source = '';
        break;
      }
    }
    // A message of placeholders only would match any text.
    if (source && message.some((part) => typeof part === 'string'))
      templates.push({ id, pattern: new RegExp(`^${source}$`, 's'), names });
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
