/**
 * The two lazily loaded steps of the signed-in shell, as `once` loaders shared by the entry (which
 * preloads them at start-up, router.tsx) and the routes that render them.
 */
import { once } from './route-table';

/** TanStack Query, the header layout (around every header screen) and the home screen. */
export const loadQueryShell = once(() => import('./query-shell'));

/** Every other screen (standalone, bid and header screens) and the not-found screen. */
export const loadOtherShell = once(() => import('./other-shell'));
