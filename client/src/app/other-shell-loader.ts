/**
 * The signed-in shell's second step, shared by the entry (which preloads it at start-up,
 * router.tsx) and the query shell that renders it (query-shell.tsx).
 */
import { withAllTexts } from '../i18n/all-texts';
import { lazy } from './route-table';

/** Every other signed-in or standalone screen (other-routes.ts) and the not-found screen. */
export const loadOtherShell = lazy(withAllTexts(() => import('./other-shell')));
