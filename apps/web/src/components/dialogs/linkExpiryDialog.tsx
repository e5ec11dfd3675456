import { useId } from 'react';
import { useT } from '../../lib/i18n/useT';
import { ModalDialog } from './modalDialog';

export interface LinkExpiryPayload {
  /** The minutes the link actually has left, rounded (about 3 at SPEC's 180 s). */
  minutesLeft: number;
}

/** SPEC §2: the payment link runs out in about three minutes; OK (or Escape) closes it. */
export function LinkExpiryDialog({
  minutesLeft,
  onClose,
}: LinkExpiryPayload & { onClose: () => void }) {
  const t = useT();
  const id = useId();
  return (
    <ModalDialog
      className="dialog"
      labelledBy={`${id}-title`}
      describedBy={`${id}-text`}
      onDismiss={onClose}
    >
      <h2 id={`${id}-title`} className="dialog__title">
        {t('dialog.expiry.title')}
      </h2>
      <p id={`${id}-text`}>{t('dialog.expiry.minutesLeft', { minutes: minutesLeft })}</p>
      <div className="dialog__actions">
        <button type="button" className="button" onClick={onClose}>
          {t('dialog.ok')}
        </button>
      </div>
    </ModalDialog>
  );
}
