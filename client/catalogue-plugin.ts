/**
 * The message catalogue at build time. Each language is one PO file in src/locales (`hi.po`; adding
 * `mr.po` adds Marathi). Message ids are the English texts themselves (gettext style), so English
 * needs no catalogue download: a plain English text is its own translation. The plugin compiles the
 * catalogues with Lingui's compiler and serves them as modules:
 *
 * - `virtual:catalogue`: the languages (code and native name, from each file's `X-Native-Name`
 *   header) and a loader per other language; English's translator only if an English text needs
 *   Lingui (a plural or select: plain placeholders are put in without it);
 * - `virtual:catalogue/<code>`: that language's translator (i18n/translator.ts: Lingui's runtime
 *   with the compiled messages, each under its short key from text-key.ts), a chunk of its own,
 *   loaded on demand.
 *
 * It also writes src/i18n/text-id.ts, the union of every message id, so that `t('...')` with an
 * id the catalogue lacks does not type-check (catalogue.test.ts checks the file is current).
 */
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { readCatalogues, SOURCE_LANGUAGE, type CatalogueFile } from './catalogue-files';
import { templatesOf } from './src/i18n/rules';
import { textKey } from './src/i18n/text-key';

const MODULE = 'virtual:catalogue';

/** Lingui's compiled form, a plain text kept as a string (the runtime returns it as it is). */
function compile(text: string): CompiledMessage {
  const message = compileMessage(text);
  return Array.isArray(message) && message.length === 1 && typeof message[0] === 'string'
    ? message[0]
    : message;
}
type CompiledMessage = ReturnType<typeof compileMessage> | string;

/** The compiled texts, each under its key (text-key.ts); throws on two ids with one key. */
function compiled(entries: Iterable<[string, string]>): string {
  const byKey = new Map<string, [string, CompiledMessage]>();
  for (const [id, text] of entries) {
    const key = textKey(id);
    const taken = byKey.get(key)?.[0];
    if (taken !== undefined) throw new Error(`"${id}" and "${taken}" share the key ${key}`);
    byKey.set(key, [id, compile(text)]);
  }
  return JSON.stringify(Object.fromEntries([...byKey].map(([key, [, message]]) => [key, message])));
}

/** English entries worth shipping: those that are not their own id (placeholders, plurals). */
const needsCompiling = ([id, text]: [string, string]) => compile(text) !== id;

/**
 * Whether an English text is its id with plain placeholders (`{value}`) put in, as the app's
 * plain English does without Lingui (i18n/language.ts); a plural or select is not.
 */
function isPlain(id: string): boolean {
  const message = compile(id);
  if (typeof message === 'string') return message === id;
  let text = '';
  for (const part of message) {
    if (typeof part === 'string') text += part;
    else if (Array.isArray(part) && part.length === 1) text += `{${String(part[0])}}`;
    else return false;
  }
  return text === id;
}

export function textIdSource(source: CatalogueFile): string {
  const ids = [...source.messages.keys()].map((id) => `  | ${JSON.stringify(id)}`).join('\n');
  return `// Written by catalogue-plugin.ts from src/locales/${SOURCE_LANGUAGE}.po: do not edit.\n/** Every message id of the catalogue (its English text). */\nexport type TextId =\n${ids};\n`;
}

export function cataloguePlugin(clientDir: string): Plugin {
  const localesDir = path.join(clientDir, 'src/locales');
  const textIdFile = path.join(clientDir, 'src/i18n/text-id.ts');
  const translatorModule = path.join(clientDir, 'src/i18n/translator.ts');
  const writeTextIds = (catalogues: CatalogueFile[]) => {
    const text = textIdSource(catalogues[0]!);
    if (!existsSync(textIdFile) || readFileSync(textIdFile, 'utf8') !== text)
      writeFileSync(textIdFile, text);
  };
  return {
    name: 'panna-catalogue',
    buildStart() {
      writeTextIds(readCatalogues(localesDir));
    },
    resolveId: (id) => (id === MODULE || id.startsWith(`${MODULE}/`) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith(`\0${MODULE}`)) return undefined;
      const catalogues = readCatalogues(localesDir);
      for (const file of catalogues) this.addWatchFile(path.join(localesDir, `${file.code}.po`));
      const code = id.slice(`\0${MODULE}/`.length);
      if (code) {
        const file = catalogues.find((c) => c.code === code);
        if (!file) this.error(`no catalogue ${code}.po in ${localesDir}`);
        const entries =
          code === SOURCE_LANGUAGE ? [...file.messages].filter(needsCompiling) : file.messages;
        // Rule texts are recognised by these templates (rules.ts), so their ids stay English.
        const templateIds = templatesOf(file.messages.keys()).map((template) => template.id);
        return [
          `import { translator } from ${JSON.stringify(translatorModule)};`,
          `export default translator(${JSON.stringify(code)}, ${compiled(entries)}, ${JSON.stringify(templateIds)});`,
        ].join('\n');
      }
      const [source, ...others] = catalogues;
      if (source?.code !== SOURCE_LANGUAGE) this.error(`${SOURCE_LANGUAGE}.po is missing`);
      writeTextIds(catalogues);
      const languages = catalogues.map(({ code, nativeName }) => ({ code, nativeName }));
      const loaders = others
        .map(
          ({ code }) =>
            `${JSON.stringify(code)}: () => import(${JSON.stringify(`${MODULE}/${code}`)})`,
        )
        .join(',\n');
      return [
        `export const languages = ${JSON.stringify(languages)};`,
        [...source.messages.keys()].every(isPlain)
          ? 'export const sourceTranslator = null;'
          : `export { default as sourceTranslator } from '${MODULE}/${SOURCE_LANGUAGE}';`,
        `export const loaders = {\n${loaders}\n};`,
      ].join('\n');
    },
  };
}
