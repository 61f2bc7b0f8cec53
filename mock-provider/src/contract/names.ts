/**
 * The one rule for sandbox and snapshot names, wherever one arrives (a URL, a body, a scenario
 * file, the console's form, a test fixture that makes one): checked on the decoded text, so
 * `..%2F` and `%00` are refused like `../` and NUL.
 */
const NAME_CHARACTERS = 'A-Za-z0-9_-';
/** The longest name. */
export const NAME_MAX = 64;
const NAME = new RegExp(`^[${NAME_CHARACTERS}]{1,${NAME_MAX}}$`);
const NOT_NAME_CHARACTERS = new RegExp(`[^${NAME_CHARACTERS}]+`, 'g');
export const NAME_RULE = `letters, digits, _ and -, 1 to ${NAME_MAX} characters`;

export const isValidName = (name: unknown): boolean => typeof name === 'string' && NAME.test(name);

/** The default world's name, which no sandbox may take (unprefixed paths reach that world). */
export const DEFAULT_WORLD = 'default';

/**
 * Whether `name` is the default world's, in any case: `/s/Default/` is as surely a script's
 * mistake, and on a case-insensitive disk its snapshot folder would be the default world's.
 */
export const isDefaultWorldName = (name: string): boolean => name.toLowerCase() === DEFAULT_WORLD;

/** Why `name` cannot name a sandbox, or undefined when it can: it keeps the rule and is not the default world's. */
export function sandboxNameRefusal(name: string): string | undefined {
  if (!isValidName(name))
    return `Invalid sandbox name ${JSON.stringify(name.slice(0, 80))}: ${NAME_RULE}`;
  if (isDefaultWorldName(name))
    return `Sandbox name ${JSON.stringify(name)} is reserved for the default world: call it without /s/{name}, put it back with POST /__sim/reset`;
  return undefined;
}

/**
 * A name made of any text and a suffix that sets it apart (`pw-real-a1b2-0-x7k2q9`): each run of
 * characters a name may not hold becomes `-`, and the text is cut to leave the suffix its room.
 */
export function nameWith(text: string, suffix: string): string {
  const room = NAME_MAX - suffix.length - 1;
  return `${text.replace(NOT_NAME_CHARACTERS, '-').slice(0, room)}-${suffix}`;
}

/** How messages name a world: "the default world" or "sandbox alice". */
export const worldLabel = (sandbox: string | undefined): string =>
  sandbox === undefined ? 'the default world' : `sandbox ${sandbox}`;
