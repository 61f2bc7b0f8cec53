import { ToastContainer, type CloseButtonProps } from 'react-toastify';
import { Icon } from './icons';
import { TOAST_CONTAINER_DEFAULTS } from './toast';
import './toast-host.css';
import { useTexts } from '../i18n/use-texts';

/**
 * The toasts' close button: the library's own, named in the player's language (the library's
 * names it `close`, in English, and does not export it to be given another name).
 */
function CloseButton({ closeToast, theme }: CloseButtonProps) {
  const t = useTexts();
  return (
    <button
      type="button"
      className={`Toastify__close-button Toastify__close-button--${theme}`}
      aria-label={t('Close notification')}
      onClick={(event) => {
        event.stopPropagation(); // a click on the toast itself may mean something else
        closeToast(true);
      }}
    >
      <Icon name="close" size={16} />
    </button>
  );
}

/**
 * The toast container; loaded with the library on the first toast. Its region and close buttons
 * are named in the player's language (the library's names are English). The library names its
 * progress bar `notification timer`, which no prop changes: the bar is marked hidden, which hides
 * it from screen readers, and drawn all the same (toast-host.css); it still times the toast.
 */
export default function ToastHost() {
  const t = useTexts();
  return (
    <ToastContainer
      {...TOAST_CONTAINER_DEFAULTS}
      newestOnTop
      hideProgressBar
      aria-label={t('Notifications (Alt+T)')}
      closeButton={CloseButton}
    />
  );
}
