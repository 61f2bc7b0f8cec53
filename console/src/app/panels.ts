import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { PANEL_ROUTES, type PanelRoute } from './panel-routes';

export interface Panel {
  /** The first segment of its path under the console. */
  route: PanelRoute;
  title: string;
  /** Its own chunk, loaded when the panel is first opened. */
  View: LazyExoticComponent<ComponentType<{ rest: string }>>;
}

type PanelView = Panel['View'];

/** Each panel's title and view (its own chunk); a route without one does not compile. */
const VIEWS: Record<PanelRoute, { title: string; View: PanelView }> = {
  clock: { title: 'Clock', View: lazy(() => import('../panels/clock/clock-panel')) },
  markets: { title: 'Markets', View: lazy(() => import('../panels/markets/markets-panel')) },
  results: { title: 'Results', View: lazy(() => import('../panels/results/results-panel')) },
  players: { title: 'Players', View: lazy(() => import('../panels/players/players-panel')) },
  approvals: {
    title: 'Approvals',
    View: lazy(() => import('../panels/approvals/approvals-panel')),
  },
  otps: { title: 'OTP outbox', View: lazy(() => import('../panels/otps/otp-outbox')) },
  faults: { title: 'Faults', View: lazy(() => import('../panels/faults/faults-panel')) },
  overrides: {
    title: 'Overrides',
    View: lazy(() => import('../panels/overrides/overrides-panel')),
  },
  journal: { title: 'Journal', View: lazy(() => import('../panels/journal/journal-panel')) },
  settings: { title: 'Settings', View: lazy(() => import('../panels/settings/settings-panel')) },
  worlds: {
    title: 'Snapshots and sandboxes',
    View: lazy(() => import('../panels/worlds/worlds-panel')),
  },
  scenarios: {
    title: 'Scenarios',
    View: lazy(() => import('../panels/scenarios/scenarios-panel')),
  },
};

/** The console's panels, in menu order. */
export const PANELS = PANEL_ROUTES.map((route) => ({ route, ...VIEWS[route] })) as [
  Panel,
  ...Panel[],
];

/** The panel a route opens (its first segment), the first one by default, and the rest of it. */
export function panelOf(route: string): { panel: Panel; rest: string } {
  const [first = '', ...rest] = route.split('/');
  const panel = PANELS.find((p) => p.route === first) ?? PANELS[0];
  return { panel, rest: panel.route === first ? rest.join('/') : '' };
}
