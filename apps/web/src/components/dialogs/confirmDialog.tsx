import { useId, useState } from 'react';
import { useT } from '../../lib/i18n/useT';
import { ModalDialog } from './modalDialog';

/** What a confirm dialog asks; texts come translated from the caller (e.g. per asset kind). */
export interface ConfirmPayload {
  title: string;
  text: string;
  confirmLabel: string;
  /** What exactly is about to go, e.g. a card's holder, masked number and expiry (SPEC §3). */
  details?: readonly { label: string; value: string }[];
  /** Runs on confirm and handles its own failure; the dialog closes once it has finished. */
  onConfirm: () => void | Promise<void>;
}

/**
 * Asks before something that cannot be undone, such as deleting a saved card. Cancel comes first,
 * so the browser's initial focus lands on the harmless choice.
 */
export function ConfirmDialog({
  title,
  text,
  confirmLabel,
  details,
  onConfirm,
  onClose,
}: ConfirmPayload & { onClose: () => void }) {
  const t = useT();
  const id = useId();
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    try {
      await onConfirm();
    } catch (error) {
      console.error(error);
    } finally {
      onClose();
    }
  }

  return (
    <ModalDialog
      className="dialog dialog--confirm"
      labelledBy={`${id}-title`}
      describedBy={`${id}-text`}
      busy={busy}
      onDismiss={busy ? undefined : onClose}
    >
      <h2 id={`${id}-title`} className="dialog__title">
        {title}
      </h2>
      <p id={`${id}-text`}>{text}</p>
      {details?.length ? (
        <dl className="dialog__details">
          {details.map(({ label, value }) => (
            <div key={label} className="dialog__detail">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <div className="dialog__actions">
        <button
          type="button"
          className="button button--secondary"
          onClick={onClose}
          disabled={busy}
        >
          {t('dialog.cancel')}
        </button>
        <button type="button" className="button" onClick={() => void confirm()} disabled={busy}>
          {confirmLabel}
        </button>
      </div>
    </ModalDialog>
  );
}
