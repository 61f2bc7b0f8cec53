import { useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * What the screen before handed this one in the history entry (a number to verify, a reset in
 * progress), read once: `read` checks its shape and gives nothing for anything else (a typed-in
 * address, another tab's entry).
 */
export function useHandedState<T>(read: (state: unknown) => T): T {
  const location = useLocation();
  const [state] = useState(() => read(location.state));
  return state;
}
