/** The history screens' titles and labels (spec 2 sections 2 to 4); messages come from shared. */
import { REQUEST_STATUS } from '@panna/shared/protocol';
import * as paths from '../../lib/paths';

export const HISTORY_TEXT = {
  histories: 'Histories',
  from: 'From',
  to: 'To',
  submit: 'Submit',
  showMore: 'Show more',
  winHistory: 'Win History',
  bidHistory: 'Bid History',
  starlineBidHistory: 'Starline Bid History',
  starlineWinHistory: 'Starline Win History',
  galiBidHistory: 'Gali Bid History',
  galiWinHistory: 'Gali Win History',
  walletHistory: 'Wallet Transaction History',
  withdrawHistory: 'Withdraw History',
  addFundHistory: 'Add Funds History',
  credit: 'Credit',
  debit: 'Debit',
  session: 'Session',
  digits: 'Digits',
  points: 'Points',
  amount: 'Amount',
  winAmount: 'Win Amount',
  date: 'Date',
  request: 'Request',
  method: 'Method',
  status: 'Status',
  viewReceipt: 'View Receipt',
  receipt: 'Receipt',
} as const;

/** The history menu (spec 2 section 2): label and target, in order. */
export const HISTORY_MENU: readonly { label: string; to: string }[] = [
  { label: 'Deposit History', to: paths.depositHistory },
  { label: 'Wallet History', to: paths.transactions },
  { label: 'Main Bid-History', to: paths.bidHistory },
  { label: 'Main Win-History', to: paths.winHistory },
  { label: 'Starline Bid-History', to: paths.starlineBidHistory },
  { label: 'Starline Win-History', to: paths.starlineWinHistory },
  { label: 'Gali Bid-History', to: paths.galiBidHistory },
  { label: 'Gali Win-History', to: paths.galiWinHistory },
];

/** Withdraw request_status: 0 Pending, 1 Cancelled, 2 Approved, anything else Unknown. */
const REQUEST_STATUS_LABEL: Record<string, string> = {
  [REQUEST_STATUS.PENDING]: 'Pending',
  [REQUEST_STATUS.CANCELLED]: 'Cancelled',
  [REQUEST_STATUS.APPROVED]: 'Approved',
};

export const requestStatusLabel = (status: string): string =>
  REQUEST_STATUS_LABEL[status] ?? 'Unknown';
