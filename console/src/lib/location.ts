import {
  DEFAULT_WORLD,
  NAME_MAX,
  isDefaultWorldName,
  isValidName,
} from '@panna/mock-provider/control-client';

/**
 * Where the console is: `/__sim/console/{route}` in the default world, or
 * `/s/{name}/__sim/console/{route}` in a sandbox. The control plane it calls sits at the same prefix.
 */
export const CONSOLE_PATH = '/__sim/console/';

export interface ConsoleLocation {
  /** The sandbox the console drives; undefined for the default world. */
  sandbox: string | undefined;
  /** What comes before `/__sim`: '' or '/s/{name}' (encoded as in the path). */
  prefix: string;
  /** The console's own route after its base, without slashes at either end: 'clock', 'players/98...'. */
  route: string;
}

const CONSOLE_AT = /^(\/s\/([^/]+))?\/__sim\/console(?:\/(.*))?$/;

/** Reads a page path; a path outside the console reads as the default world's first panel. */
export function readLocation(pathname: string): ConsoleLocation {
  const match = CONSOLE_AT.exec(pathname);
  if (!match) return { sandbox: undefined, prefix: '', route: '' };
  const encoded = match[2];
  return {
    sandbox: encoded === undefined ? undefined : decodeURIComponent(encoded),
    prefix: match[1] ?? '',
    route: (match[3] ?? '').replace(/^\/+|\/+$/g, ''),
  };
}

/** The path of a console route in a world: consoleHref('alice', 'clock') is /s/alice/__sim/console/clock. */
export function consoleHref(sandbox: string | undefined, route = ''): string {
  const prefix = sandbox === undefined ? '' : `/s/${encodeURIComponent(sandbox)}`;
  return `${prefix}${CONSOLE_PATH}${route}`;
}

/** Why `name` cannot name a sandbox (the simulator's own rule), or undefined when it can. */
export function sandboxNameProblem(name: string): string | undefined {
  if (!isValidName(name)) return `Letters, digits, _ and - only, at most ${NAME_MAX} characters.`;
  if (isDefaultWorldName(name))
    return `"${DEFAULT_WORLD}" is the default world’s name: choose the default world in the list.`;
  return undefined;
}
