import { COUNTRY_CODE } from '@panna/shared/validation';
import { Modal } from '../../../components/modal';
import type { PendingTransfer } from '../hooks/use-transfer-form';
import { useTexts } from '../../../i18n/use-texts';

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
  const t = useTexts();
  return (
    <Modal
      open={pending !== null}
      title={t('Confirm Transfer')}
      onClose={onCancel}
      dismissible={!busy}
    >
      {pending ? (
        <dl className="funds-summary">
          <dt>{t('Receiver')}</dt>
          <dd>{pending.receiverName}</dd>
          <dt>{t('Phone No')}</dt>
          <dd>
            {COUNTRY_CODE} {pending.mobile}
          </dd>
          <dt>{t('Points')}</dt>
          <dd>{pending.points}</dd>
        </dl>
      ) : null}
      <div className="funds-modal-actions">
        <button type="button" className="btn btn--outline" onClick={onCancel} disabled={busy}>
          {t('Cancel')}
        </button>
        <button type="button" className="btn btn--primary" onClick={onConfirm} disabled={busy}>
          {busy ? t('Transferring...') : t('Confirm')}
        </button>
      </div>
    </Modal>
  );
}
