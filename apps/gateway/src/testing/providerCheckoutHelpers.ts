import type { GatewayCheckoutSession } from '@paypage/contract/methods/providerCheckout';
import type { ProviderCheckoutMethod } from '@paypage/contract/methods/providerCheckoutConstants';
import { checkoutPath } from '@paypage/contract/methods/providerCheckoutConstants';
import { providerCheckoutMethod } from '../methods/providerCheckout/providerCheckoutMethod';
import { AUTH, startTestGateway } from './testGateway';
import type { TestGateway } from './testGateway';
import { postForm } from './cardHelpers';

export const RETURN_URL =
  'http://localhost:8080/uuid/3f2b8c1e-1a2b-4c3d-8e9f-0a1b2c3d4e5f/ckey/tx_0123456789abcdef/adyen';

/** A gateway that plays the provider checkout (and the card). */
export function checkoutGateway(): Promise<TestGateway> {
  return startTestGateway({}, { methods: [providerCheckoutMethod] });
}

let counter = 0;

export function sessionRequest(
  method: ProviderCheckoutMethod,
  overrides: Record<string, unknown> = {},
) {
  counter += 1;
  return {
    reference: `tx_checkout_${Date.now()}_${counter}`,
    amount: 4990,
    currency: 'EUR',
    method,
    returnUrl: RETURN_URL,
    locale: 'nl_NL',
    ...overrides,
  };
}

export function postSession(gateway: TestGateway, body: Record<string, unknown>) {
  return gateway.app.inject({
    method: 'POST',
    url: '/v1/checkout/sessions',
    headers: AUTH,
    payload: body,
  });
}

export async function openSession(
  gateway: TestGateway,
  method: ProviderCheckoutMethod,
  overrides: Record<string, unknown> = {},
): Promise<GatewayCheckoutSession> {
  const response = await postSession(gateway, sessionRequest(method, overrides));
  if (response.statusCode !== 201) throw new Error(`session failed: ${response.body}`);
  return response.json<GatewayCheckoutSession>();
}

/** The shopper's browser opens the checkout as the page sends it there. */
export function openCheckout(gateway: TestGateway, session: GatewayCheckoutSession) {
  return gateway.app.inject({ method: 'GET', url: checkoutPath(session) });
}

export async function paymentOf(gateway: TestGateway, id: string) {
  return (
    await gateway.app.inject({ method: 'GET', url: `/v1/payments/${id}`, headers: AUTH })
  ).json();
}

export function cancelAtCheckout(gateway: TestGateway, session: GatewayCheckoutSession) {
  return postForm(gateway, `/hosted/checkout/${session.id}/cancel`, {
    sessionData: session.sessionData,
  });
}

export async function webhookStatuses(gateway: TestGateway): Promise<string[]> {
  const rows = await gateway.db
    .selectFrom('webhook_outbox')
    .select('body')
    .orderBy('seq')
    .execute();
  return rows.map((row) => (JSON.parse(row.body) as { data: { status: string } }).data.status);
}

/** Moves a payment's start (and so its session's deadline) back in time. */
export async function age(gateway: TestGateway, paymentId: string, minutes: number) {
  const createdAt = new Date(Date.now() - minutes * 60_000).toISOString();
  const { expires_at: expiresAt } = await gateway.db
    .selectFrom('payments')
    .select('expires_at')
    .where('id', '=', paymentId)
    .executeTakeFirstOrThrow();
  // Its window started as long ago as the payment did.
  const movedExpiry = expiresAt && new Date(Date.parse(expiresAt) - minutes * 60_000).toISOString();
  await gateway.db
    .updateTable('payments')
    .set({ created_at: createdAt, expires_at: movedExpiry })
    .where('id', '=', paymentId)
    .execute();
}
