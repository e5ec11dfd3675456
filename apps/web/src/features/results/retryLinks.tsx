import type { PaymentStatusResponse } from '@paypage/contract/payments';
import { Link } from 'react-router';
import { usePaymentLink } from '../../lib/paymentLink/paymentLinkContext';
import { methodSegment } from '../../lib/paymentMethods/methodSegment';
import { rememberTermsAccepted } from '../../lib/storage/visitMemory';
import { OtherMethodsLink } from './otherMethodsLink';
import { useResultT } from './resultTexts';

/**
 * "Try again": back to the page of the method that was refused, when the page knows it and the
 * link still offers it, with the terms accepted (the payment could only start with them: the
 * method's page does not ask again) and, for a card, the holder's name kept (card page); the
 * methods stay one link away. Without a payment, the link's landing page.
 */
export function RetryLinks({ payment }: { payment: PaymentStatusResponse | undefined }) {
  const t = useResultT();
  const link = usePaymentLink();
  const method =
    payment && link.paymentMethods.includes(payment.paymentMethod)
      ? payment.paymentMethod
      : undefined;
  const home = `/uuid/${link.uuid}`;
  const path = method ? `${home}/${methodSegment(method, link.newKcpHppRoute)}` : home;
  return (
    <>
      <Link
        to={path}
        className="result__action result__action--primary"
        onClick={() => {
          if (payment) rememberTermsAccepted(link.uuid);
        }}
      >
        {t('result.failure.tryAgain')}
      </Link>
      {method ? <OtherMethodsLink primary={false} /> : null}
    </>
  );
}
