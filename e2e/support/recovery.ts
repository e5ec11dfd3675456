import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import type { GatewayPayment } from '@paypage/contract/gatewayApi';
import type { MerchantPaymentLink, MerchantWebhook } from '@paypage/contract/merchantApi';
import type { CreatePaymentLinkBody } from '@paypage/contract/paymentLink';
import { goToCardPage, payNow, typeCard } from './cardPage';
import { E2E } from './environment';
import { expect } from './fixtures';

/**
 * What the recovery specs share: a merchant of their own whose webhooks a small local receiver
 * collects (the demo shop has no webhook URL), and the checks that a link left in the middle of
 * a payment was charged once and its merchant told once.
 */
export interface WebhookShop {
  apiKey: string;
  /** Every webhook body received so far, in order. */
  received: MerchantWebhook[];
  close(): Promise<void>;
}

async function operatorCall<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(`${E2E.appOrigin}/api/operator/v1${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${E2E.operatorApiKey}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`operator ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A merchant with a webhook URL on this machine, a PayPal id and a key of its own. */
export async function openWebhookShop(name: string): Promise<WebhookShop> {
  const received: MerchantWebhook[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push(JSON.parse(Buffer.concat(chunks).toString('utf8')) as MerchantWebhook);
      response.writeHead(204).end();
    });
  });
  // Every interface of this machine: the service reaches it as localhost, IPv4 or IPv6.
  await new Promise<void>((resolve) => server.listen(0, resolve));
  const { port } = server.address() as AddressInfo;
  const merchant = await operatorCall<{ id: string }>('/merchants', {
    name,
    webhookUrl: `http://localhost:${port}/hooks`,
    paypalMerchantId: 'RECOVERY-PAYPAL-MERCHANT',
  });
  const { key } = await operatorCall<{ key: string }>(`/merchants/${merchant.id}/api-keys`, {
    label: 'recovery e2e',
  });
  return {
    apiKey: key,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function merchantCall<T>(apiKey: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${E2E.appOrigin}/api/v1${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      authorization: `Bearer ${apiKey}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`merchant ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

export const createShopLink = (shop: WebhookShop, body: Partial<CreatePaymentLinkBody>) =>
  merchantCall<MerchantPaymentLink>(shop.apiKey, '/payment-links', {
    amount: 4990,
    currency: 'EUR',
    returnUrl: 'https://shop.example/thanks',
    ...body,
  });

const readShopLink = (shop: WebhookShop, uuid: string) =>
  merchantCall<MerchantPaymentLink>(shop.apiKey, `/payment-links/${uuid}`);

/** The gateway's own record of a payment: what was really charged. */
async function gatewayPayment(id: string): Promise<GatewayPayment> {
  const response = await fetch(`${E2E.gatewayOrigin}/v1/payments/${id}`, {
    headers: { authorization: `Bearer ${E2E.gatewayApiKey}` },
  });
  if (!response.ok) throw new Error(`gateway payment ${id}: ${response.status}`);
  return (await response.json()) as GatewayPayment;
}

const PAID_AT_GATEWAY = new Set(['SUCCESS', 'AUTHORISED']);
const PAID = new Set(['COMPLETED', 'AUTHORIZED', 'SETTLED']);

/**
 * The link was paid once, by card, after the abandoned attempt of `method` was refused with
 * `reason`: one charge at the gateway, and the merchant told of each outcome exactly once.
 */
export async function expectPaidOnceAfter(
  shop: WebhookShop,
  uuid: string,
  method: string,
  reason: string,
): Promise<void> {
  const link = await readShopLink(shop, uuid);
  expect(link.status).toBe('CONSUMED');
  expect(link.transactions.map((tx) => [tx.paymentMethod, tx.status, tx.refusalReason])).toEqual([
    [method, 'REFUSED', reason],
    ['CARD', 'COMPLETED', null],
  ]);
  const atGateway = await Promise.all(
    link.transactions.map((tx) => gatewayPayment(tx.gatewayPaymentId ?? '')),
  );
  expect(atGateway.filter((payment) => PAID_AT_GATEWAY.has(payment.status))).toHaveLength(1);
  // Webhooks go out from an outbox: wait for both outcomes, then count.
  const outcomesOf = () =>
    shop.received
      .filter((event) => event.data.paymentLinkUuid === uuid && event.data.transaction)
      .map((event) => `${event.data.transaction?.paymentMethod} ${event.data.transaction?.status}`)
      .filter((outcome) => !outcome.endsWith('PENDING'));
  await expect.poll(outcomesOf, { timeout: 15_000 }).toHaveLength(2);
  expect(outcomesOf().sort()).toEqual([`CARD COMPLETED`, `${method} REFUSED`].sort());
  const paidEvents = shop.received.filter(
    (event) =>
      event.data.paymentLinkUuid === uuid && PAID.has(event.data.transaction?.status ?? ''),
  );
  expect(paidEvents).toHaveLength(1);
}

/**
 * The link opened again after its attempt was left: the processing page names the shop and the
 * amount and offers both ways on; "Choose another way to pay" cancels the attempt and the
 * shopper pays by card.
 */
export async function chooseAnotherWayAndPayByCard(
  page: Page,
  uuid: string,
  shopName: string,
  amount: RegExp,
): Promise<void> {
  await page.goto(`/uuid/${uuid}`);
  // The page reads the link and then its latest payment, which the service reads from the
  // gateway: on a loaded two-core CI machine that took over 5 s once (a full-suite run).
  await expect(page.getByRole('heading', { name: 'Processing payment' })).toBeVisible({
    timeout: 15_000,
  });
  // The header names the shop too; the processing page itself must say whose payment it is.
  await expect(page.getByRole('main').getByText(shopName)).toBeVisible();
  await expect(page.getByRole('main').getByText(amount).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue the payment' })).toBeVisible();
  await page.getByRole('button', { name: 'Choose another way to pay' }).click();
  // The service cancels the attempt at the gateway before the link is payable again: the same
  // loaded machine took over 5 s for that once too.
  await expect(page.getByRole('radio', { name: 'Credit or debit card' })).toBeVisible({
    timeout: 15_000,
  });
  await goToCardPage(page, uuid);
  await typeCard(page, '4242424242424242');
  await payNow(page).click();
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible({
    timeout: 20_000,
  });
}
