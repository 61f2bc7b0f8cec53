import type { BidRecord, WinRecord } from '@panna/shared/protocol';
import { FieldsCard } from './fields-card';
import { useTexts } from '../../../i18n/use-texts';
import { formatAmount, formatMoney } from '../../../i18n/format';
import { showProviderDate } from '../../../i18n/dates';

/** The played number: digits, with the close part after a dash where there is one. */
const played = (digits: string, closedigits: string) =>
  closedigits ? `${digits}-${closedigits}` : digits;

export function BidCard({ bid }: { bid: BidRecord }) {
  const t = useTexts();
  return (
    <FieldsCard
      title={bid.game_name}
      badge={t.rule(bid.pana)}
      fields={[
        { label: t('Session'), value: t.rule(bid.session) },
        { label: t('Digits'), value: played(bid.digits, bid.closedigits) },
        { label: t('Points'), value: formatAmount(bid.points, t.language) },
        { label: t('Date'), value: showProviderDate(bid.bid_date, t.language) },
      ]}
    />
  );
}

export function WinCard({ win }: { win: WinRecord }) {
  const t = useTexts();
  return (
    <FieldsCard
      title={win.game_name}
      badge={t.rule(win.pana)}
      fields={[
        { label: t('Session'), value: t.rule(win.session) },
        { label: t('Digits'), value: played(win.digits, win.closedigits) },
        { label: t('Win Amount'), value: formatMoney(win.amount, t.language) },
        { label: t('Date'), value: showProviderDate(win.wining_date, t.language) },
      ]}
    />
  );
}

export const bidKey = (bid: BidRecord, index: number) =>
  `${bid.bid_date}|${bid.game_name}|${bid.pana}|${bid.digits}|${index}`;

export const winKey = (win: WinRecord, index: number) =>
  `${win.wining_date}|${win.game_name}|${win.pana}|${win.digits}|${index}`;
