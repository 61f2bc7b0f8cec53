/**
 * The catalogue's files (src/locales/*.po): complete in every language, in their canonical form,
 * every text used and every text of shared's rules present. Message ids are the English texts.
 */
import { compileMessage } from '@lingui/message-utils/compileMessage';
import * as bids from '@panna/shared/bids';
import { PLAYER_FACING_MESSAGES } from '@panna/shared/protocol';
import * as validation from '@panna/shared/validation';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  canonicalText,
  latinWords,
  LOCALES_DIR,
  readCatalogues,
  SOURCE_LANGUAGE,
} from './catalogue-files';
import { cataloguePlugin } from './catalogue-plugin';
import { quotes } from './catalogue-split';
import { textKey } from './src/i18n/text-key';

const SAMPLE = '\u0007';
/** A text with each placeholder written as SAMPLE: the shape shared's templates produce. */
const shapeOf = (id: string) => id.replace(/\{\w+\}/g, SAMPLE);

/** Rule texts the client never shows (the server's inner wording, prefixes of templates). */
const NEVER_SHOWN = new Set<string>([
  validation.LOGIN_MESSAGES.serverInvalidCredentials,
  validation.REGISTER_MESSAGES.errorRegisteringPrefix,
  validation.WITHDRAW_MESSAGES.belowMinimumPrefix,
  validation.ADD_MONEY_MESSAGES.belowMinimumPrefix,
]);

/** shared's rule texts by group, templates written with SAMPLE for their value. */
const RULE_GROUPS: [string, string[]][] = [
  ...Object.entries({ ...validation, ...bids })
    .filter(([name]) => name.endsWith('_MESSAGES'))
    .map(([name, group]): [string, string[]] => [
      name,
      Object.values(group as Record<string, unknown>)
        .map((value) =>
          typeof value === 'function' ? (value as (v: string) => string)(SAMPLE) : value,
        )
        .filter((text): text is string => typeof text === 'string' && !NEVER_SHOWN.has(text)),
    ]),
  [
    'bid type names, field, row and rate labels',
    [
      ...Object.values(bids.BID_TYPES).flatMap((type) => [
        type.title,
        ...(type.label ? [type.label] : []),
        ...type.fields.map((field) => field.label),
        // A pending row's caption ('Close Digit'): pending-bids.tsx shows it in the language.
        ...(['Open', 'Close'] as const).map((session) => bids.entryCaption(type, { session })),
      ]),
      ...Object.values(bids.RATE_LINES).flatMap((lines) => lines.map((line) => line.label)),
    ],
  ],
  // The provider's messages a player sees, as the catalogue holds them (provider-texts.ts).
  ['provider messages', PLAYER_FACING_MESSAGES.map((text) => text.trimEnd())],
  [
    'message templates',
    [
      validation.minWithdrawalMessage,
      validation.minimumAddMessage,
      validation.registrationErrorMessage,
    ].map((template) => (template as (v: unknown) => string)(SAMPLE)),
  ],
];

const catalogues = readCatalogues();
const english = catalogues[0]!;
const ids = [...english.messages.keys()];

/** A message's placeholder and plural names, sorted (translations must keep them). */
function placeholders(text: string): string[] {
  const names: string[] = [];
  const walk = (message: unknown) => {
    if (!Array.isArray(message)) return;
    for (const part of message)
      if (Array.isArray(part) && typeof part[0] === 'string') {
        names.push(part[0]);
        for (const branch of Object.values((part[2] ?? {}) as object)) walk(branch);
      }
  };
  walk(compileMessage(text));
  return names.sort();
}

/** Every non-test source file under `dir`, concatenated. */
function sources(dir: string): string {
  let text = '';
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) text += sources(file);
    else if (/\.tsx?$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name) && name !== 'text-id.ts')
      text += readFileSync(file, 'utf8');
  }
  return text;
}

describe('the catalogue', () => {
  it('has English first, then at least Hindi', () => {
    expect(catalogues.map((c) => c.code)).toEqual(expect.arrayContaining([SOURCE_LANGUAGE, 'hi']));
    expect(english.code).toBe(SOURCE_LANGUAGE);
  });

  it.each(catalogues.map((c) => [c.code, c] as const))(
    '%s.po is in its canonical form (sorted)',
    (code, file) => {
      expect(readFileSync(path.join(LOCALES_DIR, `${code}.po`), 'utf8')).toBe(
        canonicalText(file.po),
      );
    },
  );

  it.each(catalogues.slice(1).map((c) => [c.code, c] as const))(
    '%s.po names its language, as the side menu shows it and the browser asks for it',
    (code, file) => {
      expect(file.po.headers.Language).toBe(code);
      expect(file.nativeName).not.toBe(code); // X-Native-Name: the language in itself
      expect(file.po.headers['Content-Type']).toBe('text/plain; charset=UTF-8');
    },
  );

  it('has English texts that are their own ids', () => {
    for (const [id, text] of english.messages) expect(text, id).toBe(id);
  });

  it.each(catalogues.slice(1).map((c) => [c.code, c] as const))(
    '%s.po translates every English text, keeping its placeholders, and nothing else',
    (_code, file) => {
      expect([...file.messages.keys()].sort()).toEqual([...ids].sort());
      for (const [id, text] of file.messages) {
        expect(text.trim(), id).not.toBe('');
        expect(placeholders(text), id).toEqual(placeholders(id));
      }
    },
  );

  it.each(catalogues.slice(1).map((c) => [c.code, c] as const))(
    '%s.po writes no English: its only Latin words are the names players know (UPI, WhatsApp)',
    (_code, file) => {
      const english = [...file.messages.values()]
        .map((text) => [text, latinWords(text.replace(/\{\w+\}/g, ' '))] as const)
        .filter(([, words]) => words.length > 0);
      expect(english).toEqual([]);
    },
  );

  it('finds the English a translation keeps, names aside', () => {
    expect(latinWords('iPhone (Safari): Share पर टैप करें, फिर "Add to Home Screen" चुनें।')).toEqual([
      'Share',
      'Add',
      'to',
      'Home',
      'Screen',
    ]);
    expect(latinWords('गेम ID')).toEqual(['ID']);
    expect(latinWords('UPI ID कॉपी करें: a@upi, सूचना (Alt+T), KALYAN 10:00 AM')).toEqual([]);
  });

  it('has no text that no code uses', () => {
    const code =
      sources(path.join(import.meta.dirname, 'src')) +
      sources(path.join(import.meta.dirname, '../shared/src'));
    const rules = new Set(RULE_GROUPS.flatMap(([, texts]) => texts));
    expect(ids.filter((id) => !quotes(code, id) && !rules.has(shapeOf(id)))).toEqual([]);
  });
});

/** The module the plugin serves for `code`'s catalogue, from the PO files under `clientDir`. */
const catalogueModule = (clientDir: string, code: string) => {
  const load = cataloguePlugin(clientDir).load as (id: string) => string;
  return load.call({ addWatchFile: () => {} }, `\0virtual:catalogue/${code}`);
};

describe('a compiled catalogue', () => {
  it("comes with Lingui's runtime only when a text of it needs more than placeholders", () => {
    expect(catalogueModule(import.meta.dirname, 'hi')).not.toContain('lingui-engine');
    const clientDir = mkdtempSync(path.join(tmpdir(), 'catalogue-'));
    mkdirSync(path.join(clientDir, 'src/locales'), { recursive: true });
    const plural = '{count, plural, one {# bid} other {# bids}}';
    const po = (code: string, text: string) =>
      `msgid ""\nmsgstr ""\n"Language: ${code}\\n"\n\nmsgid ${JSON.stringify(plural)}\nmsgstr ${JSON.stringify(text)}\n`;
    writeFileSync(path.join(clientDir, 'src/locales/en.po'), po('en', plural));
    writeFileSync(
      path.join(clientDir, 'src/locales/mr.po'),
      po('mr', '{count, plural, one {# बोली} other {# बोली}}'),
    );
    const marathi = catalogueModule(clientDir, 'mr');
    expect(marathi).toContain('lingui-engine');
    expect(marathi).toContain(JSON.stringify(textKey(plural)));
  });

  it('files every text under a key of its own', () => {
    expect(new Set(ids.map(textKey)).size).toBe(ids.length);
  });

  it('carries no English beside Hindi but the templates rule texts are recognised by', () => {
    const module = catalogueModule(import.meta.dirname, 'hi');
    const templates = ids.filter((id) => /\{\w+\}/.test(id));
    const hindi = catalogues.find((c) => c.code === 'hi')!.messages;
    // Ids with placeholders, and texts Hindi keeps in English (`UPI ID`), may appear.
    const english = ids.filter((id) => !templates.includes(id) && hindi.get(id) !== id);
    expect(english.filter((id) => module.includes(JSON.stringify(id)))).toEqual([]);
    expect(module).toContain(JSON.stringify(textKey('Sign In')));
  });
});

describe("the spec's texts", () => {
  it('are all in the English catalogue, exactly as the spec writes them', () => {
    const shapes = new Set(ids.map(shapeOf));
    const { texts } = JSON.parse(
      readFileSync(path.join(LOCALES_DIR, 'spec-texts.json'), 'utf8'),
    ) as { texts: string[] };
    // 'Error registering: ' is the prefix the spec quotes for 'Error registering: {detail}'.
    const missing = texts.filter(
      (text) =>
        !shapes.has(shapeOf(text)) && !ids.some((id) => id.startsWith(text) && text.endsWith(': ')),
    );
    expect(missing).toEqual([]);
  });
});

describe("shared's rule texts", () => {
  const shapes = new Set(ids.map(shapeOf));
  it.each(RULE_GROUPS)('%s are all in the catalogue', (_name, texts) => {
    for (const text of texts) expect(shapes.has(text), text).toBe(true);
  });
});
