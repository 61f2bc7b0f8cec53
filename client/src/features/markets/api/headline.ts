/** api-get-headline: the home banner uses headline id 1 (plain text notes, shown when status "1"). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callProvider } from '../../../lib/provider-client';
import { queryKeys } from '../../../lib/query-keys';

/** Headline ids and the status that shows a note (protocol codes). */
export const HOME_HEADLINE_ID = 1;
const SHOWN = '1';

export const headlineQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeys.headline(id),
    queryFn: ({ signal }) => callProvider('api-get-headline', { ids: [id] }, { signal }),
    select: (answer) => answer.data.filter((item) => item.status === SHOWN).map((i) => i.notes),
  });

/** The notes to show, as plain strings. */
export const useHeadline = (id: number) => useQuery(headlineQuery(id));
