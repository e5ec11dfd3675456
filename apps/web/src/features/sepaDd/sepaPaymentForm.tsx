import type { CreditorResponse } from '@paypage/contract/methods/sepa';
import { isB2bScheme } from '@paypage/contract/methods/sepaRules';
import { useState } from 'react';
import { PayIcon } from '../../components/payIcon';
import { TermsGateLine } from '../../components/terms/termsGate';
import { useSavedAssets } from '../../lib/assets/savedAssetsContext';
import { useFormat } from '../../lib/format/useFormat';
import { usePaymentLink } from '../../lib/paymentLink/paymentLinkContext';
import { usePayAmountLabel } from '../../lib/payments/payAmountLabel';
import { useFormFields } from '../../lib/validation/useFormFields';
import { MandateFields } from './mandateFields';
import { MANDATE_FIELDS } from './mandateRules';
import { MandateText } from './mandateText';
import { NEW_MANDATE, SavedMandateList } from './savedMandateList';
import { ACTION_LABELS, sepaActionOf } from './sepaAction';
import { useSepaT } from './sepaTexts';
import { useDeleteMandate } from './useDeleteMandate';
import { useSepaPayment } from './useSepaPayment';

/**
 * The saved mandates (SPEC §4: the first preselected; select, delete), the mandate form with
 * the mandate text for a new one, and the button of SPEC §9.
 */
export function SepaPaymentForm({ creditor }: { creditor: CreditorResponse }) {
  const t = useSepaT();
  const format = useFormat();
  const link = usePaymentLink();
  const mandates = useSavedAssets().sepaDirectDebit;
  const form = useFormFields(MANDATE_FIELDS);
  const [chosen, setChosen] = useState(() => mandates[0]?.id ?? NEW_MANDATE);
  const deletion = useDeleteMandate(link.uuid);
  const payment = useSepaPayment(link);
  const payLabel = usePayAmountLabel();
  // A deleted mandate leaves the list: the choice moves on to what is there now.
  const stillThere = chosen === NEW_MANDATE || mandates.some((mandate) => mandate.id === chosen);
  const choice = stillThere ? chosen : (mandates[0]?.id ?? NEW_MANDATE);
  const savedMandate = mandates.find((mandate) => mandate.id === choice);
  const action = sepaActionOf({
    amount: link.amount,
    isSubscription: link.isSubscription,
    savedMandateSelected: savedMandate !== undefined,
  });
  const buttonLabel =
    action === 'none' ? undefined : action === 'pay' ? payLabel : t(ACTION_LABELS[action]);

  function submit() {
    if (savedMandate) {
      if (action !== 'none')
        void payment.pay({ kind: 'saved', mandate: savedMandate, selectOnly: action === 'select' });
      return;
    }
    const values = form.submit();
    if (values)
      void payment.pay({
        kind: 'new',
        accountHolder: values.accountHolder.trim(),
        iban: values.iban,
      });
  }

  return (
    <section className="card sepa-page" aria-labelledby="sepa-page-title">
      <h1 id="sepa-page-title" className="sepa-page__title">
        {t('method.name.sepaDd')}
      </h1>
      {deletion.failed ? (
        <p className="sepa-page__problem" role="alert">
          {t('sepa.delete.failed')}
        </p>
      ) : null}
      <form
        className="sepa-page__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {mandates.length > 0 ? (
          <SavedMandateList
            mandates={mandates}
            selected={choice}
            disabled={payment.busy}
            onSelect={setChosen}
            onDelete={deletion.ask}
          />
        ) : null}
        {savedMandate ? null : (
          <>
            <MandateFields accountHolder={form.field('accountHolder')} iban={form.field('iban')} />
            <MandateText
              creditor={creditor}
              b2b={isB2bScheme(link.paymentSettings.sepa?.mandateScheme)}
              buttonLabel={buttonLabel ?? ''}
            />
          </>
        )}
        {link.amount > 0 ? (
          <p className="sepa-page__notice">
            {t('sepa.debitNotice', {
              creditor: creditor.name,
              amount: format.amount(link.amount, link.currency),
            })}
          </p>
        ) : null}
        {buttonLabel ? <TermsGateLine gate={payment.terms} /> : null}
        {buttonLabel ? (
          <div className="sepa-page__actions">
            <button
              type="submit"
              className="button sepa-page__pay"
              disabled={payment.busy}
              aria-describedby="sepa-leave-warning"
              data-icon={action === 'pay' ? 'cart' : 'document-edit'}
            >
              {/* SPEC §9: a cart when money is collected, a pen when a mandate is only given. */}
              <PayIcon kind={action === 'pay' ? 'cart' : 'document-edit'} />
              {buttonLabel}
            </button>
            <p id="sepa-leave-warning" className="sepa-page__warning">
              {t('sepa.leaveWarning')}
            </p>
          </div>
        ) : null}
      </form>
    </section>
  );
}
