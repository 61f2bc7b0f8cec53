/**
 * The home screen (/imp), the one screen under the header layout that the signed-in shell
 * (query-shell.tsx) carries itself: where `/` and every sign-in land, it comes with the shell
 * rather than as one more lazy step after it. The other header screens are declared in
 * other-routes.ts (header-paths.ts has all their paths).
 */
import { prefetchSlider } from '../features/markets/api/slider-images';
import HomeScreen from '../features/markets/screens/home-screen';
import { HEADER_PATHS } from './header-paths';
import { player, withData, type Loader, type Prefetch, type ScreenRoute } from './route-table';

const home: Loader = () => Promise.resolve({ default: HomeScreen });

/** The home screen's largest paint is the first slide, whose address the slider query gives. */
const homeData: Prefetch = (client, token) => void prefetchSlider(client, token);

/** (The header layout itself needs the dashboard on every header screen: query-shell.tsx.) */
export const HOME_ROUTES: readonly ScreenRoute[] = withData(
  homeData,
  player('header', home, ...HEADER_PATHS.home),
);
