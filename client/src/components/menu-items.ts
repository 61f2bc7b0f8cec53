import { msg } from '../i18n/use-texts';
import type { MenuItem } from './side-menu';
import * as paths from '../lib/paths';

interface PlayerMenuItem extends MenuItem {
  /** Shown only when betting is enabled. */
  betting: boolean;
}

/** Spec 1 section 2: all but Home need betting; Charts, Change Password, Privacy always. */
const PLAYER_ITEMS: readonly PlayerMenuItem[] = [
  { label: msg('Home'), to: paths.home, icon: 'home', betting: false },
  { label: msg('Profile'), to: paths.profile, icon: 'user', betting: true },
  { label: msg('Add Funds'), to: paths.addFund, icon: 'bank', betting: true },
  { label: msg('Wallet'), to: paths.wallet, icon: 'wallet', betting: true },
  { label: msg('Win History'), to: paths.winHistory, icon: 'star', betting: true },
  { label: msg('Bid History'), to: paths.bidHistory, icon: 'list', betting: true },
  { label: msg('How To Play'), to: paths.howToPlay, icon: 'play', betting: true },
  { label: msg('Game Rates'), to: paths.gameRates, icon: 'chart', betting: true },
  { label: msg('Market Charts'), to: paths.charts, icon: 'chart', betting: false },
  { label: msg('Change Password'), to: paths.changePassword, icon: 'eye', betting: false },
  { label: msg('Privacy Policy'), to: paths.privacy, icon: 'book', betting: false },
];

export function playerMenuItems(bettingEnabled: boolean): MenuItem[] {
  return PLAYER_ITEMS.filter((item) => bettingEnabled || !item.betting).map(
    ({ label, to, icon }) => ({ label, to, icon }),
  );
}

/** The visitor landing's menu: every item leads to /login. */
export const VISITOR_MENU_ITEMS: readonly MenuItem[] = (
  [
    [msg('Home'), 'home'],
    [msg('Add Funds'), 'bank'],
    [msg('Wallet'), 'wallet'],
    [msg('Win History'), 'star'],
    [msg('Bid History'), 'list'],
    [msg('Game Rates'), 'chart'],
    [msg('Change Password'), 'eye'],
    [msg('My Profile'), 'user'],
    [msg('Login'), 'user'],
  ] as const
).map(([label, icon]) => ({ label, icon, to: paths.login }));
