/**
 * The signed-in player's saved data: restored into the app's query cache when the app starts
 * offline, kept up to date while it runs, dropped at logout.
 */
import { onlineManager } from '@tanstack/react-query';
import { getQueryClient } from '../../lib/query-client';
import { forgetWhenSignedOut, keepQueries, restoreQueries } from '../../lib/saved-queries';
import { subscribeSession } from '../../lib/storage';

/**
 * Restores the data if the app starts offline, then keeps it. Returns what the network's return
 * calls, once config.json has been read again: every query on screen whose data is stale (the
 * balance, the lists) fetched again, those that failed without a provider among them.
 */
export function startSavedData(): () => void {
  const client = getQueryClient();
  if (!navigator.onLine) {
    restoreQueries(client);
    // The query library takes a new page to be online, and would not see the network come back.
    onlineManager.setOnline(false);
  }
  keepQueries(client);
  subscribeSession(forgetWhenSignedOut);
  return () => void client.refetchQueries({ type: 'active', stale: true });
}
