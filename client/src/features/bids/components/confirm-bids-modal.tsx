import { BID_MESSAGES, type BidSlip, type BidSubmission } from '@panna/shared/bids';
import { Modal } from '../../../components/modal';
import { msg, useTexts, type TextId } from '../../../i18n/use-texts';
import { showBidDate } from '../../../i18n/dates';

interface ConfirmBidsModalProps {
  open: boolean;
  slip: BidSlip;
  /** The calls SUBMIT will make; Game Type is read from them ('-' on Gali). */
  submissions: readonly BidSubmission[];
  dateText: string;
  busy: boolean;
  /** The answer was lost: the provider is being asked whether the bids were placed. */
  checking: boolean;
  onCancel: () => void;
  onSubmit: () => void;
}

/** The last look before money moves: totals, the market, the warning, CANCEL and SUBMIT. */
export function ConfirmBidsModal(props: ConfirmBidsModalProps) {
  const t = useTexts();
  const { open, slip, submissions, dateText, busy, checking, onCancel, onSubmit } = props;
  const { type, market } = slip;
  const totals = slip.totals();
  const gameTypes = [...new Set(submissions.map((s) => t.rule(s.body.new_result.gametype)))];
  const facts: [TextId, string | number][] = [
    [msg('Total Bid'), totals.bids],
    [msg('Total Point'), totals.points],
    [msg('Game Type'), gameTypes.join(', ')],
    [msg('Bid Type'), t.rule(type.title)],
    [msg('Game Id'), market.gameId],
    [msg('Game Name'), market.gameName],
    [msg('Date'), showBidDate(dateText, t.language)],
  ];
  return (
    <Modal open={open} title={t('Confirm Your Bid')} onClose={onCancel} dismissible={!busy}>
      <dl className="confirm__facts">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{t(term)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="confirm__warning">{t(BID_MESSAGES.warning)}</p>
      {checking ? (
        <p className="confirm__checking" role="status">
          {t('No answer from the server. Checking whether your bid was placed…')}
        </p>
      ) : null}
      <div className="confirm__actions">
        <button type="button" className="btn btn--outline" onClick={onCancel} disabled={busy}>
          {t('CANCEL')}
        </button>
        <button
          type="button"
          className="btn btn--primary"
          onClick={onSubmit}
          disabled={busy}
          aria-busy={busy}
        >
          {checking ? t('Checking...') : busy ? t('Submitting...') : t('SUBMIT')}
        </button>
      </div>
    </Modal>
  );
}
