/**
 * A scenario acts on the world it runs in, and only that one. The simulator picks a call's world
 * from the start of its path as sent (`/s/{name}/...` a sandbox, anything else the default
 * world), so every URL a run sends is built here and proven, once resolved as fetch resolves it,
 * to start with its own world's prefix and to be exactly the URL written: a dot segment, a
 * backslash or a stripped tab would make the server see another path than the step named.
 */
import { sandboxNameRefusal, worldLabel } from '../contract/names';
import { DEFAULT_SIMULATOR_URL } from '../contract/ports';

/** Where a run sends its calls: the simulator's origin and its world's path prefix. */
export interface WorldRoot {
  /** `http://127.0.0.1:8787` */
  origin: string;
  /** `/s/{name}` for a sandbox, '' for the default world. */
  prefix: string;
  /** How messages name the world: `sandbox qa` or `the default world`. */
  name: string;
}

/** The server's own sandbox prefix: in the default world, no path may start with it. */
const SANDBOX_PREFIX = '/s/';

/** Why `base` is not a simulator's origin (`http://host:port`, nothing after), if it is not. */
export function baseProblem(base: string): string | undefined {
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    return `${JSON.stringify(base)} is not a URL`;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'it must be http or https';
  // A path would choose the world (`http://host/s/other`), a user name the host.
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password)
    return `it must be an origin only, like ${DEFAULT_SIMULATOR_URL} (not ${base})`;
  return undefined;
}

/** The root of a run in `sandbox` (a valid name), or in the default world when undefined. */
export function worldRoot(base: string, sandbox: string | undefined): WorldRoot {
  const problem = baseProblem(base);
  if (problem) throw new Error(`base: ${problem}`);
  const refusal = sandbox === undefined ? undefined : sandboxNameRefusal(sandbox);
  if (refusal) throw new Error(refusal);
  return {
    origin: new URL(base).origin,
    prefix: sandbox === undefined ? '' : `${SANDBOX_PREFIX}${sandbox}`,
    name: worldLabel(sandbox),
  };
}

/**
 * Why `url` would not reach `root`'s world as written, if it would not: another origin, a path
 * that resolves to another (dot segments, `%2e`, backslashes, tabs), or one outside the prefix.
 * Percent-encoded slashes and double encoding stay inside: the server never decodes them into
 * the part of the path that picks the world.
 */
export function outsideWorld(root: WorldRoot, url: string): string | undefined {
  let resolved: URL;
  try {
    resolved = new URL(url);
  } catch {
    return `${JSON.stringify(url)} is not a URL`;
  }
  if (resolved.origin !== root.origin || !url.startsWith(`${root.origin}/`))
    return `${url} is not on ${root.origin}`;
  const written = url.slice(root.origin.length).split(/[?#]/, 1)[0]!;
  if (resolved.pathname !== written)
    return `the path ${JSON.stringify(written)} resolves to ${JSON.stringify(resolved.pathname)}`;
  if (
    !written.startsWith(`${root.prefix}/`) ||
    (!root.prefix && written.startsWith(SANDBOX_PREFIX))
  )
    return `${written} is outside ${root.name}`;
  return undefined;
}

/** A provider path as a `call` step names one: a single segment (`api-get-dashboard-data`). */
const PROVIDER_PATH = /^[A-Za-z0-9_-]{1,100}$/;
export const PROVIDER_PATH_RULE =
  'one path of letters, digits, - and _, like api-get-dashboard-data';

export const isProviderPath = (path: string): boolean => PROVIDER_PATH.test(path);
