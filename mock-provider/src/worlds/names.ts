import { basename, dirname, resolve } from 'node:path';

/** A name, or a file name, refused before anything is touched: answered 400 with the reason. */
export class NameRefused extends Error {
  readonly statusCode = 400;
}

/**
 * The one rule for sandbox and snapshot names, wherever one arrives (a URL, a body, a scenario
 * file): checked on the decoded text, so `..%2F` and `%00` are refused like `../` and NUL.
 */
const NAME = /^[A-Za-z0-9_-]{1,64}$/;
export const NAME_RULE = 'letters, digits, _ and -, 1 to 64 characters';

export const isValidName = (name: unknown): boolean => typeof name === 'string' && NAME.test(name);

/** The default world's name, which no sandbox may take (unprefixed paths reach that world). */
export const DEFAULT_WORLD = 'default';

/**
 * Why `name` cannot name a sandbox, or undefined when it can: it must keep the rule and must not
 * be the default world's, in any case (`/s/Default/` is as surely a script's mistake, and on a
 * case-insensitive disk its snapshot folder would be the default world's).
 */
export function sandboxNameRefusal(name: string): string | undefined {
  if (!isValidName(name))
    return `Invalid sandbox name ${JSON.stringify(name.slice(0, 80))}: ${NAME_RULE}`;
  if (name.toLowerCase() === DEFAULT_WORLD)
    return `Sandbox name ${JSON.stringify(name)} is reserved for the default world: call it without /s/{name}, put it back with POST /__sim/reset`;
  return undefined;
}

/** The name, or a 400 that says what a name may be. Snapshots may be called "default". */
export function checkName(what: 'sandbox' | 'snapshot', name: string): string {
  const refusal =
    what === 'sandbox'
      ? sandboxNameRefusal(name)
      : isValidName(name)
        ? undefined
        : `Invalid snapshot name ${JSON.stringify(name.slice(0, 80))}: ${NAME_RULE}`;
  if (refusal) throw new NameRefused(refusal);
  return name;
}

/**
 * The path of `fileName` in `folder`, proven to be directly inside it once resolved; anything else
 * is refused before a file is touched.
 */
export function fileIn(folder: string, fileName: string): string {
  const root = resolve(folder);
  const path = resolve(root, fileName);
  if (fileName.includes('\0') || dirname(path) !== root || basename(path) !== fileName)
    throw new NameRefused(`${JSON.stringify(fileName.slice(0, 80))} is not a file of ${root}`);
  return path;
}
