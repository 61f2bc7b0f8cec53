import { useState } from 'react';
import { Outlet } from 'react-router-dom';
import { Footer } from '../../components/footer';
import { Header } from '../../components/header';
import { playerMenuItems } from '../../components/menu-items';
import { SideMenu } from '../../components/side-menu';
import { useBettingEnabled, useWalletAmount } from '../../lib/api/dashboard';
import { getConfig } from '../../lib/config';
import { useLogout } from '../../lib/use-logout';
import { useSession } from '../../lib/use-session';
import './header-layout.css';

/** The welcome line of the header and footer. */
export const welcomeLine = () => `Welcome to ${getConfig().brandName}`;

/** Header (menu, welcome title, wallet) above the screen; the footer below. */
export function HeaderLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  const session = useSession();
  const betting = useBettingEnabled();
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
      <SideMenu
        open={menuOpen}
        onClose={() => setMenuOpen(false)}
        items={playerMenuItems(betting)}
        user={session ? { username: session.username, mobile: session.mobile } : undefined}
        onLogout={logout}
      />
      <div className="header-layout__content">
        <Outlet />
      </div>
      <Footer bettingEnabled={betting} welcome={welcomeLine()} />
    </div>
  );
}
