import { useEffect, useRef, type ReactNode } from 'react';

interface ConfirmProps {
  /** The dialog is open while this is true. */
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asks before a destructive or money-moving action: a modal dialog (focus held inside, Escape
 * cancels), its Cancel button focused first so Enter never confirms by accident.
 */
export function Confirm({
  open,
  title,
  children,
  confirmLabel,
  busy,
  onConfirm,
  onCancel,
}: ConfirmProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  return (
    <dialog
      ref={dialog}
      className="confirm"
      aria-labelledby="confirm-title"
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      {open && (
        <>
          <h2 id="confirm-title">{title}</h2>
          <div className="confirm__body">{children}</div>
          <div className="confirm__actions">
            {/* eslint-disable-next-line jsx-a11y/no-autofocus -- a dialog focuses its safe choice */}
            <button type="button" autoFocus onClick={onCancel}>
              Cancel
            </button>
            <button type="button" className="danger" disabled={busy} onClick={onConfirm}>
              {confirmLabel}
            </button>
          </div>
        </>
      )}
    </dialog>
  );
}
