/**
 * The route table's vocabulary: layouts, access, lazy screen loaders and the helpers that declare
 * table entries. The table itself is declared in parts, each loaded only when needed (routes.ts).
 *
 * Layouts: `standalone` (the screen draws its own frame), `header` (header with the side menu,
 * footer below), `bare` (account flows). Access: `public` or `player` (signed in; a missing
 * username or token logs out automatically). Betting: a route the spec reserves for players whose
 * betting_status is "1" names where anyone else is sent (`withoutBetting`); one guard in the
 * signed-in shell enforces it (layouts/require-betting.tsx).
 */
import type { QueryClient } from '@tanstack/react-query';
import { createElement, type ComponentType } from 'react';

export type Layout = 'standalone' | 'header' | 'bare';
export type Access = 'public' | 'player';

type ScreenModule = { default: ComponentType };
export type Loader = () => Promise<ScreenModule>;

/** Starts the provider queries a screen's first render makes, so that start-up can begin them. */
export type Prefetch = (client: QueryClient, token: string) => void;

export interface ScreenRoute {
  path: string;
  layout: Layout;
  access: Access;
  load: Loader;
  /** The screen's first queries, started during start-up alongside its code (router.tsx). */
  prefetch?: Prefetch;
  /** Needs betting on (wallet, funds, histories, rates, play): without it, the player goes here. */
  withoutBetting?: string;
}

/** A lazy screen rendered with fixed props (the bid type, the menu kind). */
export function withProps<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  props: P,
): Loader {
  return async () => {
    const { default: Screen } = await load();
    const Bound = () => createElement(Screen, props);
    return { default: Bound };
  };
}

/**
 * A loader that downloads once, its promise marked with its outcome (`status`, `value`): a screen
 * preloaded at start-up (router.tsx) then renders at once, without suspending (route-elements.tsx).
 */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let promise: Promise<T> | undefined;
  return () => {
    if (!promise) {
      const settling = Object.assign(load(), { status: 'pending' as string });
      settling.then(
        (value) => Object.assign(settling, { status: 'fulfilled', value }),
        (reason: unknown) => Object.assign(settling, { status: 'rejected', reason }),
      );
      promise = settling;
    }
    return promise;
  };
}

const routes = (layout: Layout, access: Access, load: Loader, paths: string[]): ScreenRoute[] => {
  const loadOnce = once(load);
  return paths.map((path) => ({ path, layout, access, load: loadOnce }));
};
export const player = (layout: Layout, load: Loader, ...paths: string[]) =>
  routes(layout, 'player', load, paths);
export const visitor = (layout: Layout, load: Loader, ...paths: string[]) =>
  routes(layout, 'public', load, paths);

/** The same routes, with the queries their screens start with. */
export const withData = (prefetch: Prefetch, routes: ScreenRoute[]): ScreenRoute[] =>
  routes.map((route) => ({ ...route, prefetch }));

/** The same routes, for betting players only: anyone else is sent to `home`. */
export const bettingOnly = (home: string, routes: ScreenRoute[]): ScreenRoute[] =>
  routes.map((route) => ({ ...route, withoutBetting: home }));

/** A path as the router compares it: case-insensitive, without a trailing slash. */
const normalise = (path: string) => path.toLowerCase().replace(/(.)\/+$/, '$1');

/** The table entry whose path is `pathname` (paths are static: no parameters). */
export const routeAt = (table: readonly ScreenRoute[], pathname: string) =>
  table.find((r) => normalise(r.path) === normalise(pathname));
