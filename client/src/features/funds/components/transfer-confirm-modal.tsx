import { COUNTRY_CODE } from '@panna/shared/validation';
import { Modal } from '../../../components/modal';
import type { PendingTransfer } from '../hooks/use-transfer-form';
import { FUNDS_TEXT } from '../strings';

interface TransferConfirmModalProps {
  pending: PendingTransfer | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Shows the receiver's name before the points move. */
export function TransferConfirmModal({
  pending,
  busy,
  onCancel,
  onConfirm,
}: TransferConfirmModalProps) {
  return (
    <Modal
      open={pending !== null}
      title={FUNDS_TEXT.confirmTransfer}
      onClose={onCancel}
      dismissible={!busy}
    >
      {pending ? (
        <dl className="funds-summary">
          <dt>{FUNDS_TEXT.receiver}</dt>
          <dd>{pending.receiverName}</dd>
          <dt>{FUNDS_TEXT.phoneNo}</dt>
          <dd>
            {COUNTRY_CODE} {pending.mobile}
          </dd>
          <dt>{FUNDS_TEXT.points}</dt>
          <dd>{pending.points}</dd>
        </dl>
      ) : null}
      <div className="funds-modal-actions">
        <button type="button" className="btn btn--outline" onClick={onCancel} disabled={busy}>
          {FUNDS_TEXT.cancel}
        </button>
        <button type="button" className="btn btn--primary" onClick={onConfirm} disabled={busy}>
          {busy ? FUNDS_TEXT.transferring : FUNDS_TEXT.confirm}
        </button>
      </div>
    </Modal>
  );
}
