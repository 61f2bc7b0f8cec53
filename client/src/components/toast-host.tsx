import { ToastContainer } from 'react-toastify';
import { TOAST_CONTAINER_DEFAULTS } from './toast';
import './toast-host.css';

/** The toast container; loaded with the library on the first toast. */
export default function ToastHost() {
  return <ToastContainer {...TOAST_CONTAINER_DEFAULTS} newestOnTop />;
}
