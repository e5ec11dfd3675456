import { useState } from 'react';
import type { ReactNode } from 'react';
import { useT } from '../i18n/translator';
import { Dialog } from './Dialog';
import { ErrorMessage } from './ErrorMessage';

interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  /** The button's words say what happens ("Revoke key"), not "OK". */
  confirmLabel: string;
  /** The call to make; the dialog stays open with the service's answer when it fails. */
  onConfirm: () => Promise<void>;
  onClose: () => void;
}

/**
 * Asks before something that cannot be undone. Cancel comes first, so the focus lands on the
 * harmless choice; the confirming button waits for the call, and a refusal (403, the last admin)
 * is shown inside the dialog where the user is looking.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
      onClose();
    } catch (failure) {
      setError(failure);
      setBusy(false);
    }
  }

  return (
    <Dialog title={title} onClose={onClose}>
      {children}
      {error ? <ErrorMessage error={error} /> : null}
      <div className="dialog__actions">
        <button type="button" className="button" onClick={onClose}>
          {t('dialog.cancel')}
        </button>
        <button
          type="button"
          className="button button--danger"
          disabled={busy}
          onClick={() => void confirm()}
        >
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
