import './paypal.css';
import type { PaypalAsset } from '@paypage/contract/assets';
import { useState } from 'react';
import { useDialogs } from '../../components/dialogs/dialogManager';
import { RedirectNotice } from '../../components/redirectNotice';
import { TermsGateLine } from '../../components/terms/termsGate';
import { deleteSavedAsset } from '../../lib/api/savedAssetsApi';
import { useReloadSavedAssets, useSavedAssets } from '../../lib/assets/savedAssetsContext';
import { useRuntimeConfig } from '../../lib/config/useRuntimeConfig';
import { usePaymentLink } from '../../lib/paymentLink/paymentLinkContext';
import { useCorrelationId } from './fraudData';
import { PaypalButton } from './paypalButton';
import { paypalActionOf, savesNewAccount, transactionTypeOf } from './paypalOutcome';
import { usePaypalT } from './paypalTexts';
import { NEW_ACCOUNT, SavedAccountList } from './savedAccountList';
import { usePaypalPayment } from './usePaypalPayment';

const PROVIDER = 'PayPal';

/**
 * /uuid/{uuid}/paypal (SPEC §2): the saved PayPal accounts (select, delete, a new account), the
 * button that pays, and SPEC §2's redirect notice before the payer leaves for PayPal.
 */
export function PaypalPage() {
  const t = usePaypalT();
  const link = usePaymentLink();
  const { gppBaseUrl } = useRuntimeConfig();
  const accounts = useSavedAssets().paypal;
  const reloadAssets = useReloadSavedAssets();
  const dialogs = useDialogs();
  // SPEC §4: the first saved account is preselected.
  const [chosen, setChosen] = useState(() => accounts[0]?.id ?? NEW_ACCOUNT);
  const [deleteFailed, setDeleteFailed] = useState(false);
  const correlationId = useCorrelationId(link.amount, link.paypalMerchantId);
  const payment = usePaypalPayment(link, correlationId);

  // A deleted account leaves the list: the choice moves on to what is there now.
  const account = accounts.find((saved) => saved.id === chosen);
  const choice = account || chosen === NEW_ACCOUNT ? chosen : (accounts[0]?.id ?? NEW_ACCOUNT);
  const selected = accounts.find((saved) => saved.id === choice);
  const action = paypalActionOf(link, !!selected);

  if (payment.redirectTo) {
    const url = `${gppBaseUrl.replace(/\/+$/, '')}${payment.redirectTo}`;
    return <RedirectNotice uuid={link.uuid} provider={PROVIDER} url={url} />;
  }

  function askToDelete(account: PaypalAsset) {
    setDeleteFailed(false);
    dialogs.open('confirm', {
      title: t('paypal.delete.title'),
      text: t('paypal.delete.text'),
      confirmLabel: t('paypal.delete.confirm'),
      details: [
        { label: t('paypal.delete.holder'), value: account.payerEmail },
        { label: t('paypal.delete.accountId'), value: account.customerAccountId },
      ],
      onConfirm: async () => {
        try {
          await deleteSavedAsset(link.uuid, account.id, 'PAYPAL');
          await reloadAssets();
        } catch (error) {
          console.error(error);
          setDeleteFailed(true);
        }
      },
    });
  }

  function pay() {
    void payment.pay(
      selected
        ? { kind: 'saved-account', account: selected, selectOnly: action === 'select' }
        : { kind: 'new-account' },
    );
  }

  return (
    <section className="card paypal-page" aria-labelledby="paypal-page-title">
      <h1 id="paypal-page-title" className="paypal-page__title">
        {t('method.name.paypal')}
      </h1>
      {deleteFailed ? (
        <p className="paypal-page__problem" role="alert">
          {t('paypal.delete.failed')}
        </p>
      ) : null}
      {accounts.length > 0 ? (
        <SavedAccountList
          accounts={accounts}
          selected={choice}
          disabled={payment.busy}
          newAccountLabel={t(
            savesNewAccount(link) ? 'paypal.addNew' : 'paypal.payWithAnotherAccount',
          )}
          onSelect={setChosen}
          onDelete={askToDelete}
        />
      ) : null}
      {selected ? null : <p className="paypal-page__intro">{t('paypal.intro')}</p>}
      <TermsGateLine gate={payment.terms} />
      <div className="paypal-page__actions">
        <PaypalButton
          action={action}
          capture={transactionTypeOf(link) === 'preauthAndCapture'}
          busy={payment.busy}
          describedBy="paypal-leave-warning"
          onPay={pay}
        />
        <p id="paypal-leave-warning" className="paypal-page__warning">
          {t('paypal.leaveWarning')}
        </p>
      </div>
    </section>
  );
}
