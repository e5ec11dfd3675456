import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { newIdempotencyKey } from '../../api/idempotencyKey';
import { Dialog } from '../../components/Dialog';
import { ErrorMessage } from '../../components/ErrorMessage';
import { TextField } from '../../components/TextField';
import { amountForInput, formatAmount, parseAmount } from '../../format/money';
import { useI18n } from '../../i18n/translator';
import type { LinkTransaction, MoneyAction } from './linksApi';
import { changePayment } from './linksApi';

interface PaymentActionDialogProps {
  uuid: string;
  transaction: LinkTransaction;
  action: MoneyAction;
  /** What may still be refunded or captured, in minor units. */
  remaining: number;
  onDone: () => void;
  onClose: () => void;
}

/**
 * Refund (amount prefilled with what is left, a part allowed, a reason), capture or void of one
 * transaction. The first step asks, the second confirms with the amount written out: money
 * moves on the confirmation only, once (one Idempotency-Key for the dialog's life).
 */
export function PaymentActionDialog({
  uuid,
  transaction,
  action,
  remaining,
  onDone,
  onClose,
}: PaymentActionDialogProps) {
  const { t, language } = useI18n();
  const [idempotencyKey] = useState(() => newIdempotencyKey());
  const [amount, setAmount] = useState(() =>
    amountForInput(remaining, transaction.currency, language),
  );
  const [reason, setReason] = useState('');
  const [amountError, setAmountError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const withAmount = action !== 'void';
  const confirmButton = useRef<HTMLButtonElement>(null);
  // The step's button is gone: the focus goes to the one that now decides.
  useEffect(() => {
    if (confirming !== null) confirmButton.current?.focus();
  }, [confirming]);

  function review(event: FormEvent) {
    event.preventDefault();
    if (!withAmount) {
      setConfirming(0);
      return;
    }
    const minor = parseAmount(amount, transaction.currency, language);
    if (minor === null || minor < 1 || minor > remaining) {
      setAmountError(
        t('links.payment.amountRange', {
          max: formatAmount(remaining, transaction.currency, language),
        }),
      );
      return;
    }
    setAmountError(undefined);
    setConfirming(minor);
  }

  async function confirm() {
    if (confirming === null) return;
    setBusy(true);
    setFailure(null);
    try {
      const body: { amount?: number; reason?: string } = {};
      if (withAmount) body.amount = confirming;
      if (action === 'refunds' && reason.trim()) body.reason = reason.trim();
      await changePayment(uuid, transaction.id, action, body, idempotencyKey);
      onDone();
    } catch (error) {
      setFailure(error);
      setBusy(false);
    }
  }

  const title = t(`links.payment.title.${action}`);
  const formatted = formatAmount(confirming ?? 0, transaction.currency, language);
  return (
    <Dialog title={title} onClose={onClose}>
      {confirming === null ? (
        <form className="link-form" onSubmit={review} noValidate>
          {withAmount ? (
            <TextField
              label={t('links.payment.amount', { currency: transaction.currency })}
              hint={t('links.payment.amountHint', {
                max: formatAmount(remaining, transaction.currency, language),
              })}
              inputMode="decimal"
              value={amount}
              onChange={setAmount}
              error={amountError}
            />
          ) : (
            <p>{t('links.payment.voidExplanation')}</p>
          )}
          {action === 'refunds' ? (
            <TextField
              label={t('links.payment.reason')}
              maxLength={200}
              value={reason}
              onChange={setReason}
            />
          ) : null}
          <div className="dialog__actions">
            <button type="button" className="button" onClick={onClose}>
              {t('links.payment.cancel')}
            </button>
            <button type="submit" className="button button--primary">
              {t('links.payment.continue')}
            </button>
          </div>
        </form>
      ) : (
        <>
          <p>{t(`links.payment.confirm.${action}`, { amount: formatted })}</p>
          {failure ? <ErrorMessage error={failure} /> : null}
          <div className="dialog__actions">
            <button type="button" className="button" onClick={onClose}>
              {t('links.payment.cancel')}
            </button>
            <button
              ref={confirmButton}
              type="button"
              className="button button--danger"
              onClick={confirm}
              disabled={busy}
            >
              {t(`links.payment.do.${action}`, { amount: formatted })}
            </button>
          </div>
        </>
      )}
    </Dialog>
  );
}
