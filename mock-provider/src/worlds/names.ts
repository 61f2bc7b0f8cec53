import { basename, dirname, resolve } from 'node:path';
import { NAME_RULE, isValidName, sandboxNameRefusal } from '../contract/names';

/** A name, or a file name, refused before anything is touched: answered 400 with the reason. */
export class NameRefused extends Error {
  readonly statusCode = 400;
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
