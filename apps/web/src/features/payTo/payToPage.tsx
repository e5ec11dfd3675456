import './payTo.css';
import {
  normalisePayId,
  PAYID_PHONE_TYPED_EXAMPLE,
  PAYID_TYPES,
  type PayIdType,
} from '@paypage/contract/methods/payToRules';
import { useMemo, useState } from 'react';
import { SelectField } from '../../components/form/selectField';
import { TermsGateLine } from '../../components/terms/termsGate';
import { TextField } from '../../components/form/textField';
import { useFormat } from '../../lib/format/useFormat';
import { usePaymentLink } from '../../lib/paymentLink/paymentLinkContext';
import { usePayAmountLabel } from '../../lib/payments/payAmountLabel';
import { useFormFields } from '../../lib/validation/useFormFields';
import { payToFields } from './payToFields';
import { usePayToT, type PayToTextKey } from './payToTexts';
import { usePayToPayment } from './usePayToPayment';

const isPayIdType = (value: string): value is PayIdType =>
  (PAYID_TYPES as readonly string[]).includes(value);

/** How the PayID input helps with each type: the keyboard a phone shows, what it may fill in. */
const PAYID_INPUT = {
  PHONE: { type: 'tel', inputMode: 'tel', autoComplete: 'tel' },
  EMAIL: { type: 'email', inputMode: 'email', autoComplete: 'email' },
  BUSINESS_NUMBER: { type: 'text', inputMode: 'numeric', autoComplete: 'off' },
  ORGANISATION_ID: { type: 'text', inputMode: 'text', autoComplete: 'organization' },
} as const;

/**
 * The example as shown: the number as Australians write it, with no-break spaces to keep it on
 * one line. The rule takes it as shown (its spaces are only grouping), so a shopper who copies
 * the example, or types it as seen, passes the check.
 */
const PHONE_EXAMPLE_SHOWN = PAYID_PHONE_TYPED_EXAMPLE.replaceAll(' ', '\u00a0');

/** What each PayID type is called, and how its PayID is written. */
const TYPE_TEXTS: Record<PayIdType, { option: PayToTextKey; hint: PayToTextKey }> = {
  PHONE: { option: 'payto.payIdType.phone', hint: 'payto.payId.hint.phone' },
  EMAIL: { option: 'payto.payIdType.email', hint: 'payto.payId.hint.email' },
  BUSINESS_NUMBER: {
    option: 'payto.payIdType.businessNumber',
    hint: 'payto.payId.hint.businessNumber',
  },
  ORGANISATION_ID: {
    option: 'payto.payIdType.organisationId',
    hint: 'payto.payId.hint.organisationId',
  },
};

/**
 * /uuid/{uuid}/payto (SPEC §2): the account to pay from (account name, PayID and its type, with
 * SPEC §5's rules), and what happens next: the payer's bank asks for the agreement in the
 * banking app.
 */
export function PayToPage() {
  const t = usePayToT();
  const format = useFormat();
  const link = usePaymentLink();
  const [type, setType] = useState<PayIdType>('PHONE');
  const specs = useMemo(() => payToFields(type), [type]);
  const form = useFormFields(specs);
  const payment = usePayToPayment(link);
  const payLabel = usePayAmountLabel();
  const typeField = form.field('payIdType');
  const payIdField = form.field('payId');
  const accountName = form.field('accountName');
  const agreementOnly = link.amount === 0;

  function submit() {
    const values = form.submit();
    if (!values) return;
    void payment.pay({
      accountName: values.accountName.trim(),
      payIdType: type,
      payId: normalisePayId(type, values.payId),
    });
  }

  return (
    <section className="card payto-page" aria-labelledby="payto-page-title">
      <h1 id="payto-page-title" className="payto-page__title">
        {t('method.name.payTo')}
      </h1>
      <p className="payto-page__intro">{t('payto.intro')}</p>
      <form
        className="payto-page__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <div className="payto-fields">
          <TextField
            field={accountName}
            label={t('payto.accountName.label')}
            problemText={accountName.problem && t(accountName.problem)}
            autoComplete="name"
            maxLength={160}
          />
          <SelectField
            field={{
              ...typeField,
              onChange: (value) => {
                typeField.onChange(value);
                if (isPayIdType(value)) setType(value);
              },
            }}
            label={t('payto.payIdType.label')}
            options={PAYID_TYPES.map((value) => ({
              value,
              label: t(TYPE_TEXTS[value].option),
            }))}
            problemText={undefined}
          />
          <TextField
            field={payIdField}
            label={t('payto.payId.label')}
            hint={t(TYPE_TEXTS[type].hint, { example: PHONE_EXAMPLE_SHOWN })}
            problemText={
              payIdField.problem && t(payIdField.problem, { phone: PHONE_EXAMPLE_SHOWN })
            }
            spellCheck={false}
            autoCapitalize="none"
            maxLength={276}
            dir="ltr"
            {...PAYID_INPUT[type]}
          />
        </div>
        <p className="payto-page__notice">
          {agreementOnly
            ? t('payto.notice.agreementOnly', { merchant: link.merchantName })
            : t('payto.notice.payment', {
                merchant: link.merchantName,
                amount: format.amount(link.amount, link.currency),
              })}
        </p>
        <TermsGateLine gate={payment.terms} />
        <div className="payto-page__actions">
          <button
            type="submit"
            className="button payto-page__pay"
            disabled={payment.busy}
            aria-describedby="payto-leave-warning"
          >
            {agreementOnly ? t('payto.authorize') : payLabel}
          </button>
          <p id="payto-leave-warning" className="payto-page__warning">
            {t('payto.leaveWarning')}
          </p>
        </div>
      </form>
    </section>
  );
}
