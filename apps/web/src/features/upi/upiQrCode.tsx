import { QrCode } from '../../components/qrCode/qrCode';
import { TimeLeft } from '../../components/timeLeft';
import { WaitingForPayment } from '../../components/waitingForPayment';
import { useFormat } from '../../lib/format/useFormat';
import { usePaymentLink } from '../../lib/paymentLink/paymentLinkContext';
import { useWaitingPayment } from '../../lib/payments/useWaitingPayment';
import { useUpiT } from './upiTexts';

/**
 * The UPI QR code of a payment (a upi://pay intent made by the provider) with its countdown;
 * on a phone the same intent is a link that opens the payer's UPI app. The page learns the
 * outcome by itself.
 */
export function UpiQrCode({ transactionId }: { transactionId: string }) {
  const t = useUpiT();
  const format = useFormat();
  const link = usePaymentLink();
  const { outcome, qrPayload, expiresAt } = useWaitingPayment(transactionId);
  const amount = format.amount(link.amount, link.currency);
  // A upi:// link opens a UPI app only where one is installed: on a phone.
  const onPhone = window.matchMedia?.('(pointer: coarse)').matches ?? false;
  return (
    <WaitingForPayment
      title={t('upi.qr.scanTitle')}
      instructions={<p>{t('upi.qr.scanText')}</p>}
      outcome={outcome}
    >
      <TimeLeft
        until={expiresAt}
        label={(time) => t('upi.timeLeft', { time })}
        expired={t('upi.expired')}
      />
      {qrPayload ? (
        <>
          <QrCode
            payload={qrPayload}
            label={t('upi.qr.label', { amount })}
            savedAs="upi-qr-code.png"
          />
          {onPhone ? (
            <p>
              <a className="button button--secondary" href={qrPayload}>
                {t('upi.qr.openApp')}
              </a>
            </p>
          ) : null}
        </>
      ) : null}
    </WaitingForPayment>
  );
}
