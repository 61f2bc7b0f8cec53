import { basename, dirname, resolve } from 'node:path';
import { badRequest } from './control-error';

/**
 * The one rule for sandbox and snapshot names, wherever one arrives (a URL, a body, a scenario
 * file): checked on the decoded text, so `..%2F` and `%00` are refused like `../` and NUL.
 */
const NAME = /^[A-Za-z0-9_-]{1,64}$/;
export const NAME_RULE = 'letters, digits, _ and -, 1 to 64 characters';

export const isValidName = (name: unknown): boolean => typeof name === 'string' && NAME.test(name);

/** The name, or a 400 that says what a name may be. */
export function checkName(what: 'sandbox' | 'snapshot', name: string): string {
  if (isValidName(name)) return name;
  throw badRequest(`Invalid ${what} name ${JSON.stringify(name.slice(0, 80))}: ${NAME_RULE}`);
}

/**
 * The path of `fileName` in `folder`, proven to be directly inside it once resolved; anything else
 * is refused before a file is touched.
 */
export function fileIn(folder: string, fileName: string): string {
  const root = resolve(folder);
  const path = resolve(root, fileName);
  if (fileName.includes('\0') || dirname(path) !== root || basename(path) !== fileName)
    throw badRequest(`${JSON.stringify(fileName.slice(0, 80))} is not a file of ${root}`);
  return path;
}
