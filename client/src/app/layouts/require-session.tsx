import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { useLogout } from '../../lib/use-logout';
import { useSession } from '../../lib/use-session';

/** Signed-in screens: a missing username or token logs the player out automatically. */
export function RequireSession() {
  const session = useSession();
  const logout = useLogout();
  useEffect(() => {
    if (!session) logout();
  }, [session, logout]);
  return session ? <Outlet /> : null;
}
