import { PATH_ALIASES, isEndpointPath } from '@panna/shared';

/**
 * Every operation's `operationId`, from one rule on its method and path, so that a generated
 * client's names never move when routes are added or reordered:
 * - a provider endpoint's POST (a path of the protocol's registry, or an alias) is its path in
 *   camelCase:
 *   `POST /api-submit-bid` is `apiSubmitBid`;
 * - any other operation is its method, then its path (the control plane's without /__sim) in
 *   PascalCase, each `{param}` as `By{Param}`: `POST /__sim/players/{mobile}/credit` is
 *   `postPlayersByMobileCredit`, `GET /api-payment-data` is `getApiPaymentData`, `GET /` is
 *   `getIndex`.
 */

/** The control plane's prefix, which its verbs' names leave out. */
export const CONTROL_PREFIX = '/__sim';

/** `submit-bid` as `SubmitBid`, `checkMoneyToReferral` as `CheckMoneyToReferral`. */
const pascal = (text: string): string =>
  text
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join('');

/** A path's words in PascalCase, `{param}` read as `By{Param}`. */
const pathWords = (path: string): string =>
  path
    .split('/')
    .map((segment) => {
      const param = /^\{(.+)\}$/.exec(segment)?.[1];
      return param ? `By${pascal(param)}` : pascal(segment);
    })
    .join('');

/** Whether an OpenAPI path (`/api-submit-bid`) is a provider endpoint's, whatever the method. */
export const isProviderPath = (path: string): boolean => {
  const name = path.slice(1);
  return isEndpointPath(name) || Object.hasOwn(PATH_ALIASES, name);
};

/** Whether an operation is a provider endpoint's POST, the protocol's own way in. */
export const isProviderOperation = (method: string, path: string): boolean =>
  method.toLowerCase() === 'post' && isProviderPath(path);

export const isControlPath = (path: string): boolean =>
  path === CONTROL_PREFIX || path.startsWith(`${CONTROL_PREFIX}/`);

/** The operationId of `method` on an OpenAPI path (`/__sim/players/{mobile}/credit`). */
export function operationId(method: string, path: string): string {
  if (isProviderOperation(method, path)) {
    const words = pathWords(path);
    return words[0]!.toLowerCase() + words.slice(1);
  }
  const words = pathWords(isControlPath(path) ? path.slice(CONTROL_PREFIX.length) : path);
  return method.toLowerCase() + (words || 'Index');
}
