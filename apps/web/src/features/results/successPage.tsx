import './results.css';
import { useSearchParams } from 'react-router';
import { useFormat } from '../../lib/format/useFormat';
import type { MessageKey } from '../../lib/i18n/catalogues';
import { useT } from '../../lib/i18n/useT';
import { usePaymentLink } from '../../lib/paymentLink/paymentLinkContext';
import type { SuccessVariant } from '../../lib/results/resultQuery';
import { successVariantOf } from '../../lib/results/resultQuery';
import { returnAddressOf } from '../../lib/returnToShop/shopAddress';
import { BackToShop } from './backToShop';
import { ResultCard } from './resultCard';
import { SuccessIcon } from './successIcon';

interface SuccessTexts {
  title: MessageKey;
  text: MessageKey;
  /** A saved card, account or mandate: the amount is not in the text, so it gets a line. */
  aboutAsset: boolean;
}

const SUCCESS_TEXTS: Record<SuccessVariant, SuccessTexts> = {
  completed: {
    title: 'result.success.completed.title',
    text: 'result.success.completed.text',
    aboutAsset: false,
  },
  authorisation: {
    title: 'result.success.authorisation.title',
    text: 'result.success.authorisation.text',
    aboutAsset: false,
  },
  'card-created': {
    title: 'result.success.cardCreated.title',
    text: 'result.success.cardCreated.text',
    aboutAsset: true,
  },
  'card-selected': {
    title: 'result.success.cardSelected.title',
    text: 'result.success.cardSelected.text',
    aboutAsset: true,
  },
  'paypal-created': {
    title: 'result.success.paypalCreated.title',
    text: 'result.success.paypalCreated.text',
    aboutAsset: true,
  },
  'paypal-selected': {
    title: 'result.success.paypalSelected.title',
    text: 'result.success.paypalSelected.text',
    aboutAsset: true,
  },
  'mandate-created': {
    title: 'result.success.mandateCreated.title',
    text: 'result.success.mandateCreated.text',
    aboutAsset: true,
  },
  'mandate-selected': {
    title: 'result.success.mandateSelected.title',
    text: 'result.success.mandateSelected.text',
    aboutAsset: true,
  },
};

/** SPEC §2 success page: what happened, amount and merchant, then back to the shop or done. */
export function SuccessPage() {
  const t = useT();
  const format = useFormat();
  const link = usePaymentLink();
  const [query] = useSearchParams();
  const texts = SUCCESS_TEXTS[successVariantOf(query)];
  const amount = format.amount(link.amount, link.currency);
  const returnAddress = returnAddressOf(link);
  return (
    <ResultCard icon={<SuccessIcon />} title={t(texts.title)}>
      <p>{t(texts.text, { amount, merchant: link.merchantName })}</p>
      {texts.aboutAsset && link.amount > 0 ? <p>{t('result.success.amount', { amount })}</p> : null}
      {returnAddress ? (
        <BackToShop uuid={link.uuid} address={returnAddress} timerSeconds={link.returnUrlTimer} />
      ) : (
        <p>{t('redirect.closeWindow')}</p>
      )}
    </ResultCard>
  );
}
