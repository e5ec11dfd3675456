import type { RouteOptions } from 'fastify';
import { IDEMPOTENCY_HEADER } from '@paypage/contract/headers';
import { useCheapPasswordCostInTests } from '../../console/passwordHash';
import { CONSOLE_SESSION_COOKIE } from '@paypage/contract/consoleSession';
import { consoleSession } from '../consoleHelpers';
import { fakeGateway } from '../fakeGateway';
import { accepted, startTestApp, TEST_DEVICE } from '../testApp';
import type { JsonSchema } from './schemaArbitrary';

export const OPERATOR_KEY = 'fuzz-operator-key-0123456789abcdef';

/** The parts of the app's surface the fuzzer attacks: every API, webhook and report route. */
const FUZZED = /^\/(public|api|webhooks|csp-reports|config\.json|healthz)/;

export interface FuzzRoute {
  method: string;
  url: string;
  schema: {
    params?: JsonSchema;
    querystring?: JsonSchema;
    body?: JsonSchema;
    headers?: JsonSchema;
  };
}

/**
 * A service with a fake gateway and some real data (links with and without consumers, a saved
 * card, a payment, a webhook), and the list of its routes as Fastify registered them: a route
 * someone adds later is fuzzed without touching the harness.
 */
export async function fuzzWorld() {
  // Thousands of generated sign-ups and sign-ins: scrypt at its real cost took five minutes.
  useCheapPasswordCostInTests();
  const routes: FuzzRoute[] = [];
  const onRoute = (route: RouteOptions) => {
    const methods = [route.method].flat();
    for (const method of methods) {
      if (method === 'HEAD' || !FUZZED.test(route.url)) continue;
      routes.push({ method, url: route.url, schema: (route.schema ?? {}) as FuzzRoute['schema'] });
    }
  };
  const fake = fakeGateway();
  const t = await startTestApp(
    {
      rateLimitPerMinute: 0,
      rateLimitPerLinkPerMinute: 0,
      rateLimitPerKeyPerMinute: 0,
      operatorApiKey: OPERATOR_KEY,
      logLevel: 'silent',
    },
    { gateway: fake.gateway, onRoute, shared: true },
  );
  await t.db
    .updateTable('merchants')
    .set({ webhook_url: 'https://shop.example/hooks', webhook_secret: 'whsec_fuzz' })
    .where('id', '=', t.merchant.id)
    .execute();
  const links: string[] = [];
  for (let i = 0; i < 40; i++) {
    const { uuid } = await t.createLink(i % 2 ? { consumerReference: `fuzz-${i % 4}` } : {});
    links.push(uuid);
  }
  const assetId = await t.services.assets.insert(
    { merchantId: t.merchant.id, consumerReference: 'fuzz-1' },
    {
      type: 'CARD',
      details: {
        holder: 'Fuzz',
        firstDigits: '424242',
        lastDigits: '4242',
        brand: 'VISA',
        expiryMonth: 12,
        expiryYear: 2099,
        qualified: true,
        issuingCountryCode: 'DE',
        authenticationStatus: 'Auth3ds2',
        gatewayCardToken: 'ct_frictionless_fuzz',
      },
    },
  );
  const paid = await t.inject({
    method: 'POST',
    url: `/public/payment-link/${links[1]}/transaction`,
    headers: { [IDEMPOTENCY_HEADER]: 'fuzz-first-payment' },
    payload: {
      ...accepted(),
      payment: { asset: { type: 'CARD', id: assetId } },
      deviceInformation: TEST_DEVICE,
    },
  });
  const charged = await t.inject({
    method: 'POST',
    url: '/api/v1/charges',
    headers: { authorization: `Bearer ${t.apiKey}`, [IDEMPOTENCY_HEADER]: 'fuzz-first-charge' },
    payload: {
      consumerReference: 'fuzz-1',
      assetId,
      amount: 1000,
      currency: 'EUR',
      description: 'Fuzz subscription',
    },
  });
  // The console's routes are fuzzed signed in as an admin (cookie + CSRF token), so that their
  // validation is reached; a second user and an invitation to change, remove and withdraw.
  const admin = await consoleSession(t, 'admin', { email: 'fuzz-admin@shop.example' });
  const teammate = await consoleSession(t, 'support', { email: 'fuzz-support@shop.example' });
  const invitation = await t.services.console.invitations.create({
    merchantId: t.merchant.id,
    email: 'fuzz-invited@shop.example',
    name: 'Invited',
    role: 'finance',
  });
  // Signing out everywhere ends every session of its user: those calls are another user's.
  const leaver = await consoleSession(t, 'developer', { email: 'fuzz-leaver@shop.example' });
  /** A session of its own for each call that ends sessions (sign out, sign out everywhere). */
  const freshConsoleCookie = async () => {
    const session = await t.services.console.sessions.create(leaver.userId);
    return { cookie: `${CONSOLE_SESSION_COOKIE}=${session.token}`, csrfToken: session.csrfToken };
  };
  const deliveries = await t.services.merchantWebhooks.listForMerchant(t.merchant.id);
  const keys = await t.services.merchants.listApiKeys(t.merchant.id);
  /** Real values for parameters, so requests reach past "not found" as often as not. */
  const known: Record<string, string[]> = {
    uuid: links,
    assetId: [assetId],
    transactionId: [paid.json().transactionId],
    id: [paid.json().transactionId],
    merchantId: [t.merchant.id, t.otherMerchant.id],
    keyId: keys.map((key) => key.id),
    deliveryId: deliveries.map((delivery) => delivery.id),
    consumerReference: ['fuzz-1', 'fuzz-3'],
    chargeId: [charged.json().id],
    userId: [teammate.userId],
    invitationId: [invitation.id],
  };
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const signedIn = { cookie: admin.cookie, csrfToken: admin.csrfToken, fresh: freshConsoleCookie };
  return { t, fake, routes, known, origin, signedIn };
}
