import { Modal } from '../../../components/modal';
import { useTexts } from '../../../i18n/use-texts';

interface InstallStepsDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Download App where the browser makes no install offer: how to add the app to the home screen.
 * Its button says OK: the catalogue's "Close" is the market's close session (क्लोज), not a verb.
 */
export function InstallStepsDialog({ open, onClose }: InstallStepsDialogProps) {
  const t = useTexts();
  return (
    <Modal open={open} title={t('Install the app')} onClose={onClose}>
      <ol className="install-steps">
        <li>
          {t('Android (Chrome): tap the menu (⋮), then "Install app" or "Add to Home screen".')}
        </li>
        <li>{t('iPhone (Safari): tap Share, then "Add to Home Screen".')}</li>
      </ol>
      <p>{t('The app then opens from your home screen, like any other app.')}</p>
      <button type="button" className="btn btn--primary btn--block" onClick={onClose}>
        {t('OK')}
      </button>
    </Modal>
  );
}
