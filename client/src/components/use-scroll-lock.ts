import { useEffect } from 'react';

// Counted so that a modal opened over the side menu does not unlock the page when it closes.
let locks = 0;
let savedOverflow = '';

/** Locks page scrolling while `active` (side menu, modals). */
export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    if (locks === 0) {
      savedOverflow = document.body.style.overflow;
      document.body.style.overflow = 'hidden';
    }
    locks += 1;
    return () => {
      locks -= 1;
      if (locks === 0) document.body.style.overflow = savedOverflow;
    };
  }, [active]);
}
