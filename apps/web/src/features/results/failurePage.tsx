import './results.css';
import { Link, useSearchParams } from 'react-router';
import { ToneIcon } from '../../components/toneIcon';
import type { MessageKey } from '../../lib/i18n/catalogues';
import { useT } from '../../lib/i18n/useT';
import { usePaymentLink } from '../../lib/paymentLink/paymentLinkContext';
import type { FailureVariant } from '../../lib/results/resultQuery';
import { failureVariantOf } from '../../lib/results/resultQuery';
import type { ShopAddress } from '../../lib/returnToShop/shopAddress';
import { checkoutAddressOf } from '../../lib/returnToShop/shopAddress';
import { useLeaveForShop } from '../../lib/returnToShop/useLeaveForShop';
import { ResultCard } from './resultCard';
import { ShopLink } from './shopLink';

interface FailureTexts {
  title: MessageKey;
  text: MessageKey;
  /** Offers to pay again, from the link's landing page. */
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
  const t = useT();
  const leave = useLeaveForShop(uuid, address);
  const label =
    address.redirectTo === 'backToShopUrl' ? 'redirect.backToCheckout' : 'redirect.backToShop';
  return (
    <ShopLink url={address.url} leave={leave} primary={primary}>
      {t(label)}
    </ShopLink>
  );
}

/** SPEC §2/§8 failure page: what failed, and what the shopper can do now. */
export function FailurePage() {
  const t = useT();
  const link = usePaymentLink();
  const [query] = useSearchParams();
  const address = checkoutAddressOf(link);
  const asked = FAILURE_TEXTS[failureVariantOf(query)];
  const texts =
    asked.checkout && !address && asked.otherwise ? FAILURE_TEXTS[asked.otherwise] : asked;
  const checkout = texts.checkout ? address : undefined;
  return (
    <ResultCard icon={<ToneIcon tone="error" />} title={t(texts.title)}>
      <p>{t(texts.text)}</p>
      {texts.retry || checkout ? (
        <div className="result__actions">
          {texts.retry ? (
            <Link to={`/uuid/${link.uuid}`} className="result__action result__action--primary">
              {t('result.failure.tryAgain')}
            </Link>
          ) : null}
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
