/**
 * react-toastify, loaded on the first toast, and whether the toast outlet should mount its
 * container: the part of the toasts the app frame (the entry chunk) needs. The helpers that raise
 * toasts, with the spec's positions and durations, are in toast.ts, loaded by the screens.
 */
let library: Promise<typeof import('react-toastify')> | undefined;
const listeners = new Set<() => void>();

export function loadLibrary() {
  if (!library) {
    library = import('react-toastify');
    listeners.forEach((listener) => listener());
  }
  return library;
}

/** For the toast outlet: whether any toast was asked for yet. */
export const toastHostWanted = (): boolean => library !== undefined;
export function subscribeToastHost(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
