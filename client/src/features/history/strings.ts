/** The history screens' titles and labels (spec 2 sections 2 to 4); messages come from shared. */
import { REQUEST_STATUS } from '@panna/shared/protocol';
import { msg, translate, type TextId } from '../../i18n/use-texts';
import * as paths from '../../lib/paths';

/** The history menu (spec 2 section 2): label and target, in order. */
export const HISTORY_MENU: readonly { label: TextId; to: string }[] = [
  { label: msg('Deposit History'), to: paths.depositHistory },
  { label: msg('Wallet History'), to: paths.transactions },
  { label: msg('Main Bid-History'), to: paths.bidHistory },
  { label: msg('Main Win-History'), to: paths.winHistory },
  { label: msg('Starline Bid-History'), to: paths.starlineBidHistory },
  { label: msg('Starline Win-History'), to: paths.starlineWinHistory },
  { label: msg('Gali Bid-History'), to: paths.galiBidHistory },
  { label: msg('Gali Win-History'), to: paths.galiWinHistory },
];

/** Withdraw request_status: 0 Pending, 1 Cancelled, 2 Approved, anything else Unknown. */
const REQUEST_STATUS_LABEL: Record<string, TextId> = {
  [REQUEST_STATUS.PENDING]: msg('Pending'),
  [REQUEST_STATUS.CANCELLED]: msg('Cancelled'),
  [REQUEST_STATUS.APPROVED]: msg('Approved'),
};

export const requestStatusLabel = (status: string): string =>
  translate(REQUEST_STATUS_LABEL[status] ?? 'Unknown');
