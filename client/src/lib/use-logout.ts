import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { clearSession } from './storage';
import * as paths from './paths';

/** LOGOUT: clears the credentials and the password hash, drops cached data, goes to /login. */
export function useLogout(): () => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Stryker disable ArrayDeclaration: both dependencies are the same for the app's whole life.
  return useCallback(() => {
    clearSession();
    queryClient.removeQueries();
    void navigate(paths.login, { replace: true });
  }, [navigate, queryClient]);
  // Stryker restore ArrayDeclaration
}
