import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useDialogFocus } from './use-dialog-focus';
import { useScrollLock } from './use-scroll-lock';
import './modal.css';

interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Whether a tap on the backdrop closes it (off while a submission is in flight). */
  dismissible?: boolean;
}

/** An accessible modal dialog: labelled, focus kept inside, Escape closes, page scroll locked. */
export function Modal({ open, title, onClose, children, dismissible = true }: ModalProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const close = () => {
    if (dismissible) onClose();
  };
  useScrollLock(open);
  useDialogFocus(ref, open, close);
  if (!open) return null;
  return createPortal(
    <div className="modal-root">
      <div className="modal-backdrop" onClick={close} aria-hidden="true" />
      <div
        ref={ref}
        className="modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <h2 id={titleId} className="modal__title">
          {title}
        </h2>
        {children}
      </div>
    </div>,
    document.body,
  );
}
