import type { PaymentMethod } from '../paymentMethods';

/**
 * The provider checkout's constants the page needs at run time, without TypeBox (the method's
 * chunk must stay small; see cardPaymentConstants).
 */

/** The methods paid on the external provider's checkout (SPEC §2), as the API names them. */
export const PROVIDER_CHECKOUT_METHODS = [
  'IDEAL',
  'BANCONTACT_CARD',
  'BANCONTACT_MOBILE',
] as const satisfies readonly PaymentMethod[];
export type ProviderCheckoutMethod = (typeof PROVIDER_CHECKOUT_METHODS)[number];

export function isProviderCheckoutMethod(method: string): method is ProviderCheckoutMethod {
  return (PROVIDER_CHECKOUT_METHODS as readonly string[]).includes(method);
}

/** Where the provider's hosted checkout lives on its origin (gppBaseUrl). */
export function checkoutPath(session: {
  id: string;
  sessionData: string;
  clientKey: string;
}): string {
  const query = new URLSearchParams({
    sessionData: session.sessionData,
    clientKey: session.clientKey,
  });
  return `/hosted/checkout/${encodeURIComponent(session.id)}?${query.toString()}`;
}

/** The page the provider sends the shopper back to: ckey is our transaction id. */
export const PROVIDER_RETURN_STEP = 'ckey/:ckey/adyen';
export const providerReturnPath = (uuid: string, transactionId: string): string =>
  `/uuid/${uuid}/ckey/${encodeURIComponent(transactionId)}/adyen`;
