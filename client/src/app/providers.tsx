import type { QueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode } from 'react';
import { ToastOutlet } from '../components/toast-outlet';

/** A query client chosen by the caller (tests); the shell otherwise uses the app's own. */
export const QueryClientChoice = createContext<QueryClient | undefined>(undefined);

/**
 * App-wide providers: the toast outlet. The QueryClientProvider lives in the lazily loaded shell
 * (app/query-shell.tsx) so that the query library is not part of the /login download.
 */
export function AppProviders({ client, children }: { client?: QueryClient; children: ReactNode }) {
  return (
    <QueryClientChoice.Provider value={client}>
      {children}
      <ToastOutlet />
    </QueryClientChoice.Provider>
  );
}
