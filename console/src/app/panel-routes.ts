/**
 * The console's panels by route (the first segment of a path under the console), in menu order.
 * panels.ts gives each its title and view; tools outside the console (journeys, Lighthouse) read
 * the list through the package's `./pages` export.
 */
export const PANEL_ROUTES = [
  'clock',
  'markets',
  'results',
  'players',
  'approvals',
  'otps',
  'faults',
  'overrides',
  'journal',
  'settings',
  'worlds',
  'scenarios',
] as const;

export type PanelRoute = (typeof PANEL_ROUTES)[number];
