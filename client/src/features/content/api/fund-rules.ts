/** api-money-deposit-withdrawal-rule: the deposit and withdrawal rules (multi-line text). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callProvider } from '../../../lib/provider-client';
import { contentKeys } from './keys';

export const fundRulesQuery = () =>
  queryOptions({
    queryKey: contentKeys.fundRules(),
    queryFn: ({ signal }) => callProvider('api-money-deposit-withdrawal-rule', {}, { signal }),
    select: (answer) => answer.content[0],
  });

export const useFundRules = () => useQuery(fundRulesQuery());
