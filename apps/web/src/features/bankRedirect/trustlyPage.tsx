import './bankRedirect.css';
import {
  TRUSTLY_EMAIL_MAX_LENGTH,
  TRUSTLY_NAME_MAX_LENGTH,
} from '@paypage/contract/methods/bankRedirectConstants';
import type { FormEvent } from 'react';
import { useMemo } from 'react';
import { EmailField } from '../../components/form/emailField';
import { TermsGateLine } from '../../components/terms/termsGate';
import { TextField } from '../../components/form/textField';
import { useFormat } from '../../lib/format/useFormat';
import { useUiLocale } from '../../lib/i18n/useUiLocale';
import { LEGAL_PAGES_BASE_URL } from '../../lib/legal/legalLinks';
import { usePaymentLink } from '../../lib/paymentLink/paymentLinkContext';
import { acceptedTermsOf } from '../../lib/payments/acceptedTerms';
import { emailRules } from '../../lib/payments/emailRules';
import type { PaymentTextKey } from '../../lib/payments/paymentTexts';
import { lengthBetween, required } from '../../lib/validation/rules';
import type { FieldSpec } from '../../lib/validation/useFormFields';
import { useFormFields } from '../../lib/validation/useFormFields';
import { startAtTheBank } from './bankRedirectApi';
import type { BankRedirectTextKey } from './bankRedirectTexts';
import { useBankRedirectT } from './bankRedirectTexts';
import { LeavingStatus } from './leavingStatus';
import { useLeaveForBank } from './useLeaveForBank';

/**
 * SPEC §9: a Trustly payment-limit document exists for en_GB. The operator publishes it beside
 * its legal pages (docs/decisions/0019).
 */
export const TRUSTLY_LIMITS_URL = `${LEGAL_PAGES_BASE_URL}/gb/en/trustly-payment-limits`;

type Field = 'firstName' | 'lastName' | 'email';
type Problem = BankRedirectTextKey | PaymentTextKey;

const name = (
  requiredMessage: BankRedirectTextKey,
  lengthMessage: BankRedirectTextKey,
  initial = '',
): FieldSpec<Problem> => ({
  rules: [required(requiredMessage), lengthBetween(1, TRUSTLY_NAME_MAX_LENGTH, lengthMessage)],
  initial,
});

/** SPEC §5: first and last name required, 1 to 50 characters each; email valid, 1 to 70. */
function fieldSpecs(initial: Partial<Record<Field, string>>): Record<Field, FieldSpec<Problem>> {
  return {
    firstName: name(
      'bankRedirect.trustly.firstName.required',
      'bankRedirect.trustly.firstName.length',
      initial.firstName,
    ),
    lastName: name(
      'bankRedirect.trustly.lastName.required',
      'bankRedirect.trustly.lastName.length',
      initial.lastName,
    ),
    email: { rules: emailRules(TRUSTLY_EMAIL_MAX_LENGTH), initial: initial.email ?? '' },
  };
}

/**
 * /trustly (SPEC §2 "Trustly form"): the payer's first name, last name and email, filled in from
 * the link's shopper information when the merchant gave it; then to Trustly's bank page.
 */
export function TrustlyPage() {
  const t = useBankRedirectT();
  const format = useFormat();
  const link = usePaymentLink();
  const { language, country } = useUiLocale();
  const shopper = link.shopperInformation;
  const specs = useMemo(() => fieldSpecs(shopper ?? {}), [shopper]);
  const form = useFormFields(specs);
  const { leave, busy, leaving, terms } = useLeaveForBank('TRUSTLY');

  function submit(event: FormEvent) {
    event.preventDefault();
    const values = form.submit();
    if (!values) return;
    const payer = {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: values.email.trim(),
    };
    void leave(
      (key) => startAtTheBank('TRUSTLY', link.uuid, key, { ...payer, ...acceptedTermsOf(link) }),
      JSON.stringify(payer),
    );
  }

  // The names' rules speak in this folder's texts only.
  const nameProblem = (field: Field) => {
    const problem = form.field(field).problem as BankRedirectTextKey | undefined;
    return problem && t(problem);
  };

  return (
    <section className="card bank-redirect" aria-labelledby="trustly-title">
      <h1 id="trustly-title">{t('method.name.trustly')}</h1>
      <p>
        {t('bankRedirect.trustly.intro', { amount: format.amount(link.amount, link.currency) })}
      </p>
      <form className="bank-redirect__form" noValidate onSubmit={submit}>
        <TextField
          field={form.field('firstName')}
          label={t('bankRedirect.trustly.firstName.label')}
          problemText={nameProblem('firstName')}
          autoComplete="given-name"
        />
        <TextField
          field={form.field('lastName')}
          label={t('bankRedirect.trustly.lastName.label')}
          problemText={nameProblem('lastName')}
          autoComplete="family-name"
        />
        <EmailField field={form.field('email')} />
        <p>{t('bankRedirect.afterwards')}</p>
        <TermsGateLine gate={terms} />
        <div>
          <button type="submit" className="button" disabled={busy}>
            {t('bankRedirect.trustly.continue')}
          </button>
        </div>
      </form>
      {language === 'en' && country === 'GB' ? (
        <p>
          <a href={TRUSTLY_LIMITS_URL} target="_blank" rel="noopener noreferrer">
            {t('bankRedirect.trustly.limits')}{' '}
            <span className="visually-hidden">{t('landing.terms.newTab')}</span>
          </a>
        </p>
      ) : null}
      <LeavingStatus leaving={leaving} />
    </section>
  );
}
