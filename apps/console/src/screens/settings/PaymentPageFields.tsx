import { useId } from 'react';
import type { ReactNode } from 'react';
import { useI18n } from '../../i18n/translator';
import { localeName, PAGE_LOCALES } from './pageLocales';
import type { SettingsDraft } from './settingsDraft';

interface PaymentPageFieldsProps {
  draft: SettingsDraft;
  errors: Record<string, string>;
  onChange: (change: Partial<SettingsDraft>) => void;
}

/** A labelled field with its hint and the service's refusal, both read with the field. */
function Field({
  label,
  hint,
  error,
  children,
}: {
  label: string;
  hint?: string;
  error: string | undefined;
  children: (control: {
    id: string;
    'aria-describedby': string | undefined;
    'aria-invalid': true | undefined;
  }) => ReactNode;
}) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        'aria-describedby': describedBy || undefined,
        'aria-invalid': error ? true : undefined,
      })}
      {hint ? (
        <span id={`${id}-hint`} className="field__hint">
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={`${id}-error`} className="field__error">
          {error}
        </span>
      ) : null}
    </div>
  );
}

/**
 * How the page behaves (its language when the link names none, the seconds before it returns to
 * the shop) and what PayPal and SEPA direct debit need to be offered at all.
 */
export function PaymentPageFields({ draft, errors, onChange }: PaymentPageFieldsProps) {
  const { t, language } = useI18n();
  const locales = [...PAGE_LOCALES];
  // A locale saved by the operator or the API that is not in the list stays choosable.
  if (draft.defaultLocale && !locales.includes(draft.defaultLocale))
    locales.push(draft.defaultLocale);
  const creditorError = errors.creditor;

  return (
    <>
      <section className="settings__section">
        <h2>{t('settings.page.title')}</h2>
        <Field
          label={t('settings.locale.label')}
          hint={t('settings.locale.hint')}
          error={errors.defaultLocale}
        >
          {(control) => (
            <select
              name="defaultLocale"
              value={draft.defaultLocale}
              {...control}
              onChange={(event) => onChange({ defaultLocale: event.target.value })}
            >
              <option value="">{t('settings.locale.none')}</option>
              {locales
                .map((locale) => ({ locale, name: localeName(locale, language) }))
                .sort((a, b) => a.name.localeCompare(b.name, language))
                .map(({ locale, name }) => (
                  <option key={locale} value={locale}>
                    {name}
                  </option>
                ))}
            </select>
          )}
        </Field>
        <Field
          label={t('settings.returnTimer.label')}
          hint={t('settings.returnTimer.hint')}
          error={errors.returnUrlTimer}
        >
          {(control) => (
            <input
              name="returnUrlTimer"
              inputMode="numeric"
              value={draft.returnUrlTimer}
              {...control}
              onChange={(event) => onChange({ returnUrlTimer: event.target.value })}
            />
          )}
        </Field>
      </section>
      <section className="settings__section">
        <h2>{t('settings.methods.title')}</h2>
        <Field
          label={t('settings.paypal.label')}
          hint={t('settings.paypal.hint')}
          error={errors.paypalMerchantId}
        >
          {(control) => (
            <input
              name="paypalMerchantId"
              autoComplete="off"
              spellCheck={false}
              value={draft.paypalMerchantId}
              {...control}
              onChange={(event) => onChange({ paypalMerchantId: event.target.value })}
            />
          )}
        </Field>
        <fieldset className="creditor">
          <legend>{t('settings.creditor.legend')}</legend>
          <p className="field__hint">{t('settings.creditor.hint')}</p>
          {creditorError ? <p className="field__error">{creditorError}</p> : null}
          <Field label={t('settings.creditor.name')} error={errors['creditor.name']}>
            {(control) => (
              <input
                name="creditorName"
                autoComplete="organization"
                value={draft.creditorName}
                {...control}
                onChange={(event) => onChange({ creditorName: event.target.value })}
              />
            )}
          </Field>
          <Field
            label={t('settings.creditor.id')}
            hint={t('settings.creditor.idHint')}
            error={errors['creditor.creditorId']}
          >
            {(control) => (
              <input
                name="creditorId"
                autoComplete="off"
                spellCheck={false}
                value={draft.creditorId}
                {...control}
                onChange={(event) => onChange({ creditorId: event.target.value })}
              />
            )}
          </Field>
          <Field label={t('settings.creditor.address')} error={errors['creditor.address']}>
            {(control) => (
              <textarea
                name="creditorAddress"
                rows={2}
                value={draft.creditorAddress}
                {...control}
                onChange={(event) => onChange({ creditorAddress: event.target.value })}
              />
            )}
          </Field>
        </fieldset>
      </section>
    </>
  );
}
