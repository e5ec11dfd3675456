import '../../components/form/form.css';
import { TRANSACTION_PARAM } from '@paypage/contract/methods/waitingPayments';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { EmailField } from '../../components/form/emailField';
import { PhoneField } from '../../components/form/phoneField';
import { TextField } from '../../components/form/textField';
import { TermsGateLine } from '../../components/terms/termsGate';
import { acceptedTermsOf } from '../../lib/payments/acceptedTerms';
import { usePaymentLink } from '../../lib/paymentLink/paymentLinkContext';
import { emailRules } from '../../lib/payments/emailRules';
import { phoneRules } from '../../lib/payments/phoneRules';
import { usePayOnce } from '../../lib/payments/usePayOnce';
import { e164Of } from '../../lib/phone/phoneNumber';
import { resultPath } from '../../lib/results/resultQuery';
import { useFormFields } from '../../lib/validation/useFormFields';
import { payByUpi } from './upiApi';
import { UPI_ID_RULES } from './upiIdRules';
import type { UpiTextKey } from './upiTexts';
import { useUpiT } from './upiTexts';
import { lazyPage } from '../../lib/lazyPage';

// The code and its wait come after the form: their chunk (the QR encoder) loads only then.
const UpiQrCode = lazyPage(() => import('./upiQrCode').then((m) => m.UpiQrCode));

function useSpecs(withUpiId: boolean) {
  return useMemo(
    () => ({
      upiId: { rules: withUpiId ? UPI_ID_RULES : [] },
      email: { rules: emailRules() },
      phone: { rules: phoneRules() },
    }),
    [withUpiId],
  );
}

/**
 * /upi and /upiqrcode (SPEC §2): the payer's UPI ID (for a collect request), email and phone.
 * A collect request then waits at /upi-transaction-created; a QR code is shown and waited for
 * here, with the payment in the address so that a reload shows it again.
 */
export function UpiPage() {
  const t = useUpiT();
  const link = usePaymentLink();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const transactionId = useSearchParams()[0].get(TRANSACTION_PARAM);
  const qrCode = /\/upiqrcode\/?$/.test(pathname);
  const form = useFormFields(useSpecs(!qrCode));
  const failure = resultPath(link.uuid, { outcome: 'failure', variant: 'retry' });
  const { run, busy, terms } = usePayOnce(failure);
  const [unknownId, setUnknownId] = useState(false);
  const titleKey: UpiTextKey = qrCode ? 'upi.qr.title' : 'upi.title';

  if (link.currency !== 'INR') {
    return (
      <section className="card" aria-labelledby="upi-title">
        <h1 id="upi-title">{t(titleKey)}</h1>
        <p role="alert">{t('upi.wrongCurrency')}</p>
      </section>
    );
  }
  if (qrCode && transactionId) return <UpiQrCode transactionId={transactionId} />;

  function pay() {
    const values = form.submit();
    if (!values) return;
    const body = {
      paymentMethod: qrCode ? ('UPIQRCODE' as const) : ('UPI' as const),
      email: values.email.trim(),
      phone: e164Of(values.phone) ?? values.phone,
      ...(qrCode ? {} : { upiId: values.upiId.trim() }),
    };
    void run(async (keyFor) => {
      setUnknownId(false);
      const answer = await payByUpi(
        link.uuid,
        { ...body, ...acceptedTermsOf(link) },
        keyFor(JSON.stringify(body)),
      );
      if (answer.status === 'REFUSED' && !qrCode) {
        // The payer's app never saw it: the link is open again, the UPI ID needs a look.
        setUnknownId(true);
        return;
      }
      if (answer.status !== 'PENDING') {
        const transaction = answer.transactionId;
        await navigate(
          resultPath(link.uuid, { outcome: 'failure', variant: 'retry', transaction }),
        );
        return;
      }
      const query = `?${TRANSACTION_PARAM}=${encodeURIComponent(answer.transactionId)}`;
      await navigate(
        qrCode ? `${pathname}${query}` : `/uuid/${link.uuid}/upi-transaction-created${query}`,
        { replace: qrCode },
      );
    });
  }

  const upiId = form.field('upiId');
  return (
    <section className="card upi-page" aria-labelledby="upi-title">
      <h1 id="upi-title">{t(titleKey)}</h1>
      <p>{t(qrCode ? 'upi.qr.intro' : 'upi.intro')}</p>
      {unknownId ? (
        <p className="field__problem" role="alert">
          {t('upi.unknownId')}
        </p>
      ) : null}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          pay();
        }}
      >
        {qrCode ? null : (
          <TextField
            field={upiId}
            label={t('upi.upiId.label')}
            hint={t('upi.upiId.hint')}
            problemText={upiId.problem && t(upiId.problem as UpiTextKey)}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            inputMode="email"
            dir="ltr"
          />
        )}
        <EmailField field={form.field('email')} />
        <PhoneField field={form.field('phone')} />
        <TermsGateLine gate={terms} />
        <button type="submit" className="button" disabled={busy}>
          {t(qrCode ? 'upi.qr.show' : 'upi.pay')}
        </button>
      </form>
    </section>
  );
}
