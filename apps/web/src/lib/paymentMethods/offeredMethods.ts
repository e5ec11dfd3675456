import { methodFacts } from '@paypage/contract/methodCatalogue';
import type { PaymentLinkInfo } from '@paypage/contract/paymentLink';
import type { PaymentMethod } from '@paypage/contract/paymentMethods';

type MethodsOfLink = Pick<PaymentLinkInfo, 'paymentMethods' | 'paypalMerchantId'>;

/**
 * The link's methods the shopper may use: PayPal only with a PayPal merchant id (SPEC §5), and
 * only methods whose page exists.
 */
export function offeredMethods(
  link: MethodsOfLink,
  built: readonly PaymentMethod[],
): PaymentMethod[] {
  return link.paymentMethods.filter(
    (method) =>
      built.includes(method) &&
      (!methodFacts(method).needsPaypalMerchantId || !!link.paypalMerchantId),
  );
}
