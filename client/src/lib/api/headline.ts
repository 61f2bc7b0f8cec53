/**
 * api-get-headline: the notes of one headline (HEADLINE_ID: the home's banner, the Add Funds
 * screen's), as plain text, those whose status shows them.
 */
import { HEADLINE_STATUS } from '@panna/shared/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callProvider } from '../provider-client';
import { queryKeys } from '../query-keys';

export const headlineQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeys.headline(id),
    queryFn: ({ signal }) => callProvider('api-get-headline', { ids: [id] }, { signal }),
    select: (answer) =>
      answer.data.filter((item) => item.status === HEADLINE_STATUS.SHOW).map((i) => i.notes),
  });

export const useHeadline = (id: number) => useQuery(headlineQuery(id));
