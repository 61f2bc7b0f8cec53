/** api-get-headline with id 2: the Add Funds banner (shared key: the home screen asks for id 1). */
import { HEADLINE_ID, HEADLINE_STATUS } from '@panna/shared/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callProvider } from '../../../lib/provider-client';
import { queryKeys } from '../../../lib/query-keys';

export const addFundsHeadlineQuery = () =>
  queryOptions({
    queryKey: queryKeys.headline(HEADLINE_ID.ADD_FUNDS),
    queryFn: ({ signal }) =>
      callProvider('api-get-headline', { ids: [HEADLINE_ID.ADD_FUNDS] }, { signal }),
    select: (answer) =>
      answer.data
        .filter((item) => item.status === HEADLINE_STATUS.SHOW)
        .map((item) => item.notes)
        .join('  •  '),
  });

/** The banner text ('' when hidden or unavailable). */
export const useAddFundsHeadline = () => useQuery(addFundsHeadlineQuery()).data ?? '';
