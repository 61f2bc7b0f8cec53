import type { ControlAnswer } from '@panna/mock-provider/control-client';
import { TableCard, type Column } from '../../components/data-table';
import { bidDigitsText } from '../../lib/market-results';
import { indiaWhenText } from '../../lib/india-time';

type Detail = ControlAnswer<'GET /players/:mobile'>;
type LedgerRow = Detail['transactions'][number];
type BidRow = Detail['bids'][number];
/** The latest rows shown of each (newest first, as the simulator lists them). */
const SHOWN = 50;

const LEDGER: Column<LedgerRow>[] = [
  { header: 'When', cell: (t) => indiaWhenText(t.created_at) },
  { header: 'Note', cell: (t) => t.note },
  {
    header: 'Amount',
    cell: (t) => `${t.transaction_type === '1' ? '+' : '−'}${t.amount}`,
    className: (t) => (t.transaction_type === '1' ? 'credit' : 'debit'),
  },
  { header: 'Balance', cell: (t) => t.balance_after },
];

const BIDS: Column<BidRow>[] = [
  { header: 'Placed', cell: (b) => indiaWhenText(b.created_at) },
  { header: 'Market', cell: (b) => `${b.game_name} (${b.session_date})` },
  { header: 'Bid', cell: (b) => `${b.label} (${b.session})` },
  {
    header: 'Digits',
    cell: bidDigitsText,
    className: 'mono',
  },
  { header: 'Points', cell: (b) => b.points },
  { header: 'Status', cell: (b) => b.status },
  { header: 'Won', cell: (b) => b.win_amount || '' },
];

/** The player's latest ledger rows, newest first. */
export function Ledger({ rows }: { rows: readonly LedgerRow[] }) {
  const shown = rows.slice(0, SHOWN);
  return (
    <TableCard
      id="ledger-title"
      title="Ledger"
      wide
      columns={LEDGER}
      rows={shown}
      rowKey={(t) => t.id}
    />
  );
}

/** The player's latest bids, newest first. */
export function PlayerBids({ rows }: { rows: readonly BidRow[] }) {
  const shown = rows.slice(0, SHOWN);
  return (
    <TableCard id="bids-title" title="Bids" wide columns={BIDS} rows={shown} rowKey={(b) => b.id} />
  );
}
