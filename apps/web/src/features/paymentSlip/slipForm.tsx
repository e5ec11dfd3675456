import { SLIP_TRANSACTION_PARAM } from '@paypage/contract/methods/paymentSlipConstants';
import type { FormEvent } from 'react';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { TextField } from '../../components/form/textField';
import { TermsGateLine } from '../../components/terms/termsGate';
import { acceptedTermsOf } from '../../lib/payments/acceptedTerms';
import { usePaymentLink } from '../../lib/paymentLink/paymentLinkContext';
import { usePayOnce } from '../../lib/payments/usePayOnce';
import { resultPath } from '../../lib/results/resultQuery';
import { useFormFields } from '../../lib/validation/useFormFields';
import { CUSTOMER_NAME_RULES, customerNameOf } from './customerName';
import { issuePaymentSlip } from './paymentSlipApi';
import { usePaymentSlipT } from './paymentSlipTexts';

/**
 * Before the slip: who pays (SPEC §3's customer name, filled in when the merchant gave it) and
 * the button that issues the slip. Issuing moves the link into payment, so it goes through
 * usePayOnce (one at a time, one Idempotency-Key per name, SPEC §8 on a 409); the slip then
 * has its own address (?transaction=…), which a reload or a return shows again.
 */
export function SlipForm() {
  const t = usePaymentSlipT();
  const link = usePaymentLink();
  const navigate = useNavigate();
  const { run, busy, terms } = usePayOnce(
    resultPath(link.uuid, { outcome: 'failure', variant: 'retry' }),
  );
  const specs = useMemo(
    () => ({
      customerName: {
        rules: CUSTOMER_NAME_RULES,
        initial: customerNameOf(link.shopperInformation),
      },
    }),
    [link.shopperInformation],
  );
  const form = useFormFields(specs);
  const name = form.field('customerName');

  function submit(event: FormEvent) {
    event.preventDefault();
    const values = form.submit();
    if (!values) return;
    const customerName = values.customerName.trim();
    void run(async (keyFor) => {
      const issued = await issuePaymentSlip(
        link.uuid,
        { customerName, ...acceptedTermsOf(link) },
        keyFor(customerName),
      );
      const query = new URLSearchParams({ [SLIP_TRANSACTION_PARAM]: issued.transactionId });
      await navigate({ search: `?${query}` }, { replace: true });
    });
  }

  return (
    <section className="card payment-slip" aria-labelledby="payment-slip-title">
      <h1 id="payment-slip-title" className="payment-slip__title">
        {t('method.name.paymentSlip')}
      </h1>
      <p className="payment-slip__intro">{t('paymentSlip.intro')}</p>
      <form className="payment-slip__form" noValidate onSubmit={submit}>
        <TextField
          field={name}
          label={t('paymentSlip.customerName.label')}
          hint={t('paymentSlip.customerName.hint')}
          problemText={name.problem ? t(name.problem) : undefined}
          autoComplete="name"
          autoCapitalize="words"
          spellCheck={false}
        />
        <TermsGateLine gate={terms} />
        <button type="submit" className="button" disabled={busy}>
          {t('paymentSlip.create')}
        </button>
      </form>
    </section>
  );
}
