import type { BidRecord, WinRecord } from '@panna/shared/protocol';
import { HISTORY_TEXT } from '../strings';
import { FieldsCard } from './fields-card';

/** The played number: digits, with the close part after a dash where there is one. */
const played = (digits: string, closedigits: string) =>
  closedigits ? `${digits}-${closedigits}` : digits;

export function BidCard({ bid }: { bid: BidRecord }) {
  return (
    <FieldsCard
      title={bid.game_name}
      badge={bid.pana}
      fields={[
        { label: HISTORY_TEXT.session, value: bid.session },
        { label: HISTORY_TEXT.digits, value: played(bid.digits, bid.closedigits) },
        { label: HISTORY_TEXT.points, value: bid.points },
        { label: HISTORY_TEXT.date, value: bid.bid_date },
      ]}
    />
  );
}

export function WinCard({ win }: { win: WinRecord }) {
  return (
    <FieldsCard
      title={win.game_name}
      badge={win.pana}
      fields={[
        { label: HISTORY_TEXT.session, value: win.session },
        { label: HISTORY_TEXT.digits, value: played(win.digits, win.closedigits) },
        { label: HISTORY_TEXT.winAmount, value: win.amount },
        { label: HISTORY_TEXT.date, value: win.wining_date },
      ]}
    />
  );
}

export const bidKey = (bid: BidRecord, index: number) =>
  `${bid.bid_date}|${bid.game_name}|${bid.pana}|${bid.digits}|${index}`;

export const winKey = (win: WinRecord, index: number) =>
  `${win.wining_date}|${win.game_name}|${win.pana}|${win.digits}|${index}`;
