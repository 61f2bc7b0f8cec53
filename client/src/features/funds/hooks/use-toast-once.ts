import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { toastAccount } from '../../../components/toast';
import { readUpiAdded } from '../verify-state';

/**
 * Shows the 'UPI added' toast carried in navigation state once, then clears the state so that a
 * reload or a return to this entry does not show it again.
 */
export function useUpiAddedToast(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const shown = useRef(false);
  const message = readUpiAdded(location.state);
  useEffect(() => {
    if (!message || shown.current) return;
    shown.current = true;
    toastAccount.success(message);
    void navigate(location.pathname, { replace: true, state: null });
  }, [message, navigate, location.pathname]);
}
