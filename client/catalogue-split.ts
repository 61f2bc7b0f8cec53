/**
 * Which texts a language's first download can leave out. The screens routed by other-routes.ts
 * wait for the whole catalogue before they render (i18n/all-texts.ts), so the texts that only
 * their chunks use come in a second download; every other text (the entry's, the sign-in and
 * home screens', any dialog's, and any text found in no code) comes first. A text is found in a
 * chunk when one of its modules quotes it, as catalogue.test.ts finds texts in the sources.
 */

/** What the split needs to know of a built chunk. */
export interface ChunkFacts {
  fileName: string;
  isEntry: boolean;
  moduleIds: readonly string[];
  /** Static imports: file names. */
  imports: readonly string[];
  /** Dynamic imports: file names. */
  dynamicImports: readonly string[];
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
 * The ids that only the waiting screens' chunks use. `router` is the module that imports the
 * waiting screens (other-routes.ts); `waits(moduleId)` says whether a module is one of them;
 * `codeOf` gives a module's code (null: none, or a library's, which quotes no catalogue text).
 */
export function lateTexts(
  ids: Iterable<string>,
  chunks: readonly ChunkFacts[],
  router: string,
  waits: (moduleId: string) => boolean,
  codeOf: (moduleId: string) => string | null,
): Set<string> {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const routerChunk = chunks.find((chunk) => chunk.moduleIds.includes(router));
  // A waiting screen's chunk, opened by the router only: opened any other way, it might render
  // before the rest of the texts are here.
  const waiting = new Set(
    chunks
      .filter(
        (chunk) =>
          chunk.moduleIds.some(waits) &&
          chunks.every(
            (other) => other === routerChunk || !other.dynamicImports.includes(chunk.fileName),
          ),
      )
      .map((chunk) => chunk.fileName),
  );
  // Whatever renders without the wait: the entry, and every chunk opened on demand but a waiting
  // screen's (dialogs, the side menu, the first screens, the catalogue itself).
  const roots = chunks
    .filter((chunk) => chunk.isEntry)
    .map((chunk) => chunk.fileName)
    .concat(chunks.flatMap((chunk) => chunk.dynamicImports).filter((name) => !waiting.has(name)));
  const first = closure(roots, byName);
  const late = [...closure(waiting, byName)].filter((name) => !first.has(name));
  const codeIn = (names: Iterable<string>) =>
    [...names]
      .flatMap((name) => byName.get(name)?.moduleIds ?? [])
      .map((id) => codeOf(id) ?? '')
      .join('\n');
  const firstCode = codeIn(first);
  const lateCode = codeIn(late);
  return new Set([...ids].filter((id) => quotes(lateCode, id) && !quotes(firstCode, id)));
}
