/** api-how-to-play: the provider's how-to-play HTML and video link (public). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callProvider } from '../../../lib/provider-client';
import { contentKeys } from './keys';

export const howToPlayQuery = () =>
  queryOptions({
    queryKey: contentKeys.howToPlay(),
    queryFn: ({ signal }) => callProvider('api-how-to-play', {}, { signal }),
    select: (answer) => answer.content[0],
  });

export const useHowToPlay = () => useQuery(howToPlayQuery());
