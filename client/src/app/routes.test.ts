import { describe, expect, it } from 'vitest';
import { HEADER_PATHS, OTHER_HEADER_SCREENS } from './header-paths';
import { HOME_ROUTES } from './header-routes';
import { OTHER_ROUTES } from './other-routes';
import { routeAt } from './route-table';

const OTHER_HEADER_PATHS = OTHER_HEADER_SCREENS.flatMap((screen) => HEADER_PATHS[screen]);

describe('route table parts', () => {
  it('has a header screen in the other routes for every header path but the home', () => {
    for (const path of OTHER_HEADER_PATHS) {
      expect(routeAt(OTHER_ROUTES, path), path).toMatchObject({ layout: 'header' });
    }
    const headerPaths = OTHER_ROUTES.filter((r) => r.layout === 'header').map((r) => r.path);
    expect(headerPaths).toEqual([...OTHER_HEADER_PATHS]);
  });

  it('keeps the home (/imp) in the shell itself, under the header layout', () => {
    expect(HOME_ROUTES.map((r) => [r.path, r.layout])).toEqual([[HEADER_PATHS.home[0], 'header']]);
    expect(routeAt(OTHER_ROUTES, '/imp')).toBeUndefined();
  });

  it('finds paths as the router does: without case or a trailing slash', () => {
    expect(routeAt(OTHER_ROUTES, '/TripplePana/')?.path).toBe('/tripplepana');
  });
});
