/** api-profile-update: renames the player (the answer may be text around JSON: the client copes). */
import type { QueryClient } from '@tanstack/react-query';
import { callProvider } from '../../../lib/provider-client';
import { queryKeys } from '../../../lib/query-keys';
import { sessionToken } from '../../../lib/storage';

/** Renames the player; the dashboard (the name the menu shows) is then refetched. */
export async function updateProfile(client: QueryClient, name: string) {
  const token = sessionToken();
  const answer = await callProvider('api-profile-update', { unique_token: token, user_name: name });
  await client.invalidateQueries({ queryKey: queryKeys.dashboard(token) });
  return answer;
}
