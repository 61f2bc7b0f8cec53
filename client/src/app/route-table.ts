/**
 * The route table's vocabulary: layouts, access, screen loaders and the helpers that declare
 * table entries. The table itself (routes.ts) is declared in three parts, one per chunk that
 * routes them, so that /login and /imp download only their own part.
 *
 * Layouts: `standalone` (the screen draws its own frame), `header` (header with the side menu,
 * footer below), `bare` (account flows). Access: `public` or `player` (signed in; a missing
 * username or token logs out automatically). Betting: a route the spec reserves for players whose
 * betting_status is "1" names where anyone else is sent (`withoutBetting`); one guard in the
 * signed-in shell enforces it (layouts/require-betting.tsx).
 */
import type { QueryClient } from '@tanstack/react-query';
import { createElement, type ComponentType } from 'react';
import { withAllTexts } from '../i18n/all-texts';

export type Layout = 'standalone' | 'header' | 'bare';
export type Access = 'public' | 'player';

type ScreenModule = { default: ComponentType };

/**
 * Where a screen's code comes from: a chunk of its own (`lazy`, downloaded once), or the table
 * part's own chunk (home-routes.ts). Once the code is there, `loaded` holds it, and the route
 * renders it at once instead of suspending (route-elements.tsx).
 */
export interface Loader<T = ScreenModule> {
  (): Promise<T>;
  loaded?: T;
}

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

/** A module in a chunk of its own, downloaded once, on first use. */
export function lazy<T>(load: () => Promise<T>): Loader<T> {
  let loading: Promise<T> | undefined;
  const loader: Loader<T> = () => (loading ??= load().then((module) => (loader.loaded = module)));
  return loader;
}

/** A screen in a chunk of its own, which renders once the language spoken has all its texts. */
export const screen = <T>(load: () => Promise<T>): Loader<T> => lazy(withAllTexts(load));

/** A module that comes with the table part's own chunk (home-routes.ts): loaded already. */
export const bundled = <T>(module: T): Loader<T> =>
  Object.assign(() => Promise.resolve(module), { loaded: module });

/** A lazy screen rendered with fixed props (the bid type, the menu kind, embedded). */
export function withProps<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  props: P,
): Loader {
  return lazy(async () => {
    const { default: Screen } = await load();
    return { default: () => createElement(Screen, props) };
  });
}

const routes = (layout: Layout, access: Access, load: Loader, paths: string[]): ScreenRoute[] =>
  paths.map((path) => ({ path, layout, access, load }));
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

/** Whether the router takes `pathname` to `path` (paths are static: no parameters). */
export const isPath = (pathname: string, path: string) => normalise(pathname) === normalise(path);

/** The table entry whose path is `pathname`. */
export const routeAt = (table: readonly ScreenRoute[], pathname: string) =>
  table.find((r) => isPath(pathname, r.path));
