/**
 * The signed-in player's saved data: restored into the app's query cache when the app starts
 * offline, kept up to date while it runs, dropped at logout.
 */
import { getQueryClient } from '../../lib/query-client';
import {
  forgetWhenSignedOut,
  keepQueries,
  restoreQueries,
  savedScreens,
} from '../../lib/saved-queries';
import { subscribeSession } from '../../lib/storage';

/** Starts keeping the data; returns what tells the screens the saved data completes. */
export function startSavedData(): () => ReadonlySet<string> {
  const client = getQueryClient();
  if (!navigator.onLine) restoreQueries(client);
  keepQueries(client);
  subscribeSession(forgetWhenSignedOut);
  return savedScreens;
}
