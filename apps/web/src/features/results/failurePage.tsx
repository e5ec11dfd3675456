import './results.css';
import type { PaymentStatusResponse } from '@paypage/contract/payments';
import { shopperRefusalOf } from '@paypage/contract/refusalReasons';
import { useSearchParams } from 'react-router';
import { ShopLink } from '../../components/shopLink';
import { ToneIcon } from '../../components/toneIcon';
import type { MessageKey } from '../../lib/i18n/catalogues';
import { usePaymentLink } from '../../lib/paymentLink/paymentLinkContext';
import type { FailureVariant } from '../../lib/results/resultQuery';
import { failureVariantOf } from '../../lib/results/resultQuery';
import type { ShopAddress } from '../../lib/returnToShop/shopAddress';
import { checkoutAddressOf } from '../../lib/returnToShop/shopAddress';
import { useLeaveForShop } from '../../lib/returnToShop/useLeaveForShop';
import { CancelledPage } from './cancelledPage';
import { REFUSAL_TEXTS } from './refusalTexts';
import { ResultCard } from './resultCard';
import { useResultT } from './resultTexts';
import { RetryLinks } from './retryLinks';

interface FailureTexts {
  title: MessageKey;
  text: MessageKey;
  /** Offers to pay again: the failed payment's method, else the link's landing page. */
  retry: boolean;
  /** Offers the way back to the checkout; without such an address, `otherwise` is shown. */
  checkout: boolean;
  otherwise?: FailureVariant;
}

const TITLE: MessageKey = 'result.failure.title';

const FAILURE_TEXTS: Record<FailureVariant, FailureTexts> = {
  plain: { title: TITLE, text: 'result.failure.plain.text', retry: false, checkout: false },
  retry: { title: TITLE, text: 'result.failure.retry.text', retry: true, checkout: false },
  'retry-and-checkout': {
    title: TITLE,
    text: 'result.failure.retryAndCheckout.text',
    retry: true,
    checkout: true,
    otherwise: 'retry',
  },
  'return-only': {
    title: TITLE,
    text: 'result.failure.returnOnly.text',
    retry: false,
    checkout: true,
    otherwise: 'plain',
  },
  paypal: {
    title: 'result.failure.paypal.title',
    text: 'result.failure.paypal.text',
    retry: true,
    checkout: false,
  },
  'payto-agreement': {
    title: 'result.failure.paytoAgreement.title',
    text: 'result.failure.paytoAgreement.text',
    retry: false,
    checkout: false,
  },
};

interface CheckoutLinkProps {
  uuid: string;
  address: ShopAddress;
  primary: boolean;
}

function CheckoutLink({ uuid, address, primary }: CheckoutLinkProps) {
  const t = useResultT();
  const leave = useLeaveForShop(uuid, address);
  const kind = primary ? 'primary' : 'secondary';
  const label =
    address.redirectTo === 'backToShopUrl' ? 'redirect.backToCheckout' : 'redirect.backToShop';
  return (
    <ShopLink url={address.url} leave={leave} className={`result__action result__action--${kind}`}>
      {t(label)}
    </ShopLink>
  );
}

interface FailurePageProps {
  /**
   * The refused payment as the service tells it: why it was refused (its refusalReason in the
   * shopper's words) and which method "Try again" returns to. Without it, the page says only
   * that the payment could not be completed (it could not even start).
   */
  payment?: PaymentStatusResponse | undefined;
}

/** SPEC §2/§8 failure page: what failed and why, and what the shopper can do now. */
export function FailurePage({ payment }: FailurePageProps) {
  const t = useResultT();
  const link = usePaymentLink();
  const [query] = useSearchParams();
  const refusal =
    payment?.status === 'REFUSED' ? shopperRefusalOf(payment.refusalReason) : undefined;
  // The shopper's own cancel (at PayPal, at the bank, at 3-D Secure) failed nothing: no red page.
  if (refusal === 'cancelled') return <CancelledPage payable={payment?.linkStatus === 'VALID'} />;

  const address = checkoutAddressOf(link);
  const variant = failureVariantOf(query);
  // A refused payment of a link that can be paid again: the way to pay again, whatever the
  // address says (a typed /failure, a page that knew nothing of the link).
  const payable = refusal !== undefined && payment?.linkStatus === 'VALID';
  const asked = FAILURE_TEXTS[variant === 'plain' && payable ? 'retry' : variant];
  const texts =
    asked.checkout && !address && asked.otherwise ? FAILURE_TEXTS[asked.otherwise] : asked;
  const checkout = texts.checkout ? address : undefined;
  return (
    <ResultCard icon={<ToneIcon tone="error" />} title={t(texts.title)}>
      {refusal ? <p>{t(REFUSAL_TEXTS[refusal])}</p> : null}
      <p>{t(texts.text)}</p>
      {texts.retry || checkout ? (
        <div className="result__actions">
          {texts.retry ? <RetryLinks payment={payment} /> : null}
          {checkout ? (
            <CheckoutLink uuid={link.uuid} address={checkout} primary={!texts.retry} />
          ) : null}
        </div>
      ) : (
        <p>{t('redirect.closeWindow')}</p>
      )}
    </ResultCard>
  );
}
