import { useFormat } from '../format/useFormat';
import { usePaymentLink } from '../paymentLink/paymentLinkContext';
import { usePaymentT } from './paymentTexts';

/**
 * "Pay EUR 49.90": a pay button names what pressing it takes, in SPEC §9's currency code format,
 * so the shopper sees the amount at the moment of deciding (card, PayPal, SEPA, PayTo).
 */
export function usePayAmountLabel(): string {
  const t = usePaymentT();
  const format = useFormat();
  const link = usePaymentLink();
  return t('payments.payAmount', { amount: format.amount(link.amount, link.currency) });
}
