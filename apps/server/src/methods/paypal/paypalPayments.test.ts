import { describe, expect, it } from 'vitest';
import type { CreateGatewayPaymentBody, GatewayPayment } from '@paypage/contract/gatewayApi';
import { IDEMPOTENCY_HEADER } from '@paypage/contract/headers';
import { GatewayUnavailable } from '../../gateway/gateway';
import { fakeGateway, type FakeCall } from '../../testing/fakeGateway';
import { accepted, startTestApp, type TestApp } from '../../testing/testApp';

const CORRELATION_ID = '0123456789abcdef0123456789abcdef';
const CONSUMER = 'consumer-42';
let keyCounter = 0;
const newKey = () => `key-${Date.now()}-${keyCounter++}`;

/** The sandbox's PayPal as the fake plays it: agreements charged at once, accounts approved later. */
function startPaypal(body: CreateGatewayPaymentBody): Partial<GatewayPayment> {
  const agreement = body.details?.billingAgreementId;
  if (agreement === 'B-DEMO0001') {
    return {
      status: 'SUCCESS',
      details: { billingAgreementId: agreement, payerId: 'DEMOPAYER01' },
    };
  }
  if (typeof agreement === 'string') {
    return { status: 'REFUSED', refusalReason: 'INSTRUMENT_DECLINED' };
  }
  return {
    status: 'PENDING',
    action: { type: 'redirect', redirectUrl: `/hosted/approve/gp_${body.reference}` },
    details: body.details ?? {},
  };
}

async function paypalApp() {
  const calls: Record<string, FakeCall> = {};
  const fake = fakeGateway({ startOther: startPaypal, calls });
  const t = await startTestApp({}, { gateway: fake.gateway });
  /** What executing the payment of `transactionId` will answer. */
  const onExecute = (transactionId: string, outcome: Partial<GatewayPayment> | Error) => {
    const paymentId = `gp_${transactionId.replace(/[^A-Za-z0-9]/g, '')}`;
    calls[`POST /v1/paypal/payments/${paymentId}/execute`] = () => {
      if (outcome instanceof Error) throw outcome;
      return fake.decide(transactionId, outcome);
    };
  };
  return { t, fake, onExecute };
}

function pay(
  t: TestApp,
  body: Record<string, unknown>,
  key: string | null = newKey(),
  merchantId = t.merchant.id,
) {
  return t.inject({
    method: 'POST',
    url: `/public/paypal/merchant/${merchantId}/transaction`,
    headers: key ? { [IDEMPOTENCY_HEADER]: key } : {},
    payload: { ...accepted(), ...body },
  });
}

const newAccount = (uuid: string) => ({
  asset: { type: 'PAYPAL', paymentLinkId: uuid },
  correlationId: CORRELATION_ID,
});

function execute(
  t: TestApp,
  query: Record<string, string>,
  key: string | null = newKey(),
  merchantId = t.merchant.id,
) {
  return t.inject({
    method: 'POST',
    url: `/public/paypal/merchant/${merchantId}/transaction/execute?${new URLSearchParams(query)}`,
    headers: key ? { [IDEMPOTENCY_HEADER]: key } : {},
  });
}

const linkStatus = async (t: TestApp, uuid: string) =>
  (await t.services.links.findByUuid(uuid))?.status;

async function savedAgreement(t: TestApp, billingAgreementId: string) {
  return t.services.assets.insert(
    { merchantId: t.merchant.id, consumerReference: CONSUMER },
    {
      type: 'PAYPAL',
      details: {
        billingAgreementId,
        customerAccountId: 'DEMOPAYER01',
        payerEmail: 'alex@example.com',
      },
    },
  );
}

describe('POST /public/paypal/merchant/{merchantId}/transaction with a new account', () => {
  it('starts a payment the payer approves on the provider’s page, and comes back to execute', async () => {
    const { t, fake } = await paypalApp();
    const { uuid } = await t.createLink({ paymentMethods: ['PAYPAL'] });
    const answer = await pay(t, newAccount(uuid));
    expect(answer.statusCode).toBe(200);
    const { transactionId } = answer.json();
    expect(answer.json()).toEqual({
      status: 'PENDING',
      transactionId,
      redirectUrl: expect.stringMatching(/^\/hosted\/approve\/gp_tx_/),
      billingAgreementCreated: false,
    });
    expect(fake.calls.payments[0]).toMatchObject({
      method: 'PAYPAL',
      amount: 1999,
      returnUrl: `${t.pageOrigin}/uuid/${uuid}/paypal-transaction-created?transactionId=${transactionId}`,
      details: {
        transactionType: 'preauthAndCapture',
        createBillingAgreement: false,
        correlationId: CORRELATION_ID,
      },
    });
    expect(await linkStatus(t, uuid)).toBe('PROCESSING_PAYMENT');
  });

  it('asks for a billing agreement on a subscription with a consumer, or when the merchant asks', async () => {
    const { t, fake } = await paypalApp();
    const subscription = await t.createLink({ consumerReference: CONSUMER, isSubscription: true });
    await pay(t, newAccount(subscription.uuid));
    const asked = await t.createLink({
      consumerReference: CONSUMER,
      paymentSettings: { payPal: { createBillingAgreement: true, transactionType: 'preauth' } },
    });
    await pay(t, { asset: { type: 'PAYPAL', paymentLinkId: asked.uuid } });
    const withoutConsumer = await t.createLink({ isSubscription: true });
    await pay(t, newAccount(withoutConsumer.uuid));
    expect(fake.calls.payments.map((p) => p.details)).toEqual([
      {
        transactionType: 'preauthAndCapture',
        createBillingAgreement: true,
        correlationId: CORRELATION_ID,
      },
      { transactionType: 'preauth', createBillingAgreement: true },
      {
        transactionType: 'preauthAndCapture',
        createBillingAgreement: false,
        correlationId: CORRELATION_ID,
      },
    ]);
  });

  it('refuses bad input with the failing fields', async () => {
    const { t } = await paypalApp();
    const { uuid } = await t.createLink();
    const noKey = await pay(t, newAccount(uuid), null);
    expect(noKey.statusCode).toBe(400);
    const badId = await pay(t, { ...newAccount(uuid), correlationId: 'not-hex' });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().fields.map((f: { field: string }) => f.field)).toEqual([
      'body.correlationId',
    ]);
    const badAsset = await pay(t, { asset: { type: 'CARD', paymentLinkId: 'x', extra: 1 } });
    expect(badAsset.statusCode).toBe(400);
    expect(badAsset.json().errorCode).toBe('VALIDATION_FAILED');
    const noBody = await pay(t, {});
    expect(noBody.json().fields.map((f: { field: string }) => f.field)).toContain('body.asset');
    expect(await linkStatus(t, uuid)).toBe('VALID');
  });

  it('pays only the merchant’s own links that offer PayPal, and the merchant needs a PayPal id', async () => {
    const { t } = await paypalApp();
    const { uuid } = await t.createLink();
    expect((await pay(t, newAccount(uuid), newKey(), t.otherMerchant.id)).statusCode).toBe(404);
    const unknown = await pay(t, newAccount('3f2504e0-4f89-41d3-9a0c-0305e82c3301'));
    expect(unknown.statusCode).toBe(404);
    const cardOnly = await t.createLink({ paymentMethods: ['CARD'] });
    expect((await pay(t, newAccount(cardOnly.uuid))).json().errorCode).toBe(
      'PAYMENT_METHOD_NOT_OFFERED',
    );
    // The merchant's PayPal merchant id is gone (SPEC §5: PayPal needs one).
    const offered = await t.createLink();
    await t.db.updateTable('merchants').set({ paypal_merchant_id: null }).execute();
    const noPaypalId = await pay(t, newAccount(offered.uuid));
    expect(noPaypalId.json().errorCode).toBe('PAYMENT_METHOD_NOT_OFFERED');
  });

  it('moves money once: a replay is answered from the record, a second payment is refused', async () => {
    const { t, fake } = await paypalApp();
    const { uuid } = await t.createLink();
    const key = newKey();
    const first = await pay(t, newAccount(uuid), key);
    const replay = await pay(t, newAccount(uuid), key);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    const otherBody = await pay(t, { asset: { type: 'PAYPAL', paymentLinkId: uuid } }, key);
    expect([otherBody.statusCode, otherBody.json().errorCode]).toEqual([
      422,
      'IDEMPOTENCY_KEY_REUSED',
    ]);
    const second = await pay(t, newAccount(uuid));
    expect([second.statusCode, second.json().errorCode]).toEqual([409, 'PAYMENT_LINK_PROCESSING']);
    expect(fake.calls.createPayment).toBe(1);
  });
});

describe('POST …/transaction/execute', () => {
  async function started(linkBody: Record<string, unknown> = {}) {
    const app = await paypalApp();
    const { uuid } = await app.t.createLink(linkBody);
    const { transactionId } = (await pay(app.t, newAccount(uuid))).json();
    return { ...app, uuid, transactionId, query: { paymentLinkId: uuid, transactionId } };
  }

  it('executes the approved payment once, however often the page asks', async () => {
    const { t, fake, onExecute, uuid, transactionId, query } = await started();
    onExecute(transactionId, { status: 'SUCCESS', action: undefined });
    const first = await execute(t, query);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      status: 'COMPLETED',
      transactionId,
      billingAgreementCreated: false,
    });
    expect(await linkStatus(t, uuid)).toBe('CONSUMED');
    const reloaded = await execute(t, query);
    expect(reloaded.json()).toEqual(first.json());
    expect(fake.calls.other).toHaveLength(1);
    const links = await t.inject({
      method: 'GET',
      url: `/api/v1/payment-links/${uuid}`,
      headers: { authorization: `Bearer ${t.apiKey}` },
    });
    expect(links.json().transactions).toHaveLength(1);
  });

  it('saves the billing agreement it made for the consumer, once', async () => {
    const { t, onExecute, transactionId, query } = await started({
      consumerReference: CONSUMER,
      isSubscription: true,
      paymentSettings: { payPal: { transactionType: 'preauth' } },
    });
    onExecute(transactionId, {
      status: 'AUTHORISED',
      details: {
        billingAgreementId: 'B-NEW00000001',
        payerId: 'SBXBUYER0001',
        payerEmail: 'buyer@example.com',
      },
    });
    const answer = await execute(t, query);
    expect(answer.json()).toEqual({
      status: 'AUTHORIZED',
      transactionId,
      billingAgreementCreated: true,
    });
    expect((await execute(t, query)).json().billingAgreementCreated).toBe(true);
    // The link is paid (no assets route for it now): the consumer's next link shows the account.
    const assets = await t.services.assets.listForConsumer({
      merchantId: t.merchant.id,
      consumerReference: CONSUMER,
    });
    expect(assets.paypal).toEqual([
      {
        id: expect.stringMatching(/^as_/),
        type: 'PAYPAL',
        billingAgreementId: 'B-NEW00000001',
        customerAccountId: 'SBXBUYER0001',
        payerEmail: 'buyer@example.com',
      },
    ]);
  });

  it('tells a cancelled or refused payment, and the link can be paid again', async () => {
    const { t, onExecute, uuid, transactionId, query } = await started();
    onExecute(transactionId, { status: 'REFUSED', refusalReason: 'CANCELLED' });
    expect((await execute(t, query)).json()).toEqual({
      status: 'REFUSED',
      transactionId,
      refusalReason: 'CANCELLED',
      billingAgreementCreated: false,
    });
    expect(await linkStatus(t, uuid)).toBe('VALID');
  });

  it('sends the payer back to approve a payment not approved yet', async () => {
    const { t, onExecute, uuid, transactionId, query } = await started();
    onExecute(transactionId, {});
    const answer = await execute(t, query);
    expect(answer.json()).toMatchObject({
      status: 'PENDING',
      redirectUrl: expect.stringMatching(/^\/hosted\/approve\//),
    });
    expect(await linkStatus(t, uuid)).toBe('PROCESSING_PAYMENT');
  });

  it('answers 502 when the provider does not answer, and the payment stays open', async () => {
    const { t, onExecute, uuid, transactionId, query } = await started();
    onExecute(transactionId, new GatewayUnavailable('down'));
    const answer = await execute(t, query);
    expect([answer.statusCode, answer.json().errorCode]).toEqual([502, 'GATEWAY_UNAVAILABLE']);
    expect(await linkStatus(t, uuid)).toBe('PROCESSING_PAYMENT');
  });

  it('refuses bad input: no key, a bad or foreign transaction, another merchant, a reused key', async () => {
    const { t, onExecute, transactionId, query } = await started();
    onExecute(transactionId, { status: 'SUCCESS' });
    expect((await execute(t, query, null)).statusCode).toBe(400);
    const missing = await execute(t, { paymentLinkId: query.paymentLinkId });
    expect(missing.json().fields.map((f: { field: string }) => f.field)).toEqual([
      'querystring.transactionId',
    ]);
    expect((await execute(t, { ...query, transactionId: 'tx_unknown0000' })).statusCode).toBe(404);
    const other = await t.createLink();
    expect((await execute(t, { ...query, paymentLinkId: other.uuid })).statusCode).toBe(404);
    expect((await execute(t, query, newKey(), t.otherMerchant.id)).statusCode).toBe(404);
    const key = newKey();
    expect((await execute(t, query, key)).statusCode).toBe(200);
    const reused = await execute(t, { ...query, transactionId: 'tx_another0000' }, key);
    expect([reused.statusCode, reused.json().errorCode]).toEqual([422, 'IDEMPOTENCY_KEY_REUSED']);
  });
});

describe('paying with a saved PayPal account', () => {
  it('charges the billing agreement at once, without leaving the page', async () => {
    const { t, fake } = await paypalApp();
    const assetId = await savedAgreement(t, 'B-DEMO0001');
    const { uuid } = await t.createLink({ consumerReference: CONSUMER });
    const answer = await pay(t, {
      asset: { type: 'PAYPAL', paymentLinkId: uuid, id: assetId },
      correlationId: CORRELATION_ID,
    });
    expect(answer.json()).toEqual({
      status: 'COMPLETED',
      transactionId: expect.stringMatching(/^tx_/),
      billingAgreementCreated: false,
    });
    expect(fake.calls.payments[0]).toMatchObject({
      details: {
        billingAgreementId: 'B-DEMO0001',
        transactionType: 'preauthAndCapture',
        correlationId: CORRELATION_ID,
      },
    });
    expect(fake.calls.payments[0]?.returnUrl).toBeUndefined();
    expect(await linkStatus(t, uuid)).toBe('CONSUMED');
    const assets = await t.services.assets.listForConsumer({
      merchantId: t.merchant.id,
      consumerReference: CONSUMER,
    });
    expect(assets.paypal).toHaveLength(1);
  });

  it('tells a refused agreement, and the link can be paid again', async () => {
    const { t } = await paypalApp();
    const assetId = await savedAgreement(t, 'B-REFUSED0001');
    const { uuid } = await t.createLink({ consumerReference: CONSUMER });
    const answer = await pay(t, { asset: { type: 'PAYPAL', paymentLinkId: uuid, id: assetId } });
    expect(answer.json()).toMatchObject({
      status: 'REFUSED',
      refusalReason: 'INSTRUMENT_DECLINED',
    });
    expect(await linkStatus(t, uuid)).toBe('VALID');
  });

  it('finds only the consumer’s own live accounts', async () => {
    const { t, fake } = await paypalApp();
    const assetId = await savedAgreement(t, 'B-DEMO0001');
    const stranger = await t.createLink({ consumerReference: 'someone-else' });
    const foreign = await pay(t, {
      asset: { type: 'PAYPAL', paymentLinkId: stranger.uuid, id: assetId },
    });
    expect([foreign.statusCode, foreign.json().errorCode]).toEqual([404, 'ASSET_NOT_FOUND']);
    const own = await t.createLink({ consumerReference: CONSUMER });
    await t.services.assets.softDelete(
      { merchantId: t.merchant.id, consumerReference: CONSUMER },
      assetId,
      'PAYPAL',
    );
    const deleted = await pay(t, {
      asset: { type: 'PAYPAL', paymentLinkId: own.uuid, id: assetId },
    });
    expect(deleted.statusCode).toBe(404);
    expect(fake.calls.createPayment).toBe(0);
    expect(await linkStatus(t, own.uuid)).toBe('VALID');
  });
});

describe('the page’s policy and the fraud-data script (SPEC §4)', () => {
  it('allows exactly the gateway’s fraud-data script and its report, nothing else of the gateway', async () => {
    const { t } = await paypalApp();
    const { uuid } = await t.createLink();
    const page = await t.inject({ method: 'GET', url: `/uuid/${uuid}/paypal` });
    const csp = String(page.headers['content-security-policy']);
    const gateway = t.gatewayOrigin;
    const directive = (name: string) =>
      csp
        .split('; ')
        .find((part) => part.startsWith(`${name} `))
        ?.split(' ')
        .slice(1);
    // The built import map is the one inline script, allowed by its hash.
    expect(directive('script-src')).toEqual([
      "'self'",
      `${gateway}/hosted/paypal/fraud-data.js`,
      expect.stringMatching(/^'sha256-[\w+/=]+'$/),
    ]);
    expect(directive('connect-src')).toContain(`${gateway}/hosted/paypal/fraud-data`);
    expect(directive('connect-src')).not.toContain(gateway);
    expect(csp).not.toContain('unsafe-inline');
  });
});
