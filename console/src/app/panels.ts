import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface Panel {
  /** The first segment of its path under the console. */
  route: string;
  title: string;
  /** Its own chunk, loaded when the panel is first opened. */
  View: LazyExoticComponent<ComponentType<{ rest: string }>>;
}

/** The console's panels, in menu order. */
export const PANELS: readonly [Panel, ...Panel[]] = [
  { route: 'clock', title: 'Clock', View: lazy(() => import('../panels/clock/clock-panel')) },
  {
    route: 'markets',
    title: 'Markets',
    View: lazy(() => import('../panels/markets/market-board')),
  },
  {
    route: 'results',
    title: 'Results',
    View: lazy(() => import('../panels/results/results-panel')),
  },
  {
    route: 'players',
    title: 'Players',
    View: lazy(() => import('../panels/players/players-panel')),
  },
  {
    route: 'approvals',
    title: 'Approvals',
    View: lazy(() => import('../panels/approvals/approvals-panel')),
  },
  { route: 'otps', title: 'OTP outbox', View: lazy(() => import('../panels/otps/otp-outbox')) },
  { route: 'faults', title: 'Faults', View: lazy(() => import('../panels/faults/faults-panel')) },
  {
    route: 'journal',
    title: 'Journal',
    View: lazy(() => import('../panels/journal/journal-panel')),
  },
  {
    route: 'settings',
    title: 'Settings',
    View: lazy(() => import('../panels/settings/settings-panel')),
  },
  {
    route: 'worlds',
    title: 'Snapshots and sandboxes',
    View: lazy(() => import('../panels/worlds/worlds-panel')),
  },
  {
    route: 'scenarios',
    title: 'Scenarios',
    View: lazy(() => import('../panels/scenarios/scenarios-panel')),
  },
];

/** The panel a route opens (its first segment), the first one by default, and the rest of it. */
export function panelOf(route: string): { panel: Panel; rest: string } {
  const [first = '', ...rest] = route.split('/');
  const panel = PANELS.find((p) => p.route === first) ?? PANELS[0];
  return { panel, rest: panel.route === first ? rest.join('/') : '' };
}
