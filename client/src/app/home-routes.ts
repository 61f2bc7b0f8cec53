/**
 * The home screen (/imp), the signed-in shell's part of the route table: where `/` and every
 * sign-in land, it comes with the shell (query-shell.tsx) rather than as one more lazy step
 * after it. Every other signed-in screen is in other-routes.ts.
 */
import { prefetchSlider } from '../features/markets/api/slider-images';
import HomeScreen from '../features/markets/screens/home-screen';
import * as paths from '../lib/paths';
import { bundled, player, withData, type Prefetch, type ScreenRoute } from './route-table';

/** The home screen's largest paint is the first slide, whose address the slider query gives. */
const homeData: Prefetch = (client, token) => void prefetchSlider(client, token);

/** (The header layout itself needs the dashboard on every header screen: query-shell.tsx.) */
export const HOME_ROUTES: readonly ScreenRoute[] = withData(
  homeData,
  player('header', bundled({ default: HomeScreen }), paths.home),
);
