import type { CreatePaymentLinkBody } from '@paypage/contract/paymentLink';
import type { MerchantPaymentLink } from '@paypage/contract/merchantApi';
import { E2E } from './environment';

/** Creates a link the way a merchant does: over the merchant API with its key. */
export async function createLink(
  body: Partial<CreatePaymentLinkBody> = {},
): Promise<MerchantPaymentLink> {
  const response = await fetch(`${E2E.appOrigin}/api/v1/payment-links`, {
    method: 'POST',
    headers: { authorization: `Bearer ${E2E.merchantApiKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ amount: 4990, currency: 'EUR', paymentMethods: ['CARD'], ...body }),
  });
  if (response.status !== 201) throw new Error(`creating a link failed: ${await response.text()}`);
  return (await response.json()) as MerchantPaymentLink;
}

export async function invalidateLink(uuid: string): Promise<void> {
  const response = await fetch(`${E2E.appOrigin}/api/v1/payment-links/${uuid}/invalidate`, {
    method: 'POST',
    headers: { authorization: `Bearer ${E2E.merchantApiKey}` },
  });
  if (!response.ok) throw new Error(`invalidating failed: ${await response.text()}`);
}

/** The link as the merchant sees it, with its transactions. */
export async function getLink(uuid: string): Promise<MerchantPaymentLink> {
  const response = await fetch(`${E2E.appOrigin}/api/v1/payment-links/${uuid}`, {
    headers: { authorization: `Bearer ${E2E.merchantApiKey}` },
  });
  if (!response.ok) throw new Error(`reading the link failed: ${await response.text()}`);
  return (await response.json()) as MerchantPaymentLink;
}

/**
 * Waits until `afterMs` past the link's expiration date, by the test's clock (the service runs on
 * the same machine).
 */
export async function waitOutLink(link: MerchantPaymentLink, afterMs: number): Promise<void> {
  const left = Date.parse(String(link.expirationDate)) - Date.now();
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, left) + afterMs));
}
