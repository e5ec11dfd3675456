import type { GatewayPayment, GatewayWebhook } from '@paypage/contract/gatewayApi';
import { IDEMPOTENCY_HEADER } from '@paypage/contract/headers';
import type { CreateChargeBody } from '@paypage/contract/merchantCharges';
import { SIGNATURE_HEADER, signWebhook } from '@paypage/contract/webhookSignature';
import { fakeGateway, type FakeGatewayOptions } from './fakeGateway';
import { startTestApp, WEBHOOK_SECRET, type TestApp } from './testApp';

export const CONSUMER = 'cust-0042';
let counter = 0;
export const newKey = () => `charge-key-${Date.now()}-${counter++}`;

/**
 * A gateway that charges saved PayPal agreements (B-REFUSED… refused) and SEPA mandates
 * (PENDING until decided) as the sandbox does, and cards by their token (fakeGateway).
 */
function chargeFake(options: FakeGatewayOptions = {}) {
  return fakeGateway({
    startOther: (body): Partial<GatewayPayment> => {
      if (body.method === 'SEPA_DD') {
        return { status: 'PENDING', details: { mandateReference: 'MNDT-DEMO-0001' } };
      }
      const agreement = String(body.details?.billingAgreementId);
      if (agreement.startsWith('B-REFUSED')) {
        return { status: 'REFUSED', refusalReason: 'INSTRUMENT_DECLINED' };
      }
      const preauth = body.details?.transactionType === 'preauth';
      return {
        status: preauth ? 'AUTHORISED' : 'SUCCESS',
        details: { billingAgreementId: agreement },
      };
    },
    ...options,
  });
}

/** A service whose merchant has a webhook URL and a consumer with one saved asset of each kind. */
export async function startChargeApp(options: FakeGatewayOptions = {}) {
  const fake = chargeFake(options);
  const t = await startTestApp({}, { gateway: fake.gateway });
  await t.db
    .updateTable('merchants')
    .set({ webhook_url: 'https://shop.example/hooks', webhook_secret: 'whsec_test_charges' })
    .where('id', '=', t.merchant.id)
    .execute();
  const owner = { merchantId: t.merchant.id, consumerReference: CONSUMER };
  const card = (token: string) => ({
    type: 'CARD' as const,
    details: {
      holder: 'Alex Example',
      firstDigits: '424242',
      lastDigits: '4242',
      brand: 'VISA' as const,
      expiryMonth: 12,
      expiryYear: new Date().getUTCFullYear() + 3,
      qualified: true,
      issuingCountryCode: 'DE',
      authenticationStatus: 'Auth3ds2' as const,
      gatewayCardToken: token,
    },
  });
  const assets = {
    card: await t.services.assets.insert(owner, card('ct_frictionless_saved01')),
    refusedCard: await t.services.assets.insert(owner, card('ct_refused_saved0001')),
    sepa: await t.services.assets.insert(owner, {
      type: 'SEPA_DD',
      details: {
        accountHolder: 'Alex Example',
        iban: 'DE****************3000',
        sepaMandateReference: 'MNDT-DEMO-0001',
        gatewayMandateId: 'md_sandbox_demo_0001',
        mandateScheme: 'CORE',
      },
    }),
    paypal: await t.services.assets.insert(owner, {
      type: 'PAYPAL',
      details: {
        billingAgreementId: 'B-DEMO0001',
        customerAccountId: 'DEMOPAYER01',
        payerEmail: 'alex@example.com',
      },
    }),
  };
  return { t, fake, assets };
}

export const auth = (key: string) => ({ authorization: `Bearer ${key}` });

export function charge(
  t: TestApp,
  body: Partial<CreateChargeBody>,
  key: string | null = newKey(),
  apiKey = t.apiKey,
) {
  return t.inject({
    method: 'POST',
    url: '/api/v1/charges',
    headers: { ...auth(apiKey), ...(key ? { [IDEMPOTENCY_HEADER]: key } : {}) },
    payload: {
      consumerReference: CONSUMER,
      amount: 990,
      currency: 'EUR',
      description: 'Subscription, May',
      ...body,
    },
  });
}

/** A POST that moves money on an existing charge: capture, void or refunds. */
export function change(
  t: TestApp,
  chargeId: string,
  action: 'capture' | 'void' | 'refunds',
  payload: object = {},
  key: string = newKey(),
) {
  return t.inject({
    method: 'POST',
    url: `/api/v1/charges/${chargeId}/${action}`,
    headers: { ...auth(t.apiKey), [IDEMPOTENCY_HEADER]: key },
    payload,
  });
}

/** The types of the merchant webhooks queued so far, oldest first. */
export async function webhookTypes(t: TestApp): Promise<string[]> {
  const queued = await t.services.merchantWebhooks.listForMerchant(t.merchant.id);
  return queued.map((webhook) => webhook.type);
}

/**
 * The gateway's signed word on a payment, as its webhook delivers it; a given event id lets a
 * test deliver the same event twice, as the gateway's retries do.
 */
export function gatewayWebhook(
  t: TestApp,
  payment: GatewayPayment,
  eventId = `evt_${Math.random().toString(36).slice(2, 14)}`,
) {
  const body: GatewayWebhook = {
    id: eventId,
    type: 'payment.updated',
    createdAt: new Date().toISOString(),
    data: payment,
  };
  const raw = JSON.stringify(body);
  return t.inject({
    method: 'POST',
    url: '/webhooks/gateway',
    headers: {
      'content-type': 'application/json',
      [SIGNATURE_HEADER]: signWebhook(WEBHOOK_SECRET, raw, Math.floor(Date.now() / 1000)),
    },
    payload: raw,
  });
}
