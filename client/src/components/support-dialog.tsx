import { useSupportContacts } from '../lib/api/social-data';
import { Icon } from './icons';
import { Modal } from './modal';
import './support-dialog.css';
import { msg, useTexts } from '../i18n/use-texts';

/** Spec wording of the Support dialog. */
export const SUPPORT_DIALOG_TITLE = msg('Please Select Support Option');

/** WhatsApp Support, Call Support and CANCEL, to the normalised support numbers. */
export function SupportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTexts();
  const { whatsappHref, telHref } = useSupportContacts();
  return (
    <Modal open={open} title={t(SUPPORT_DIALOG_TITLE)} onClose={onClose}>
      <div className="support-dialog">
        <a
          className="btn btn--primary btn--block"
          href={whatsappHref}
          target="_blank"
          rel="noopener noreferrer"
          onClick={onClose}
        >
          <Icon name="chat" />
          {t('WhatsApp Support')}
        </a>
        <a className="btn btn--primary btn--block" href={telHref} onClick={onClose}>
          <Icon name="phone" />
          {t('Call Support')}
        </a>
        <button type="button" className="btn btn--outline btn--block" onClick={onClose}>
          {t('CANCEL')}
        </button>
      </div>
    </Modal>
  );
}
