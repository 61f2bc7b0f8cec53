import { DEMO_PLAYERS } from '@panna/mock-provider/seed';
import { PANEL_ROUTES } from './src/app/panel-routes';

export { PANEL_ROUTES };

/**
 * Every page a page-wide check visits (layout, accessibility): each panel, and one player's page
 * (the seed's demo player). For tools only: the console's own bundle never imports this file.
 */
export const CONSOLE_PAGES: readonly string[] = [
  ...PANEL_ROUTES,
  `players/${DEMO_PLAYERS.player.mobile}`,
];
