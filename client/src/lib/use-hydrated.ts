import { useSyncExternalStore } from 'react';

// Stryker disable next-line ArrowFunction: nothing is subscribed, so there is nothing to end.
const noSubscription = () => () => {};

/**
 * False while the build pre-renders a page and while React hydrates it, true from then on (and at
 * once in a page React draws itself). A pre-rendered screen keeps its controls disabled until then:
 * a tap or a typed value before its handlers are attached would otherwise be lost (a native form
 * submission reloads the page, a menu button does nothing).
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    // Stryker disable next-line ArrowFunction: undefined reads as false as well.
    () => false,
  );
