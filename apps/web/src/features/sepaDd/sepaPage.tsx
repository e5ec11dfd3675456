import './sepa.css';
import { SEPA_CURRENCY } from '@paypage/contract/methods/sepaRules';
import { Link } from 'react-router';
import { InfoPage } from '../../components/infoPage';
import { usePaymentLink } from '../../lib/paymentLink/paymentLinkContext';
import { SepaPaymentForm } from './sepaPaymentForm';
import { useSepaT } from './sepaTexts';
import { useCreditor } from './useCreditor';

/**
 * /uuid/{uuid}/sepa-dd: SEPA Direct Debit. A euro link of a merchant that is a SEPA creditor;
 * otherwise the method is not available here (the service would refuse it too).
 */
export function SepaPage() {
  const t = useSepaT();
  const link = usePaymentLink();
  const creditor = useCreditor(link.merchantId);
  // Quietly, not the modal loader: the breadcrumb back stays usable for the moment it takes.
  if (creditor.kind === 'loading') {
    return (
      <p className="card sepa-page__loading" role="status">
        {t('loader.label')}
      </p>
    );
  }
  if (creditor.kind === 'none' || link.currency !== SEPA_CURRENCY) {
    return (
      <InfoPage tone="info" title={t('method.unavailable.title')}>
        <p>{t('method.unavailable.text', { method: t('method.name.sepaDd') })}</p>
        <Link className="button button--secondary" to={`/uuid/${link.uuid}`}>
          {t('method.unavailable.back')}
        </Link>
      </InfoPage>
    );
  }
  return <SepaPaymentForm creditor={creditor.creditor} />;
}
