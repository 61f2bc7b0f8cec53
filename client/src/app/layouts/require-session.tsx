import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useLogout } from '../../lib/use-logout';
import { rememberReturnTo } from '../../lib/return-to';
import { useSession } from '../../lib/use-session';

/**
 * Signed-in screens: a missing username or token logs the player out automatically. A player who
 * arrived signed out (a shared link) is brought back here after signing in (lib/return-to.ts).
 */
export function RequireSession() {
  const session = useSession();
  const logout = useLogout();
  const { pathname, search } = useLocation();
  const [arrivedSignedOut] = useState(() => !session);
  useEffect(() => {
    if (session) return;
    if (arrivedSignedOut) rememberReturnTo(pathname + search);
    logout();
  }, [session, logout, arrivedSignedOut, pathname, search]);
  return session ? <Outlet /> : null;
}
