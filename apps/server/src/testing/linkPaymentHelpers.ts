import { IDEMPOTENCY_HEADER } from '@paypage/contract/headers';
import type { CreatePaymentLinkBody } from '@paypage/contract/paymentLink';
import type { MerchantWebhook } from '@paypage/contract/merchantApi';
import { fakeGateway, type FakeGatewayOptions } from './fakeGateway';
import { merchantListens, payByCard } from './processingHelpers';
import { startTestApp, type TestApp } from './testApp';

let counter = 0;
export const newKey = () => `link-pay-${Date.now()}-${counter++}`;
export const auth = (key: string) => ({ authorization: `Bearer ${key}` });

/** A service whose merchant listens for webhooks, over a fake gateway a test can look into. */
export async function linkPaymentApp(options: FakeGatewayOptions = {}) {
  const fake = fakeGateway(options);
  const t = await startTestApp({}, { gateway: fake.gateway });
  await merchantListens(t);
  return { t, fake };
}

/**
 * A link paid by card on the page: taken at once (SUCCESS), or reserved (AUTHORISED) when the
 * link's card settings ask for `preauth`. Answers the link and its transaction's id.
 */
export async function paidLink(
  t: TestApp,
  { reserve = false, ...link }: Partial<CreatePaymentLinkBody> & { reserve?: boolean } = {},
) {
  const { uuid } = await t.createLink({
    paymentMethods: ['CARD'],
    ...(reserve ? { paymentSettings: { card: { transactionType: 'preauth' } } } : {}),
    ...link,
  });
  const paid = await payByCard(t, uuid, 'ct_frictionless_link');
  const body = paid.json<{ status: string; transactionId: string }>();
  if (body.status !== (reserve ? 'AUTHORIZED' : 'COMPLETED')) {
    throw new Error(`the card payment did not succeed: ${paid.body}`);
  }
  return { uuid, transactionId: body.transactionId };
}

type Paid = { uuid: string; transactionId: string };

/** A POST that moves money on a link's payment: capture, void or refunds. */
export function change(
  t: TestApp,
  { uuid, transactionId }: Paid,
  action: 'capture' | 'void' | 'refunds',
  payload?: object,
  { key = newKey(), apiKey = t.apiKey }: { key?: string; apiKey?: string } = {},
) {
  return t.inject({
    method: 'POST',
    url: `/api/v1/payment-links/${uuid}/transactions/${transactionId}/${action}`,
    headers: { ...auth(apiKey), [IDEMPOTENCY_HEADER]: key },
    ...(payload ? { payload } : {}),
  });
}

export const readRefunds = (t: TestApp, { uuid, transactionId }: Paid, apiKey = t.apiKey) =>
  t.inject({
    method: 'GET',
    url: `/api/v1/payment-links/${uuid}/transactions/${transactionId}/refunds`,
    headers: auth(apiKey),
  });

/** The link's transaction as the merchant API shows it. */
export async function merchantTransaction(t: TestApp, { uuid, transactionId }: Paid) {
  const link = await t.inject({
    method: 'GET',
    url: `/api/v1/payment-links/${uuid}`,
    headers: auth(t.apiKey),
  });
  const transactions = link.json<{ transactions: { id: string }[] }>().transactions;
  return transactions.find((tx) => tx.id === transactionId) as Record<string, unknown>;
}

/** The merchant webhooks queued so far, oldest first. */
export async function webhooks(t: TestApp): Promise<MerchantWebhook[]> {
  const queued = await t.services.merchantWebhooks.listForMerchant(t.merchant.id);
  return queued.map((row) => JSON.parse(row.body) as MerchantWebhook);
}

/** How many times the provider was asked for a change of this kind. */
export const providerCalls = (fake: ReturnType<typeof fakeGateway>, action: string) =>
  fake.calls.other.filter((call) => call.path.endsWith(`/${action}`)).length;
