/**
 * The catalogue's files: one PO file per language in src/locales, message ids being the English
 * texts, entries sorted by id (so that texts added on two branches rarely meet in a merge).
 * en.po lists every id (its translation is the id); each other file translates them all.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import PO from 'pofile';

export const SOURCE_LANGUAGE = 'en';
export const LOCALES_DIR = path.join(
  path.dirname(new URL(import.meta.url).pathname),
  'src/locales',
);

export interface CatalogueFile {
  code: string;
  nativeName: string;
  /** msgid → msgstr, in file order. */
  messages: Map<string, string>;
  po: PO;
}

/**
 * What Hindi and Marathi write in Latin letters, as players know them: the names of apps, phones
 * and browsers, and codes. Any other Latin word in a translation (catalogue.test.ts) or on a Hindi
 * or Marathi screen (e2e/fixtures/catalogue.ts) is English left untranslated.
 */
export const LATIN_NAMES: readonly string[] = [
  'AM',
  'Android',
  'Chrome',
  'DP',
  'GPay',
  'Google Pay',
  'OTP',
  'PM',
  'Paytm',
  'PhonePe',
  'QR',
  'SP',
  'Safari',
  'TP',
  'UPI',
  'UPI ID',
  'WhatsApp',
  'iPhone',
];

/**
 * The words of `text` written in Latin letters that are not among `names` (LATIN_NAMES, a brand,
 * a player's name): a word of mixed or small letters (`close`, `Install`), or a capital pair
 * (`ID`); longer capitals are names (`KALYAN`), and identifiers (`a@upi`, `Alt+T`) are not words.
 */
export function latinWords(text: string, names: readonly string[] = LATIN_NAMES): string[] {
  let rest = text;
  for (const name of [...names].sort((a, b) => b.length - a.length)) {
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    rest = rest.replace(new RegExp(`(?<![A-Za-z])${escaped}(?![A-Za-z])`, 'g'), ' ');
  }
  return rest
    .split(/\s+/)
    .map((token) => token.replace(/^[("'“‘[]+|[)"'”’\].,:;!?।]+$/g, ''))
    .filter((word) => /^[A-Za-z]{2,}$/.test(word) && (/[a-z]/.test(word) || word.length === 2));
}

const fileOf = (dir: string, code: string) => path.join(dir, `${code}.po`);

/** Every language's file, English first. */
export function readCatalogues(dir = LOCALES_DIR): CatalogueFile[] {
  const codes = readdirSync(dir)
    .filter((name) => name.endsWith('.po'))
    .map((name) => name.slice(0, -'.po'.length));
  const ordered = [SOURCE_LANGUAGE, ...codes.filter((c) => c !== SOURCE_LANGUAGE).sort()];
  return ordered.map((code) => {
    const po = PO.parse(readFileSync(fileOf(dir, code), 'utf8'));
    const messages = new Map(po.items.map((item) => [item.msgid, item.msgstr[0] ?? '']));
    return { code, nativeName: po.headers['X-Native-Name'] ?? code, messages, po };
  });
}

/** The file's text in its one accepted form: entries sorted by id, as pofile writes them. */
export function canonicalText(po: PO): string {
  const sorted = PO.parse(po.toString());
  sorted.items.sort((a, b) => (a.msgid < b.msgid ? -1 : a.msgid > b.msgid ? 1 : 0));
  return `${sorted.toString()}\n`;
}

/** Adds (or replaces) texts: English ids, each with its translation per other language. */
export function addTexts(
  entries: readonly { id: string; translations: Record<string, string> }[],
  dir = LOCALES_DIR,
): void {
  for (const file of readCatalogues(dir)) {
    for (const { id, translations } of entries) {
      const text = file.code === SOURCE_LANGUAGE ? id : translations[file.code];
      if (text === undefined) throw new Error(`no ${file.code} text for "${id}"`);
      let item = file.po.items.find((i) => i.msgid === id);
      if (!item) {
        item = new PO.Item();
        item.msgid = id;
        file.po.items.push(item);
      }
      item.msgstr = [text];
    }
    writeFileSync(fileOf(dir, file.code), canonicalText(file.po));
  }
}
