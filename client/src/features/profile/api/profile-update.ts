/** api-profile-update: renames the player (the answer may be text around JSON: the client copes). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callProvider } from '../../../lib/provider-client';
import { queryKeys } from '../../../lib/query-keys';
import { sessionToken } from '../../../lib/storage';

export const updateProfile = (name: string) =>
  callProvider('api-profile-update', { unique_token: sessionToken(), user_name: name });

export function useProfileUpdate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.dashboard(sessionToken()) }),
  });
}
