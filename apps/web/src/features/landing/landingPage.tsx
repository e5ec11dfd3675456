import { formatAmount } from '../../lib/format/formatAmount';
import { useT } from '../../lib/i18n/useT';
import { usePaymentLink } from '../../lib/paymentLink/paymentLinkContext';

/** What the shopper is about to pay: to whom, for what, and how much. */
export function LandingPage() {
  const t = useT();
  const link = usePaymentLink();
  return (
    <section className="card landing" aria-labelledby="landing-merchant">
      <h1 id="landing-merchant">{link.merchantName}</h1>
      {link.description ? <p className="landing__description">{link.description}</p> : null}
      <dl className="landing__total">
        <dt>{t('landing.totalPrice')}</dt>
        <dd className="landing__amount">{formatAmount(link.amount, link.currency, link.locale)}</dd>
      </dl>
    </section>
  );
}
