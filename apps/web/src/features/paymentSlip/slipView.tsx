import type { PaymentSlipResponse } from '@paypage/contract/methods/paymentSlip';
import { inGroupsOfFour } from '@paypage/contract/iban';
import { useEffect, useMemo, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { QrCode } from '../../components/qrCode/qrCode';
import { WaitingForPayment } from '../../components/waitingForPayment';
import { isApiError } from '../../lib/api/apiError';
import { formatDateTime } from '../../lib/format/formatDate';
import { useFormat } from '../../lib/format/useFormat';
import { useUiLocale } from '../../lib/i18n/useUiLocale';
import { usePaymentLink } from '../../lib/paymentLink/paymentLinkContext';
import { resultOfPayment } from '../../lib/payments/resultOfPayment';
import { usePaymentOutcome } from '../../lib/payments/usePaymentOutcome';
import { Barcode } from './barcode';
import { downloadSlip } from './downloadSlip';
import { epcQrPayload } from './epcQrPayload';
import { usePaymentSlipT } from './paymentSlipTexts';
import { SlipDetails } from './slipDetails';
import { useSlip } from './useSlip';

/** After the due date the page looks a minute longer: the provider refuses the slip then. */
const LOOK_AFTER_DUE_MS = 60_000;

function ShownSlip({ slip }: { slip: PaymentSlipResponse }) {
  const t = usePaymentSlipT();
  const format = useFormat();
  const { tag, language } = useUiLocale();
  const link = usePaymentLink();
  const navigate = useNavigate();
  const [download, setDownload] = useState<'idle' | 'making' | 'failed'>('idle');
  const until = new Date(Date.parse(slip.dueDate) + LOOK_AFTER_DUE_MS).toISOString();
  const outcome = usePaymentOutcome(link.uuid, slip.transactionId, until);

  useEffect(() => {
    if (outcome.kind !== 'decided') return;
    void navigate(resultOfPayment(link.uuid, outcome.status), { replace: true });
  }, [outcome, link.uuid, navigate]);

  const amount = format.amount(slip.amount, slip.currency);
  const dueDate = formatDateTime(slip.dueDate, tag);
  const reference = inGroupsOfFour(slip.creditorReference);
  const payload = useMemo(
    () =>
      epcQrPayload({
        beneficiaryName: slip.creditor.name,
        iban: slip.iban,
        ...(slip.bic ? { bic: slip.bic } : {}),
        amountMinor: slip.amount,
        creditorReference: slip.creditorReference,
      }),
    [slip],
  );

  async function saveAsPdf() {
    setDownload('making');
    const recipient = [slip.creditor.name, slip.creditor.address].filter(Boolean).join('\n');
    try {
      await downloadSlip(
        {
          language,
          title: t('method.name.paymentSlip'),
          rows: [
            { label: t('paymentSlip.customerName.label'), value: slip.customerName },
            { label: t('paymentSlip.recipient'), value: recipient },
            { label: t('paymentSlip.iban'), value: inGroupsOfFour(slip.iban), strong: true },
            ...(slip.bic ? [{ label: t('paymentSlip.bic'), value: slip.bic }] : []),
            { label: t('paymentSlip.amount'), value: amount, strong: true },
            { label: t('paymentSlip.reference'), value: reference, strong: true },
            { label: t('paymentSlip.dueDate'), value: dueDate },
          ],
          instructions: t('paymentSlip.pdf.instructions'),
          qr: { payload, caption: t('paymentSlip.pdf.scan') },
          barcode: { text: slip.creditorReference },
        },
        `${t('paymentSlip.pdf.fileName')}-${slip.creditorReference}.pdf`,
      );
      setDownload('idle');
    } catch (error) {
      console.error(error);
      setDownload('failed');
    }
  }

  return (
    <WaitingForPayment
      title={t('paymentSlip.slip.title')}
      instructions={<p>{t('paymentSlip.slip.instructions', { amount, dueDate })}</p>}
      outcome={outcome}
    >
      <div className="payment-slip__sheet">
        <SlipDetails slip={slip} amount={amount} dueDate={dueDate} />
        <div className="payment-slip__codes">
          <p className="payment-slip__scan">{t('paymentSlip.slip.scan')}</p>
          <QrCode payload={payload} label={t('paymentSlip.qr.label')} ecc="M" />
          <Barcode
            text={slip.creditorReference}
            label={t('paymentSlip.barcode.label', { reference })}
          />
        </div>
      </div>
      <div className="payment-slip__download">
        <button
          type="button"
          className="button"
          onClick={() => void saveAsPdf()}
          disabled={download === 'making'}
          aria-describedby={download === 'failed' ? 'slip-download-problem' : undefined}
        >
          {t('paymentSlip.download')}
        </button>
        <p id="slip-download-problem" className="payment-slip__problem" role="alert">
          {download === 'failed' ? t('paymentSlip.download.failed') : ''}
        </p>
      </div>
      <p className="payment-slip__note">{t('paymentSlip.slip.closeNote')}</p>
    </WaitingForPayment>
  );
}

/**
 * The slip of ?transaction=… (SPEC §2: download of the slip; shows customer name and reference
 * number): its details, the EPC QR code and the barcode, the PDF, while the page waits for the
 * transfer; once the payment is decided, its result. A slip this link does not have goes back
 * to the form.
 */
export function SlipView({ transactionId }: { transactionId: string }) {
  const t = usePaymentSlipT();
  const link = usePaymentLink();
  const { state, retry } = useSlip(link.uuid, transactionId);
  if (state.kind === 'shown') return <ShownSlip slip={state.slip} />;
  if (state.kind === 'failed' && isApiError(state.error) && state.error.status === 404) {
    return <Navigate to={{ search: '' }} replace />;
  }
  if (state.kind === 'failed') {
    return (
      <section className="card payment-slip" aria-labelledby="payment-slip-title">
        <h1 id="payment-slip-title">{t('paymentSlip.slip.title')}</h1>
        <p role="alert">{t('paymentSlip.slip.loadFailed')}</p>
        <button type="button" className="button" onClick={retry}>
          {t('paymentSlip.slip.retry')}
        </button>
      </section>
    );
  }
  return (
    <p className="payment-slip__loading" role="status">
      <span className="dialog__spinner" aria-hidden="true" />
    </p>
  );
}
