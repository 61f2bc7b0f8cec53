import type { BidRecord } from '@panna/shared/protocol';
import { Modal } from '../../../components/modal';
import { useTexts } from '../../../i18n/use-texts';

interface BidsFoundDialogProps {
  /** The rows the bid history shows for calls whose answer was lost; none: closed. */
  rows: readonly BidRecord[];
  onClose: () => void;
}

/** A submission whose answer was lost, found placed: the player sees the bids the provider has. */
export function BidsFoundDialog({ rows, onClose }: BidsFoundDialogProps) {
  const t = useTexts();
  return (
    <Modal open={rows.length > 0} title={t('Your bid was placed')} onClose={onClose}>
      <p>{t('The server did not answer, but your bid history shows these bids:')}</p>
      <ul className="found-bids">
        {rows.map((row) => (
          <li key={`${row.bid_tx_id}-${row.pana}-${row.digits}-${row.closedigits}`}>
            {t.rule(row.pana)} · {t.rule(row.session)} · {row.digits}
            {row.closedigits ? ` - ${row.closedigits}` : ''} ·{' '}
            {t('{points} points', { points: row.points })}
          </li>
        ))}
      </ul>
      <div className="confirm__actions">
        <button type="button" className="btn btn--primary" onClick={onClose}>
          {t('OK')}
        </button>
      </div>
    </Modal>
  );
}
