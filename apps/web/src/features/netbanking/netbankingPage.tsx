import '../../components/form/form.css';
import { NETBANKING_BANKS } from '@paypage/contract/methods/netbankingBanks';
import { useMemo, useState } from 'react';
import { EmailField } from '../../components/form/emailField';
import { PhoneField } from '../../components/form/phoneField';
import { SelectField } from '../../components/form/selectField';
import { RedirectNotice } from '../../components/redirectNotice';
import { TermsGateLine } from '../../components/terms/termsGate';
import { acceptedTermsOf } from '../../lib/payments/acceptedTerms';
import { useRuntimeConfig } from '../../lib/config/useRuntimeConfig';
import { usePaymentLink } from '../../lib/paymentLink/paymentLinkContext';
import { emailRules } from '../../lib/payments/emailRules';
import { phoneRules } from '../../lib/payments/phoneRules';
import { e164Of } from '../../lib/phone/phoneNumber';
import { usePayOnce } from '../../lib/payments/usePayOnce';
import { resultPath } from '../../lib/results/resultQuery';
import { required } from '../../lib/validation/rules';
import { useFormFields } from '../../lib/validation/useFormFields';
import { payAtBankOrWallet } from './netbankingApi';
import type { NetbankingTextKey } from './netbankingTexts';
import { useNetbankingT } from './netbankingTexts';
import { useProvider } from './useProvider';

const PHONEPE = 'PhonePe';

function useSpecs(withBank: boolean) {
  return useMemo(
    // In the order they show: the first with a problem takes the focus on submit.
    () => ({
      bank: { rules: withBank ? [required<string>('netbanking.bank.required')] : [] },
      email: { rules: emailRules() },
      phone: { rules: phoneRules() },
    }),
    [withBank],
  );
}

/**
 * /netbanking and /phonepe (SPEC §2): the payer's email and phone with its international prefix
 * (and their bank, for netbanking); paying sends them to the bank's or PhonePe's page, which
 * brings them back to /{netbanking|phonepe}-transaction-created.
 */
export function NetbankingPage() {
  const t = useNetbankingT();
  const link = usePaymentLink();
  const { gppBaseUrl } = useRuntimeConfig();
  const { segment, method } = useProvider();
  const netbanking = method === 'NETBANKING';
  const form = useFormFields(useSpecs(netbanking));
  const { run, busy, terms } = usePayOnce(
    resultPath(link.uuid, { outcome: 'failure', variant: 'retry' }),
  );
  const [leaving, setLeaving] = useState<{ provider: string; url: string } | undefined>();
  const problemOf = (key: string | undefined) => key && t(key as NetbankingTextKey);

  if (link.currency !== 'INR') {
    return (
      <section className="card" aria-labelledby="netbanking-title">
        <h1 id="netbanking-title">
          {t(netbanking ? 'netbanking.title' : 'netbanking.phonePe.title')}
        </h1>
        <p role="alert">{t('netbanking.wrongCurrency')}</p>
      </section>
    );
  }
  if (leaving)
    return <RedirectNotice uuid={link.uuid} provider={leaving.provider} url={leaving.url} />;

  function pay() {
    const values = form.submit();
    if (!values) return;
    const body = {
      paymentMethod: method,
      email: values.email.trim(),
      phone: e164Of(values.phone) ?? values.phone,
      ...(netbanking ? { bank: values.bank as (typeof NETBANKING_BANKS)[number]['code'] } : {}),
    };
    void run(async (keyFor) => {
      const answer = await payAtBankOrWallet(
        segment,
        link.uuid,
        { ...body, ...acceptedTermsOf(link) },
        keyFor(JSON.stringify(body)),
      );
      if (answer.status !== 'PENDING' || !answer.redirectUrl) {
        throw new Error(`The ${segment} payment did not start: ${answer.status}`);
      }
      const bank = NETBANKING_BANKS.find((b) => b.code === values.bank);
      setLeaving({
        provider: netbanking ? (bank?.name ?? '') : PHONEPE,
        url: `${gppBaseUrl.replace(/\/+$/, '')}${answer.redirectUrl}`,
      });
    });
  }

  return (
    <section className="card netbanking-page" aria-labelledby="netbanking-title">
      <h1 id="netbanking-title">
        {t(netbanking ? 'netbanking.title' : 'netbanking.phonePe.title')}
      </h1>
      <p>{t(netbanking ? 'netbanking.intro' : 'netbanking.phonePe.intro')}</p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          pay();
        }}
      >
        {netbanking ? (
          <SelectField
            field={form.field('bank')}
            label={t('netbanking.bank.label')}
            placeholder={t('netbanking.bank.placeholder')}
            options={NETBANKING_BANKS.map((bank) => ({ value: bank.code, label: bank.name }))}
            problemText={problemOf(form.field('bank').problem)}
          />
        ) : null}
        <EmailField field={form.field('email')} />
        <PhoneField field={form.field('phone')} />
        <TermsGateLine gate={terms} />
        <button
          type="submit"
          className="button"
          disabled={busy}
          aria-describedby="netbanking-warning"
        >
          {netbanking ? t('netbanking.pay') : t('netbanking.phonePe.pay')}
        </button>
        <p id="netbanking-warning" className="field__hint">
          {t('netbanking.leaveWarning')}
        </p>
      </form>
    </section>
  );
}
