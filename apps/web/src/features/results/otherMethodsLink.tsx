import { Link } from 'react-router';
import { usePaymentLink } from '../../lib/paymentLink/paymentLinkContext';
import { useResultT } from './resultTexts';

/** The landing page's list of methods, from a result page: another way to pay the link. */
export function OtherMethodsLink({ primary }: { primary: boolean }) {
  const t = useResultT();
  const { uuid } = usePaymentLink();
  const kind = primary ? 'primary' : 'secondary';
  return (
    <Link to={`/uuid/${uuid}`} className={`result__action result__action--${kind}`}>
      {t('result.otherMethods')}
    </Link>
  );
}
