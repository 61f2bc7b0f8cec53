import type { MenuItem } from './side-menu';
import * as paths from '../lib/paths';

interface PlayerMenuItem extends MenuItem {
  /** Shown only when betting is enabled. */
  betting: boolean;
}

/** Spec 1 section 2: all but Home need betting; Charts, Change Password, Privacy always. */
const PLAYER_ITEMS: readonly PlayerMenuItem[] = [
  { label: 'Home', to: paths.home, icon: 'home', betting: false },
  { label: 'Profile', to: paths.profile, icon: 'user', betting: true },
  { label: 'Add Funds', to: paths.addFund, icon: 'bank', betting: true },
  { label: 'Wallet', to: paths.wallet, icon: 'wallet', betting: true },
  { label: 'Win History', to: paths.winHistory, icon: 'star', betting: true },
  { label: 'Bid History', to: paths.bidHistory, icon: 'list', betting: true },
  { label: 'How To Play', to: paths.howToPlay, icon: 'play', betting: true },
  { label: 'Game Rates', to: paths.gameRates, icon: 'chart', betting: true },
  { label: 'Market Charts', to: paths.charts, icon: 'chart', betting: false },
  { label: 'Change Password', to: paths.changePassword, icon: 'eye', betting: false },
  { label: 'Privacy Policy', to: paths.privacy, icon: 'book', betting: false },
];

export function playerMenuItems(bettingEnabled: boolean): MenuItem[] {
  return PLAYER_ITEMS.filter((item) => bettingEnabled || !item.betting).map(
    ({ label, to, icon }) => ({ label, to, icon }),
  );
}

/** The visitor landing's menu: every item leads to /login. */
export const VISITOR_MENU_ITEMS: readonly MenuItem[] = (
  [
    ['Home', 'home'],
    ['Add Funds', 'bank'],
    ['Wallet', 'wallet'],
    ['Win History', 'star'],
    ['Bid History', 'list'],
    ['Game Rates', 'chart'],
    ['Change Password', 'eye'],
    ['My Profile', 'user'],
    ['Login', 'user'],
  ] as const
).map(([label, icon]) => ({ label, icon, to: paths.login }));
