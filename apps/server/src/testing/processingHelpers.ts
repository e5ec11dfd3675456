import { IDEMPOTENCY_HEADER } from '@paypage/contract/headers';
import type { MerchantWebhook } from '@paypage/contract/merchantApi';
import { accepted, TEST_DEVICE, type TestApp } from './testApp';

/** What the processing page and the result pages call, and what the gateway sends meanwhile. */

let keys = 0;

/** A card payment as the page starts it; the token says how the fake gateway answers. */
export function payByCard(t: TestApp, uuid: string, cardToken: string) {
  return t.inject({
    method: 'POST',
    url: `/public/payment-link/${uuid}/transaction`,
    headers: { [IDEMPOTENCY_HEADER]: `processing-${Date.now()}-${++keys}` },
    payload: {
      ...accepted(),
      payment: { asset: { type: 'CARD', cardToken } },
      deviceInformation: TEST_DEVICE,
    },
  });
}

/** "Choose another way to pay". */
export const cancel = (t: TestApp, uuid: string, transactionId: string) =>
  t.inject({
    method: 'POST',
    url: `/public/payment-link/${uuid}/transaction/${transactionId}/cancel`,
  });

export const latestPayment = (t: TestApp, uuid: string) =>
  t.inject({ method: 'GET', url: `/public/payment-link/${uuid}/latest-payment` });

/** The link as the shopper's page reads it. */
export const linkRead = async (t: TestApp, uuid: string) =>
  (await t.inject({ method: 'GET', url: `/public/payment-link/uuid/${uuid}` })).json<{
    status: string;
  }>();

/** The merchant has a webhook URL, so every notification is queued where a test can count it. */
export async function merchantListens(t: TestApp): Promise<void> {
  await t.db
    .updateTable('merchants')
    .set({ webhook_url: 'https://shop.example/hooks', webhook_secret: 'whsec_processing' })
    .where('id', '=', t.merchant.id)
    .execute();
}

/** The outcomes the merchant was told of one transaction, in order. */
export async function notificationsOf(t: TestApp, transactionId: string): Promise<string[]> {
  const queued = await t.services.merchantWebhooks.listForMerchant(t.merchant.id);
  return queued
    .map((row) => JSON.parse(row.body) as MerchantWebhook)
    .filter((hook) => hook.type === 'transaction.updated')
    .filter((hook) => hook.data.transaction?.id === transactionId)
    .map((hook) => hook.data.transaction?.status ?? '');
}
