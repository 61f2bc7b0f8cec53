import { playerMenuItems } from '../../components/menu-items';
import { SideMenu } from '../../components/side-menu';

interface PlayerMenuProps {
  open: boolean;
  onClose: () => void;
  bettingEnabled: boolean;
  user: { username: string; mobile: string } | undefined;
  onLogout: () => void;
}

/** The signed-in side menu: the player's items for the betting status (loaded when idle). */
export function PlayerMenu({ bettingEnabled, ...props }: PlayerMenuProps) {
  return <SideMenu {...props} items={playerMenuItems(bettingEnabled)} />;
}
