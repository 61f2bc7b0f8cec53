/**
 * The paths under the header layout (header with the side menu, footer below), all signed in.
 * The signed-in shell (query-shell.tsx) knows them all and draws the layout around them; it
 * carries the home screen itself (header-routes.ts: where `/` and every sign-in land) and takes
 * the other screens from its second step (other-routes.ts), so that /imp downloads none of them.
 */
export const HEADER_PATHS = {
  home: ['/imp'],
  starline: ['/star'],
  gali: ['/galigame'],
  histories: ['/histories'],
  wins: ['/win', '/windata'],
  bids: ['/bid'],
  wallet: ['/imp8', '/wallet', '/mymodel'],
  transfer: ['/transfer', '/transfermodel'],
  addFunds: ['/addfund'],
  about: ['/about'],
  privacy: ['/privacy', '/privacypolicy'],
  delete: ['/delete'],
  changePassword: ['/change'],
  profile: ['/profile'],
} as const;

/** The header paths whose screens come with the shell's second step: all but the home. */
export const OTHER_HEADER_PATHS: readonly string[] = Object.entries(HEADER_PATHS).flatMap(
  ([screen, paths]) => (screen === 'home' ? [] : paths),
);
