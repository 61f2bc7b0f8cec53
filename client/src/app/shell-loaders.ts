/**
 * The two lazily loaded steps of the signed-in shell, shared by the entry (which preloads them at
 * start-up, router.tsx) and the routes that render them.
 */
import { withAllTexts } from '../i18n/all-texts';
import { lazy } from './route-table';

/**
 * TanStack Query, the header layout (around every header screen) and the home screen: a
 * language's first download holds its texts (catalogue-plugin.ts), so it waits for no more.
 */
export const loadQueryShell = lazy(() => import('./query-shell'));

/** Every other signed-in or standalone screen (other-routes.ts) and the not-found screen. */
export const loadOtherShell = lazy(withAllTexts(() => import('./other-shell')));
