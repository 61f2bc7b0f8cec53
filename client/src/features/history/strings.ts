/** The history screens' titles and labels (spec 2 sections 2 to 4); messages come from shared. */
import { REQUEST_STATUS } from '@panna/shared/protocol';

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
  { label: 'Deposit History', to: '/AddFundHistory' },
  { label: 'Wallet History', to: '/transaction' },
  { label: 'Main Bid-History', to: '/imp4' },
  { label: 'Main Win-History', to: '/imp3' },
  { label: 'Starline Bid-History', to: '/imp5' },
  { label: 'Starline Win-History', to: '/imp6' },
  { label: 'Gali Bid-History', to: '/impbid' },
  { label: 'Gali Win-History', to: '/impwin' },
];

/** Withdraw request_status: 0 Pending, 1 Cancelled, 2 Approved, anything else Unknown. */
const REQUEST_STATUS_LABEL: Record<string, string> = {
  [REQUEST_STATUS.PENDING]: 'Pending',
  [REQUEST_STATUS.CANCELLED]: 'Cancelled',
  [REQUEST_STATUS.APPROVED]: 'Approved',
};

export const requestStatusLabel = (status: string): string =>
  REQUEST_STATUS_LABEL[status] ?? 'Unknown';
