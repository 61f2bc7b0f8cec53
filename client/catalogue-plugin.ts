/**
 * The message catalogue at build time. Each language is one PO file in src/locales (`hi.po`; adding
 * `mr.po` adds Marathi). Message ids are the English texts themselves (gettext style), so English
 * needs no catalogue download: a plain English text is its own translation. The plugin compiles the
 * catalogues with Lingui's compiler and serves them as modules:
 *
 * - `virtual:catalogue`: the languages (code and native name, from each file's `X-Native-Name`
 *   header) and two loaders per other language (its translator, and the rest of its texts);
 *   English's translator only if an English text needs Lingui (a plural or select: plain
 *   placeholders are put in without it);
 * - `virtual:catalogue/<code>`: that language's translator (i18n/translator.ts: its texts, each
 *   under its short key from text-key.ts, as written when plain, else compiled and with Lingui's
 *   runtime), a chunk of its own, loaded on demand; in a build, only the texts that come first
 *   (catalogue-split.ts);
 * - `virtual:catalogue/<code>/rest`: the other texts, which the translator downloads when a module
 *   that waits for them is first loaded (i18n/all-texts.ts). A build fills both once its chunks
 *   are known (renderChunk); the dev server and tests put every text in the first.
 *
 * It also writes src/i18n/text-id.ts, the union of every message id, so that `t('...')` with an
 * id the catalogue lacks does not type-check (catalogue.test.ts checks the file is current).
 */
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { readCatalogues, SOURCE_LANGUAGE, type CatalogueFile } from './catalogue-files.ts';
import { lateTexts, type ChunkFacts } from './catalogue-split.ts';
import { templatesOf } from './src/i18n/rules.ts';
import { textKey } from './src/i18n/text-key.ts';

const MODULE = 'virtual:catalogue';

/** Lingui's compiled form, a plain text kept as a string (the runtime returns it as it is). */
function compile(text: string): CompiledMessage {
  const message = compileMessage(text);
  return Array.isArray(message) && message.length === 1 && typeof message[0] === 'string'
    ? message[0]
    : message;
}
type CompiledMessage = ReturnType<typeof compileMessage> | string;

/**
 * A part of a catalogue (i18n/translator.ts): its texts, each under its key (text-key.ts), as
 * they are when plain, compiled by Lingui's compiler when `lingui`, and the ids of those that are
 * rule templates (rules.ts), which stay English; throws on two ids with one key.
 */
function cataloguePart(entries: Iterable<[string, string]>, lingui: boolean): string {
  const byKey = new Map<string, [string, CompiledMessage]>();
  for (const [id, text] of entries) {
    const key = textKey(id);
    const taken = byKey.get(key)?.[0];
    if (taken !== undefined) throw new Error(`"${id}" and "${taken}" share the key ${key}`);
    byKey.set(key, [id, lingui ? compile(text) : text]);
  }
  const texts = Object.fromEntries([...byKey].map(([key, [, message]]) => [key, message]));
  const templates = templatesOf([...byKey.values()].map(([id]) => id)).map((t) => t.id);
  return JSON.stringify({ texts, templates });
}

/**
 * Whether a text is plain: words and placeholders (`{value}`), which the app fills in without
 * Lingui (i18n/fill.ts); a plural or select is not, nor a text with ICU's quoting.
 */
function isPlain(text: string): boolean {
  const message = compile(text);
  if (typeof message === 'string') return message === text;
  let rebuilt = '';
  for (const part of message) {
    if (typeof part === 'string') rebuilt += part;
    else if (Array.isArray(part) && part.length === 1) rebuilt += `{${String(part[0])}}`;
    else return false;
  }
  return rebuilt === text;
}

/** Whether a language needs Lingui's runtime: a text of it is not plain. */
const needsLingui = (file: CatalogueFile) => ![...file.messages.values()].every(isPlain);

export function textIdSource(source: CatalogueFile): string {
  const ids = [...source.messages.keys()].map((id) => `  | ${JSON.stringify(id)}`).join('\n');
  return `// Written by catalogue-plugin.ts from src/locales/${SOURCE_LANGUAGE}.po: do not edit.\n/** Every message id of the catalogue (its English text). */\nexport type TextId =\n${ids};\n`;
}

/** Stands in a catalogue module until the build knows which texts come first. */
const placeholder = (code: string, part: 'first' | 'rest') => `__panna_catalogue_${code}_${part}__`;
const REST = '/rest';

/**
 * `firstShell` is the module of the signed-in shell: a language's first download holds only the
 * texts its chunk and the entry use (catalogue-split.ts); every other chunk waits for the rest.
 */
export function cataloguePlugin(clientDir: string, firstShell?: string): Plugin {
  const localesDir = path.join(clientDir, 'src/locales');
  let building = false;
  /** Per build's render: the catalogues, and the ids only the later chunks use. */
  let rendered: CatalogueFile[] = [];
  let late: Set<string> | undefined;
  const textIdFile = path.join(clientDir, 'src/i18n/text-id.ts');
  const translatorModule = path.join(clientDir, 'src/i18n/translator.ts');
  const linguiModule = path.join(clientDir, 'src/i18n/lingui-engine.ts');
  const writeTextIds = (catalogues: CatalogueFile[]) => {
    const text = textIdSource(catalogues[0]!);
    if (!existsSync(textIdFile) || readFileSync(textIdFile, 'utf8') !== text)
      writeFileSync(textIdFile, text);
  };
  return {
    name: 'panna-catalogue',
    configResolved(config) {
      building = config.command === 'build' && firstShell !== undefined;
    },
    buildStart() {
      writeTextIds(readCatalogues(localesDir));
    },
    renderStart() {
      rendered = building ? readCatalogues(localesDir) : [];
      late = undefined;
    },
    renderChunk(code, chunk, _options, meta) {
      const facade = chunk.facadeModuleId ?? '';
      if (!building || !facade.startsWith(`\0${MODULE}/`)) return null;
      const name = facade.slice(`\0${MODULE}/`.length);
      const language = name.endsWith(REST) ? name.slice(0, -REST.length) : name;
      const file = rendered.find((c) => c.code === language);
      if (!file || language === SOURCE_LANGUAGE) return null;
      const shell = this.getModuleInfo(path.join(clientDir, firstShell!));
      if (!shell) this.error(`${firstShell} is not in the build`);
      // Every catalogue has the source's ids (catalogue.test.ts): one split serves them all.
      late ??= lateTexts(
        rendered[0]!.messages.keys(),
        Object.values(meta.chunks) as ChunkFacts[],
        (id) => id === shell.id,
        (id) => (id.includes('node_modules') ? null : (this.getModuleInfo(id)?.code ?? null)),
      );
      const part = name.endsWith(REST) ? 'rest' : 'first';
      const entries = [...file.messages].filter(([id]) => late!.has(id) === (part === 'rest'));
      const token = new RegExp(`(["'\`])${placeholder(language, part)}\\1`);
      if (!token.test(code)) this.error(`no ${part} placeholder in the ${language} catalogue`);
      const content = cataloguePart(entries, needsLingui(file));
      return { code: code.replace(token, () => content), map: null };
    },
    resolveId: (id) => (id === MODULE || id.startsWith(`${MODULE}/`) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith(`\0${MODULE}`)) return undefined;
      const catalogues = readCatalogues(localesDir);
      for (const file of catalogues) this.addWatchFile(path.join(localesDir, `${file.code}.po`));
      const name = id.slice(`\0${MODULE}/`.length);
      if (name.endsWith(REST)) {
        const code = name.slice(0, -REST.length);
        const empty = JSON.stringify({ texts: {}, templates: [] });
        return `export default ${building ? JSON.stringify(placeholder(code, 'rest')) : empty};`;
      }
      if (name) {
        const file = catalogues.find((c) => c.code === name);
        if (!file) this.error(`no catalogue ${name}.po in ${localesDir}`);
        const english = name === SOURCE_LANGUAGE;
        // English ships only what plain English cannot say (i18n/language.ts).
        const entries = english
          ? [...file.messages].filter(([, text]) => !isPlain(text))
          : file.messages;
        const split = building && !english;
        const lingui = needsLingui(file);
        const first = split
          ? JSON.stringify(placeholder(name, 'first'))
          : cataloguePart(entries, lingui);
        const rest = english
          ? 'undefined'
          : `() => import(${JSON.stringify(`${MODULE}/${name}${REST}`)})`;
        const args = [JSON.stringify(name), first, rest];
        return [
          `import { translator } from ${JSON.stringify(translatorModule)};`,
          ...(lingui ? [`import { linguiEngine } from ${JSON.stringify(linguiModule)};`] : []),
          `export default translator(${[...args, ...(lingui ? ['linguiEngine'] : [])].join(', ')});`,
        ].join('\n');
      }
      const [source, ...others] = catalogues;
      if (source?.code !== SOURCE_LANGUAGE) this.error(`${SOURCE_LANGUAGE}.po is missing`);
      writeTextIds(catalogues);
      const languages = catalogues.map(({ code, nativeName }) => ({ code, nativeName }));
      const loadersOf = (part: string) =>
        others
          .map(
            ({ code }) =>
              `${JSON.stringify(code)}: () => import(${JSON.stringify(`${MODULE}/${code}${part}`)})`,
          )
          .join(',\n');
      return [
        `export const languages = ${JSON.stringify(languages)};`,
        !needsLingui(source)
          ? 'export const sourceTranslator = null;'
          : `export { default as sourceTranslator } from '${MODULE}/${SOURCE_LANGUAGE}';`,
        `export const loaders = {\n${loadersOf('')}\n};`,
        `export const restLoaders = {\n${loadersOf(REST)}\n};`,
      ].join('\n');
    },
  };
}
