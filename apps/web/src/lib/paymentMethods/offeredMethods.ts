import type { PaymentLinkInfo } from '@paypage/contract/paymentLink';
import type { PaymentMethod } from '@paypage/contract/paymentMethods';

type MethodsOfLink = Pick<PaymentLinkInfo, 'paymentMethods' | 'paypalMerchantId'>;

/** The link's methods the shopper may use: PayPal only with a PayPal merchant id (SPEC §5). */
export function offeredMethods(link: MethodsOfLink): PaymentMethod[] {
  return link.paymentMethods.filter((method) => method !== 'PAYPAL' || !!link.paypalMerchantId);
}
