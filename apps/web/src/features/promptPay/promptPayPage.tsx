import { TRANSACTION_PARAM } from '@paypage/contract/methods/waitingPayments';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { QrCode } from '../../components/qrCode/qrCode';
import { TermsGateLine } from '../../components/terms/termsGate';
import { TimeLeft } from '../../components/timeLeft';
import { WaitingForPayment } from '../../components/waitingForPayment';
import { useFormat } from '../../lib/format/useFormat';
import { usePaymentLink } from '../../lib/paymentLink/paymentLinkContext';
import { acceptedTermsOf } from '../../lib/payments/acceptedTerms';
import { usePayOnce } from '../../lib/payments/usePayOnce';
import { useWaitingPayment } from '../../lib/payments/useWaitingPayment';
import { resultPath } from '../../lib/results/resultQuery';
import { startPromptPay } from './promptPayApi';
import { usePromptPayT } from './promptPayTexts';

function ThaiQrCode({ transactionId }: { transactionId: string }) {
  const t = usePromptPayT();
  const format = useFormat();
  const link = usePaymentLink();
  const { outcome, qrPayload, expiresAt } = useWaitingPayment(transactionId);
  const amount = format.amount(link.amount, link.currency);
  return (
    <WaitingForPayment
      title={t('promptPay.qr.title')}
      instructions={<p>{t('promptPay.qr.text', { amount })}</p>}
      outcome={outcome}
    >
      <TimeLeft
        until={expiresAt}
        label={(time) => t('promptPay.timeLeft', { time })}
        expired={t('promptPay.expired')}
      />
      {qrPayload ? (
        <QrCode
          payload={qrPayload}
          label={t('promptPay.qr.label', { amount })}
          savedAs="promptpay-qr-code.png"
        />
      ) : null}
    </WaitingForPayment>
  );
}

/**
 * /promptpayqr (SPEC §2): the payer asks for a Thai QR Payment code of the amount; it shows
 * here with a countdown to its expiry until the payment is decided. The address then names the
 * payment (SPEC §3's redirect response), so a reload shows the same code again.
 */
export function PromptPayPage() {
  const t = usePromptPayT();
  const link = usePaymentLink();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const transactionId = useSearchParams()[0].get(TRANSACTION_PARAM);
  const { run, busy, terms } = usePayOnce(
    resultPath(link.uuid, { outcome: 'failure', variant: 'retry' }),
  );

  if (link.currency !== 'THB') {
    return (
      <section className="card" aria-labelledby="promptpay-title">
        <h1 id="promptpay-title">{t('promptPay.title')}</h1>
        <p role="alert">{t('promptPay.wrongCurrency')}</p>
      </section>
    );
  }
  if (transactionId) return <ThaiQrCode transactionId={transactionId} />;

  function show() {
    void run(async (keyFor) => {
      const { paymentUuid } = await startPromptPay(
        link.uuid,
        acceptedTermsOf(link),
        keyFor('promptpay'),
      );
      await navigate(`${pathname}?${TRANSACTION_PARAM}=${encodeURIComponent(paymentUuid)}`, {
        replace: true,
      });
    });
  }

  return (
    <section className="card promptpay-page" aria-labelledby="promptpay-title">
      <h1 id="promptpay-title">{t('promptPay.title')}</h1>
      <p>{t('promptPay.intro')}</p>
      <TermsGateLine gate={terms} />
      <button type="button" className="button" disabled={busy} onClick={show}>
        {t('promptPay.show')}
      </button>
    </section>
  );
}
