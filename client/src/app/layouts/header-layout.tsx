import { useEffect, useState, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { deferredDialog } from '../../components/deferred-dialog';
import { Footer } from '../../components/footer';
import { Header } from '../../components/header';
import { useBettingEnabled, useDashboard, useWalletAmount } from '../../lib/api/dashboard';
import { getConfig } from '../../lib/config';
import { useLogout } from '../../lib/use-logout';
import { useSession } from '../../lib/use-session';
import './header-layout.css';
import { withAllTexts } from '../../i18n/all-texts';
import { translate, useTexts } from '../../i18n/use-texts';

const PlayerMenu = deferredDialog(
  withAllTexts(() => import('./player-menu').then((m) => m.PlayerMenu)),
);

/** The welcome line of the header and footer. */
export const welcomeLine = () => translate('Welcome to {brand}', { brand: getConfig().brandName });

interface HeaderFrameProps {
  onMenu: () => void;
  /** Shown with betting on; undefined: no wallet (betting off, or not known yet). */
  wallet?: string;
  /** Undefined until the dashboard's first answer (the footer is drawn empty). */
  bettingEnabled: boolean | undefined;
  /** The side menu (a closed dialog renders nothing). */
  menu?: ReactNode;
  children: ReactNode;
}

/**
 * Header above the screen, the footer below: what the layout draws, and before any data (wallet
 * and betting unknown, the screen loading) what the build pre-renders as the signed-in frame.
 */
export function HeaderFrame({ onMenu, wallet, bettingEnabled, menu, children }: HeaderFrameProps) {
  useTexts(); // the welcome line in the language spoken
  return (
    <div className="header-layout">
      <Header title={welcomeLine()} titleTag="p" onMenu={onMenu} wallet={wallet} />
      {menu}
      <div className="header-layout__content">{children}</div>
      <Footer bettingEnabled={bettingEnabled} welcome={welcomeLine()} />
    </div>
  );
}

/** Header (menu, welcome title, wallet) above the screen; the footer below. */
export function HeaderLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  const session = useSession();
  const betting = useBettingEnabled();
  const { isLoading } = useDashboard();
  const wallet = useWalletAmount();
  const logout = useLogout();
  // The menu's code, while the page waits for its data: a slow phone's first tap on the menu,
  // often as soon as the first card shows, then finds it there.
  useEffect(() => PlayerMenu.preload(), []);
  return (
    <HeaderFrame
      onMenu={() => setMenuOpen(true)}
      wallet={betting ? wallet : undefined}
      bettingEnabled={isLoading ? undefined : betting}
      menu={
        <PlayerMenu
          open={menuOpen}
          onClose={() => setMenuOpen(false)}
          bettingEnabled={betting}
          user={session ? { username: session.username, mobile: session.mobile } : undefined}
          onLogout={logout}
        />
      }
    >
      <Outlet />
    </HeaderFrame>
  );
}
