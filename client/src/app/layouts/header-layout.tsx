import { useState } from 'react';
import { Outlet } from 'react-router-dom';
import { deferredDialog } from '../../components/deferred-dialog';
import { Footer } from '../../components/footer';
import { Header } from '../../components/header';
import { useBettingEnabled, useDashboard, useWalletAmount } from '../../lib/api/dashboard';
import { getConfig } from '../../lib/config';
import { useLogout } from '../../lib/use-logout';
import { useSession } from '../../lib/use-session';
import './header-layout.css';

const PlayerMenu = deferredDialog(() => import('./player-menu').then((m) => m.PlayerMenu));

/** The welcome line of the header and footer. */
export const welcomeLine = () => `Welcome to ${getConfig().brandName}`;

/** Header (menu, welcome title, wallet) above the screen; the footer below. */
export function HeaderLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  const session = useSession();
  const betting = useBettingEnabled();
  const { isLoading } = useDashboard();
  const wallet = useWalletAmount();
  const logout = useLogout();
  return (
    <div className="header-layout">
      <Header
        title={welcomeLine()}
        titleTag="p"
        onMenu={() => setMenuOpen(true)}
        wallet={betting ? wallet : undefined}
      />
      <PlayerMenu
        open={menuOpen}
        onClose={() => setMenuOpen(false)}
        bettingEnabled={betting}
        user={session ? { username: session.username, mobile: session.mobile } : undefined}
        onLogout={logout}
      />
      <div className="header-layout__content">
        <Outlet />
      </div>
      <Footer bettingEnabled={isLoading ? undefined : betting} welcome={welcomeLine()} />
    </div>
  );
}
