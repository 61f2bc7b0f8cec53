/**
 * Which texts a language's first download can leave out. It holds the texts of the entry and of
 * the signed-in shell (the chunks a player's first screen is drawn from: sign-in or home); every
 * other chunk is loaded through withAllTexts (i18n/all-texts.ts, which all-texts.test.ts holds
 * every lazy import to) and so renders only once the rest of the texts are there. A text is found
 * in a chunk when one of its modules quotes it, as catalogue.test.ts finds texts in the sources;
 * a text found in no chunk comes first.
 */

/** What the split needs to know of a built chunk. */
export interface ChunkFacts {
  fileName: string;
  isEntry: boolean;
  moduleIds: readonly string[];
  /** Static imports: file names. */
  imports: readonly string[];
}

/** Whether `code` quotes `id` as a string literal of any kind. */
export function quotes(code: string, id: string): boolean {
  return [`'${id.replaceAll("'", "\\'")}'`, `"${id.replaceAll('"', '\\"')}"`, `\`${id}\``].some(
    (quoted) => code.includes(quoted),
  );
}

/** `roots` and every chunk they import statically, transitively. */
function closure(roots: Iterable<string>, byName: Map<string, ChunkFacts>): Set<string> {
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    for (const next of byName.get(name)?.imports ?? []) visit(next);
  };
  for (const root of roots) visit(root);
  return seen;
}

/**
 * The ids only the later chunks use: those neither the entry nor a chunk holding a `first`
 * module (the signed-in shell), nor what they import statically, quotes. `codeOf` gives a
 * module's code (null: none, or a library's, which quotes no catalogue text).
 */
export function lateTexts(
  ids: Iterable<string>,
  chunks: readonly ChunkFacts[],
  first: (moduleId: string) => boolean,
  codeOf: (moduleId: string) => string | null,
): Set<string> {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const roots = chunks
    .filter((chunk) => chunk.isEntry || chunk.moduleIds.some(first))
    .map((chunk) => chunk.fileName);
  const firstChunks = closure(roots, byName);
  const codeIn = (inFirst: boolean) =>
    chunks
      .filter((chunk) => firstChunks.has(chunk.fileName) === inFirst)
      .flatMap((chunk) => chunk.moduleIds)
      .map((id) => codeOf(id) ?? '')
      .join('\n');
  const firstCode = codeIn(true);
  const lateCode = codeIn(false);
  return new Set([...ids].filter((id) => quotes(lateCode, id) && !quotes(firstCode, id)));
}
