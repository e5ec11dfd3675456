import type { Currency } from '@paypage/contract/money';
import type { CreatePaymentLinkBody } from '@paypage/contract/paymentLink';
import type { PaymentMethod } from '@paypage/contract/paymentMethods';
import { CATALOGUE_METHODS } from '@paypage/contract/methodCatalogue';
import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../api/apiError';
import { ErrorMessage } from '../../components/ErrorMessage';
import { methodName } from '../../components/methodNames';
import { ScreenTitle } from '../../components/ScreenTitle';
import { TextField } from '../../components/TextField';
import { CONSOLE_CURRENCIES, currencyDigits, parseAmount } from '../../format/money';
import { useI18n } from '../../i18n/translator';
import { useSession } from '../../session/sessionContext';
import { CopyButton } from './CopyButton';
import { LinkQrCode } from './LinkQrCode';
import type { PaymentLinkDetails } from './linksApi';
import { createLink } from './linksApi';
import './links.css';

interface LinkForm {
  amount: string;
  currency: Currency;
  paymentMethods: PaymentMethod[];
  description: string;
  merchantReference: string;
  consumerReference: string;
  locale: string;
  expiresAt: string;
  returnUrl: string;
  skipLandingPage: boolean;
  isSubscription: boolean;
}

const EMPTY_FORM: LinkForm = {
  amount: '',
  currency: 'EUR',
  paymentMethods: ['CARD'],
  description: '',
  merchantReference: '',
  consumerReference: '',
  locale: '',
  expiresAt: '',
  returnUrl: '',
  skipLandingPage: false,
  isSubscription: false,
};

/**
 * The methods the merchant may offer (the operator's setting, in the session; null: all), in the
 * catalogue's order: the service refuses any other, so the form never offers one.
 */
function offeredMethods(offered: readonly PaymentMethod[] | null | undefined): PaymentMethod[] {
  return CATALOGUE_METHODS.filter((method) => !offered || offered.includes(method));
}

/** An empty form, with the card ticked when it may be offered (else the first that may). */
function emptyForm(offered: readonly PaymentMethod[]): LinkForm {
  const first = offered.includes('CARD') ? 'CARD' : offered[0];
  return { ...EMPTY_FORM, paymentMethods: first ? [first] : [] };
}

type Errors = Partial<Record<keyof CreatePaymentLinkBody | 'form', string>>;

/** The API's body from the form: empty fields left out, so the service's defaults apply. */
function bodyOf(form: LinkForm, amount: number): CreatePaymentLinkBody {
  const body: CreatePaymentLinkBody = {
    amount,
    currency: form.currency,
    paymentMethods: form.paymentMethods,
  };
  const text = (value: string) => value.trim() || undefined;
  body.description = text(form.description);
  body.merchantReference = text(form.merchantReference);
  body.consumerReference = text(form.consumerReference);
  body.locale = text(form.locale);
  body.returnUrl = text(form.returnUrl);
  // datetime-local is the merchant's own clock; the API takes an instant.
  if (form.expiresAt) body.expirationDate = new Date(form.expiresAt).toISOString();
  if (form.skipLandingPage) body.skipLandingPage = true;
  if (form.isSubscription) body.isSubscription = true;
  return JSON.parse(JSON.stringify(body)) as CreatePaymentLinkBody;
}

/**
 * A new payment link: the amount typed as the currency writes it, the methods to offer, and what
 * the shopper sees. Once created: its address to copy, its QR code, and a way to open it.
 */
export default function NewLinkScreen() {
  const { t, language } = useI18n();
  const { session } = useSession();
  const methods = offeredMethods(session.merchant.offeredMethods);
  const [form, setForm] = useState<LinkForm>(() => emptyForm(methods));
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<PaymentLinkDetails | null>(null);
  const createdHeading = useRef<HTMLHeadingElement>(null);
  const methodsErrorId = useId();

  useEffect(() => {
    if (created) createdHeading.current?.focus();
  }, [created]);

  const set =
    <K extends keyof LinkForm>(key: K) =>
    (value: LinkForm[K]) =>
      setForm((current) => ({ ...current, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const amount = parseAmount(form.amount, form.currency, language);
    const found: Errors = {};
    if (amount === null) {
      found.amount = t('links.new.amountInvalid', {
        currency: form.currency,
        digits: currencyDigits(form.currency),
      });
    }
    if (form.paymentMethods.length === 0) found.paymentMethods = t('links.new.methodsRequired');
    setErrors(found);
    setFailure(null);
    if (amount === null || Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      setCreated(await createLink(bodyOf(form, amount)));
    } catch (error) {
      // The service names the failing fields (/body/amount …): each message goes to its field.
      if (error instanceof ApiError) setErrors(error.fieldMessages() as Errors);
      setFailure(error);
    } finally {
      setBusy(false);
    }
  }

  if (created) {
    return (
      <>
        <ScreenTitle>{t('links.new.title')}</ScreenTitle>
        <section className="panel" aria-labelledby="created-heading">
          <h2 id="created-heading" ref={createdHeading} tabIndex={-1}>
            {t('links.new.created')}
          </h2>
          <p className="link-url">{created.url}</p>
          <div className="actions">
            <CopyButton text={created.url} label={t('links.copy.link')} />
            <a className="button" href={created.url} target="_blank" rel="noopener noreferrer">
              {t('links.new.open')}
            </a>
            <Link className="button" to={`/links/${created.uuid}`}>
              {t('links.new.details')}
            </Link>
            <button
              type="button"
              className="button"
              onClick={() => {
                setForm(emptyForm(methods));
                setCreated(null);
              }}
            >
              {t('links.new.another')}
            </button>
          </div>
          <LinkQrCode url={created.url} fileName={`payment-link-${created.uuid}`} />
        </section>
      </>
    );
  }

  return (
    <>
      <ScreenTitle>{t('links.new.title')}</ScreenTitle>
      <form className="link-form" onSubmit={submit} noValidate>
        <div className="amount-row">
          <TextField
            label={t('links.new.amount')}
            hint={t('links.new.amountHint', {
              currency: form.currency,
              digits: currencyDigits(form.currency),
            })}
            inputMode={currencyDigits(form.currency) > 0 ? 'decimal' : 'numeric'}
            required
            value={form.amount}
            onChange={set('amount')}
            error={errors.amount}
          />
          <label className="field">
            <span>{t('links.new.currency')}</span>
            <select
              value={form.currency}
              onChange={(event) => set('currency')(event.target.value as Currency)}
              aria-invalid={errors.currency ? true : undefined}
            >
              {CONSOLE_CURRENCIES.map((currency) => (
                <option key={currency} value={currency}>
                  {currency}
                </option>
              ))}
            </select>
            {errors.currency ? <span className="field__error">{errors.currency}</span> : null}
          </label>
        </div>
        <fieldset aria-describedby={errors.paymentMethods ? methodsErrorId : undefined}>
          <legend>{t('links.new.methods')}</legend>
          <div className="method-choices">
            {methods.map((method) => (
              <label key={method} className="check">
                <input
                  type="checkbox"
                  checked={form.paymentMethods.includes(method)}
                  onChange={(event) =>
                    set('paymentMethods')(
                      event.target.checked
                        ? [...form.paymentMethods, method]
                        : form.paymentMethods.filter((chosen) => chosen !== method),
                    )
                  }
                />
                {methodName(method, t)}
              </label>
            ))}
          </div>
          {errors.paymentMethods ? (
            <p id={methodsErrorId} className="field__error">
              {errors.paymentMethods}
            </p>
          ) : null}
        </fieldset>
        <TextField
          label={t('links.new.description')}
          maxLength={500}
          value={form.description}
          onChange={set('description')}
          error={errors.description}
        />
        <TextField
          label={t('links.new.reference')}
          hint={t('links.new.referenceHint')}
          maxLength={128}
          value={form.merchantReference}
          onChange={set('merchantReference')}
          error={errors.merchantReference}
        />
        <TextField
          label={t('links.new.consumer')}
          hint={t('links.new.consumerHint')}
          maxLength={128}
          value={form.consumerReference}
          onChange={set('consumerReference')}
          error={errors.consumerReference}
        />
        <TextField
          label={t('links.new.locale')}
          hint={t('links.new.localeHint')}
          value={form.locale}
          onChange={set('locale')}
          error={errors.locale}
        />
        <TextField
          label={t('links.new.expiry')}
          hint={t('links.new.expiryHint')}
          type="datetime-local"
          value={form.expiresAt}
          onChange={set('expiresAt')}
          error={errors.expirationDate}
        />
        <TextField
          label={t('links.new.returnUrl')}
          hint={t('links.new.returnUrlHint')}
          type="url"
          inputMode="url"
          value={form.returnUrl}
          onChange={set('returnUrl')}
          error={errors.returnUrl}
        />
        <label className="check">
          <input
            type="checkbox"
            checked={form.skipLandingPage}
            onChange={(event) => set('skipLandingPage')(event.target.checked)}
          />
          {t('links.new.skipLanding')}
        </label>
        <label className="check">
          <input
            type="checkbox"
            checked={form.isSubscription}
            onChange={(event) => set('isSubscription')(event.target.checked)}
          />
          {t('links.new.subscription')}
        </label>
        {errors.isSubscription ? <p className="field__error">{errors.isSubscription}</p> : null}
        {failure ? <ErrorMessage error={failure} /> : null}
        <div className="actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            {t('links.new.submit')}
          </button>
          <Link className="button" to="/links">
            {t('links.new.cancel')}
          </Link>
        </div>
      </form>
    </>
  );
}
