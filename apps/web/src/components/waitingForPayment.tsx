import './paymentPages.css';
import type { ReactNode } from 'react';
import type { PaymentOutcome } from '../lib/payments/usePaymentOutcome';
import { usePaymentT } from '../lib/payments/paymentTexts';

interface WaitingForPaymentProps {
  title: string;
  /** What the shopper should do meanwhile ("Approve the payment in your banking app"). */
  instructions: ReactNode;
  outcome: PaymentOutcome;
  /** What the method shows while it waits: a QR code, account details, a countdown … */
  children?: ReactNode;
}

/**
 * The page of a payment that waits for the shopper elsewhere (a bank app, a QR code, a transfer):
 * what to do, what the method shows for it, and a polite status line that says the page is
 * checking by itself. The method's page moves on when `outcome` is decided.
 */
export function WaitingForPayment({
  title,
  instructions,
  outcome,
  children,
}: WaitingForPaymentProps) {
  const t = usePaymentT();
  return (
    <section className="card waiting-for-payment" aria-labelledby="waiting-title">
      <h1 id="waiting-title">{title}</h1>
      <div className="waiting-for-payment__instructions">{instructions}</div>
      {children}
      <p className="waiting-for-payment__status" role="status">
        <span className="dialog__spinner" aria-hidden="true" />
        {outcome.kind === 'checking'
          ? t('payments.waiting.checking')
          : t('payments.waiting.stillWaiting')}
      </p>
    </section>
  );
}
