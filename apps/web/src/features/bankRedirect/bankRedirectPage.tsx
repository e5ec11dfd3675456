import './bankRedirect.css';
import { TermsGateLine } from '../../components/terms/termsGate';
import { useFormat } from '../../lib/format/useFormat';
import type { MessageKey } from '../../lib/i18n/catalogues';
import { usePaymentLink } from '../../lib/paymentLink/paymentLinkContext';
import { acceptedTermsOf } from '../../lib/payments/acceptedTerms';
import { startAtTheBank } from './bankRedirectApi';
import type { BankRedirectMethod } from './methodsAtTheBank';
import type { BankRedirectTextKey } from './bankRedirectTexts';
import { useBankRedirectT } from './bankRedirectTexts';
import { LeavingStatus } from './leavingStatus';
import { useLeaveForBank } from './useLeaveForBank';

type OneClickMethod = Exclude<BankRedirectMethod, 'TRUSTLY'>;

interface PageTexts {
  name: MessageKey;
  intro: BankRedirectTextKey;
  button: BankRedirectTextKey;
}

const TEXTS: Record<OneClickMethod, PageTexts> = {
  REQUEST_TO_PAY: {
    name: 'method.name.requestToPay',
    intro: 'bankRedirect.requestToPay.intro',
    button: 'bankRedirect.continue',
  },
  PAYBYBANK: {
    name: 'method.name.payByBank',
    intro: 'bankRedirect.payByBank.intro',
    button: 'bankRedirect.payByBank.continue',
  },
  ACCOUNT_TO_PAY: {
    name: 'method.name.accountToPay',
    intro: 'bankRedirect.accountToPay.intro',
    button: 'bankRedirect.continue',
  },
};

/**
 * /direct-bank-transfer, /paybybank and /account-to-pay: what happens at the bank, and the
 * button that starts the payment there (SPEC §7: an empty POST answering where the bank is).
 * The bank chooses the account (or, for pay by bank, first the bank) and sends the shopper back.
 */
function BankRedirectPage({ method }: { method: OneClickMethod }) {
  const t = useBankRedirectT();
  const format = useFormat();
  const link = usePaymentLink();
  const { leave, busy, leaving, terms } = useLeaveForBank(method);
  const texts = TEXTS[method];
  return (
    <section className="card bank-redirect" aria-labelledby="bank-redirect-title">
      <h1 id="bank-redirect-title">{t(texts.name)}</h1>
      <p>{t(texts.intro, { amount: format.amount(link.amount, link.currency) })}</p>
      <p>{t('bankRedirect.afterwards')}</p>
      <TermsGateLine gate={terms} />
      <div>
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() =>
            void leave(
              (key) => startAtTheBank(method, link.uuid, key, acceptedTermsOf(link)),
              method,
            )
          }
        >
          {t(texts.button)}
        </button>
      </div>
      <LeavingStatus leaving={leaving} />
    </section>
  );
}

export const RequestToPayPage = () => <BankRedirectPage method="REQUEST_TO_PAY" />;
export const PayByBankPage = () => <BankRedirectPage method="PAYBYBANK" />;
export const AccountToPayPage = () => <BankRedirectPage method="ACCOUNT_TO_PAY" />;
