import { describe, expect, it } from 'vitest';
import { ACCOUNT_ROUTES } from './account-routes';
import { HOME_ROUTES } from './home-routes';
import { OTHER_ROUTES } from './other-routes';
import { routeAt } from './route-table';

/** Spec 2 section 2: the paths under the header layout, and under the bare layout. */
const HEADER_LAYOUT = [
  '/star',
  '/imp8',
  '/mymodel',
  '/transfer',
  '/transfermodel',
  '/about',
  '/privacy',
  '/privacypolicy',
  '/delete',
  '/change',
  '/wallet',
  '/profile',
  '/galigame',
  '/addfund',
  '/win',
  '/windata',
  '/bid',
  '/histories',
];
const BARE_LAYOUT = [
  '/r',
  '/login',
  '/forgotpass',
  '/otpwithdraw',
  '/otpregister',
  '/otpforgotpass',
  '/change-password',
];

const layoutOf = (layout: string) => (route: { layout: string }) => route.layout === layout;

describe('route table parts', () => {
  it('keeps the home (/imp) in the shell itself, under the header layout', () => {
    expect(HOME_ROUTES.map((r) => [r.path, r.layout])).toEqual([['/imp', 'header']]);
    expect(routeAt(OTHER_ROUTES, '/imp')).toBeUndefined();
  });

  it("puts every other path of the spec's header layout in the shell's second step", () => {
    const header = OTHER_ROUTES.filter(layoutOf('header')).map((r) => r.path);
    expect([...header].sort()).toEqual([...HEADER_LAYOUT].sort());
  });

  it('routes the account flows in the entry, the signed-in UPI verification in the second step', () => {
    const bare = [...ACCOUNT_ROUTES, ...OTHER_ROUTES].filter(layoutOf('bare'));
    expect(bare.map((r) => r.path).sort()).toEqual([...BARE_LAYOUT].sort());
    expect(ACCOUNT_ROUTES.every((r) => r.access === 'public')).toBe(true);
    expect(routeAt(OTHER_ROUTES, '/otpwithdraw')?.access).toBe('player');
  });

  it('finds paths as the router does: without case or a trailing slash', () => {
    expect(routeAt(OTHER_ROUTES, '/TripplePana/')?.path).toBe('/tripplepana');
  });
});
