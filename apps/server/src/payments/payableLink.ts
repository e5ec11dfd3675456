import { methodFacts } from '@paypage/contract/methodCatalogue';
import type { PaymentMethod } from '@paypage/contract/paymentMethods';
import { notFound, Problem } from '../http/problem';
import type { PaymentLink } from '../paymentLinks/paymentLink';
import type { Services } from '../services';

/** The link behind a uuid, expired by now if its time has run out (it may be in any status). */
export async function findLink(services: Services, uuid: string): Promise<PaymentLink> {
  const stored = await services.links.findByUuid(uuid);
  if (!stored) throw notFound('No payment link has this uuid');
  return services.linkStates.refresh(stored);
}

/**
 * SPEC §5: a method the link names; PayPal (the method catalogue's needsPaypalMerchantId) only
 * with the merchant's PayPal merchant id.
 */
export async function assertMethodOffered(
  services: Services,
  link: PaymentLink,
  method: PaymentMethod,
): Promise<void> {
  const merchantReady =
    !methodFacts(method).needsPaypalMerchantId ||
    !!(await services.merchants.findById(link.merchantId))?.paypalMerchantId;
  if (!link.paymentMethods.includes(method) || !merchantReady) {
    throw new Problem(
      400,
      'PAYMENT_METHOD_NOT_OFFERED',
      `This payment link does not offer ${method} payments`,
    );
  }
}

/**
 * A link the shopper can pay now with `method`: it exists, is VALID (SPEC §8's 409 otherwise)
 * and offers the method. Every method's money-moving route starts here.
 */
export async function payableLink(
  services: Services,
  uuid: string,
  method: PaymentMethod,
): Promise<PaymentLink> {
  const link = await findLink(services, uuid);
  services.linkStates.assertValid(link);
  await assertMethodOffered(services, link, method);
  return link;
}
