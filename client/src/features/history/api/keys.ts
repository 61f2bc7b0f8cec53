/** The history feature's query keys, written once; each starts with the endpoint path. */
import type { DateRange } from '../date-range';

export const historyKeys = {
  walletTransactions: (token: string) =>
    ['provider', 'api-wallet-transaction-history', token] as const,
  withdrawals: (token: string, mobile: string) =>
    ['provider', 'api-user-withdraw-transaction-history', token, mobile] as const,
  /** A date-filtered list: bids or wins of one market kind. */
  ranged: (path: string, token: string, range: DateRange) =>
    ['provider', path, token, range.from, range.to] as const,
};
