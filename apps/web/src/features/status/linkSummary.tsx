import type { PaymentLinkInfo } from '@paypage/contract/paymentLink';
import { useFormat } from '../../lib/format/useFormat';
import { useT } from '../../lib/i18n/useT';

/**
 * Whose payment a status page is about: the merchant, what the link was for and its amount, as
 * the landing page showed them, so a shopper with several links open knows which one this is.
 */
export function LinkSummary({ link }: { link: PaymentLinkInfo }) {
  const t = useT();
  const format = useFormat();
  return (
    <div className="status-summary">
      <p className="status-summary__merchant">{link.merchantName}</p>
      {link.description ? <p className="status-summary__description">{link.description}</p> : null}
      <dl className="status-summary__total">
        <dt>{t('landing.totalPrice')}</dt>
        <dd>{format.amount(link.amount, link.currency)}</dd>
      </dl>
    </div>
  );
}
