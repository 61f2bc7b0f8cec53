/**
 * The signed-in player's saved data: restored into the app's query cache when the app starts
 * offline, kept up to date while it runs, dropped at logout.
 */
import { getQueryClient } from '../../lib/query-client';
import { forgetWhenSignedOut, keepQueries, restoreQueries } from '../../lib/saved-queries';
import { subscribeSession } from '../../lib/storage';

/** Restores the data if the app starts offline, then keeps it. */
export function startSavedData(): void {
  const client = getQueryClient();
  if (!navigator.onLine) restoreQueries(client);
  keepQueries(client);
  subscribeSession(forgetWhenSignedOut);
}
