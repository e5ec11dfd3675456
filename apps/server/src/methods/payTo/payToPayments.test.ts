import { describe, expect, it } from 'vitest';
import type { CreateGatewayPaymentBody, GatewayPayment } from '@paypage/contract/gatewayApi';
import { IDEMPOTENCY_HEADER } from '@paypage/contract/headers';
import { maskPayId, PAYTO_APPROVAL_WINDOW_S } from '@paypage/contract/methods/payToRules';
import type { CreatePaymentLinkBody } from '@paypage/contract/paymentLink';
import { REPLAYED_HEADER } from '../../idempotency/idempotentRoutes';
import { fakeGateway } from '../../testing/fakeGateway';
import { accepted, startTestApp, type TestApp } from '../../testing/testApp';

/** A gateway that asks for agreements as the sandbox does: PENDING, the PayID masked. */
function payToFake() {
  return fakeGateway({
    startOther: (body: CreateGatewayPaymentBody): Partial<GatewayPayment> => {
      const request = body.details as Record<string, string>;
      return {
        status: 'PENDING',
        details: {
          agreementId: `pa_${body.reference.slice(3, 15)}`,
          mandateScheme: 'PAYTODD',
          mandateStatus: 'PENDING',
          payIdType: request.payIdType ?? null,
          payIdMasked: maskPayId('PHONE', request.payId ?? ''),
          accountName: request.accountName ?? null,
          agreementExpiresAt: request.agreementExpiresAt ?? null,
        },
      };
    },
  });
}

async function payToApp() {
  const fake = payToFake();
  const t = await startTestApp({}, { gateway: fake.gateway });
  return { t, fake };
}

const payToLink = (t: TestApp, body: Partial<CreatePaymentLinkBody> = {}) =>
  t.createLink({ paymentMethods: ['PAYTO'], currency: 'SGD', ...body });

let counter = 0;
const newKey = () => `payto-key-${Date.now()}-${counter++}`;

const account = (overrides: Record<string, unknown> = {}) => ({
  type: 'PAYTO',
  accountName: 'Jane Citizen',
  payIdType: 'PHONE',
  payId: '+61-4123 456 78',
  ...overrides,
});

function postPayTo(
  t: TestApp,
  paymentLinkId: string,
  asset: Record<string, unknown> = account(),
  { merchantId = t.merchant.id, key = newKey() as string | null, extra = {} } = {},
) {
  return t.inject({
    method: 'POST',
    url: `/public/sepa/merchant/${merchantId}/transaction`,
    headers: key ? { [IDEMPOTENCY_HEADER]: key } : {},
    payload: { ...accepted(), paymentLinkId, asset, paymentMethod: 'PAYTO', ...extra },
  });
}

const statusOf = async (t: TestApp, uuid: string, transactionId: string) =>
  (await t.inject({ url: `/public/payment-link/${uuid}/transaction/${transactionId}` })).json();

describe('POST /public/sepa/merchant/{merchantId}/transaction with paymentMethod PAYTO', () => {
  it('asks the gateway for an agreement and answers PENDING with its deadline', async () => {
    const { t, fake } = await payToApp();
    const { uuid } = await payToLink(t);
    const before = Date.now();
    const response = await postPayTo(t, uuid);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      transactionId: expect.stringMatching(/^tx_/),
      status: 'PENDING',
      mandateStatus: 'PENDING',
    });
    const deadline = Date.parse(body.agreementExpiresAt);
    expect(deadline).toBeGreaterThan(before);
    expect(deadline).toBeLessThanOrEqual(Date.now() + PAYTO_APPROVAL_WINDOW_S * 1000);
    // The PayID goes to the gateway as the NPP writes it, grouping spaces gone.
    expect(fake.calls.payments).toHaveLength(1);
    expect(fake.calls.payments[0]).toMatchObject({
      method: 'PAYTO',
      currency: 'SGD',
      details: { accountName: 'Jane Citizen', payIdType: 'PHONE', payId: '+61-412345678' },
    });
    expect((await t.services.links.findByUuid(uuid))?.status).toBe('PROCESSING_PAYMENT');
    // The service keeps what the gateway shows: the PayID masked, never in full.
    const stored = await t.db.selectFrom('transactions').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain('412345678');
    expect(JSON.stringify(stored)).toContain('+61-4*****678');
  });

  it.each(['0412 345 678', '+61412345678', '+61 412 345 678', '0412345678'])(
    'takes the phone PayID %s as Australians type it, and sends it in SPEC structure',
    async (payId) => {
      const { t, fake } = await payToApp();
      const { uuid } = await payToLink(t);
      const response = await postPayTo(t, uuid, account({ payId }));
      expect(response.statusCode).toBe(200);
      expect(fake.calls.payments[0]?.details).toMatchObject({ payId: '+61-412345678' });
    },
  );

  it('tells the merchant at once: the agreement asked for, mandate PENDING, the PayID masked', async () => {
    const { t } = await payToApp();
    await t.db
      .updateTable('merchants')
      .set({ webhook_url: 'https://shop.example/hooks', webhook_secret: 'merchant-secret-0001' })
      .where('id', '=', t.merchant.id)
      .execute();
    const { uuid } = await payToLink(t);
    await postPayTo(t, uuid);
    const told = (await t.services.merchantWebhooks.listForMerchant(t.merchant.id))
      .map((row) => JSON.parse(row.body))
      .filter((event) => event.type === 'transaction.updated');
    expect(told).toHaveLength(1);
    expect(told[0].data.status).toBe('PROCESSING_PAYMENT');
    expect(told[0].data.transaction).toMatchObject({
      paymentMethod: 'PAYTO',
      status: 'PENDING',
      details: { mandateScheme: 'PAYTODD', mandateStatus: 'PENDING', payIdMasked: '+61-4*****678' },
    });
    expect(JSON.stringify(told)).not.toContain('412345678');
  });

  it('never asks for longer than the link lives', async () => {
    const { t, fake } = await payToApp();
    const expirationDate = new Date(Date.now() + 4 * 60_000).toISOString();
    const { uuid } = await payToLink(t, { expirationDate });
    const link = await t.services.links.findByUuid(uuid);
    await postPayTo(t, uuid);
    expect(fake.calls.payments[0]?.details?.agreementExpiresAt).toBe(
      new Date(link?.expirationDate ?? '').toISOString(),
    );
  });

  it('answers a replay from its record and asks the gateway once', async () => {
    const { t, fake } = await payToApp();
    const { uuid } = await payToLink(t);
    const key = newKey();
    const first = await postPayTo(t, uuid, account(), { key });
    const again = await postPayTo(t, uuid, account(), { key });
    expect(again.statusCode).toBe(200);
    expect(again.headers[REPLAYED_HEADER]).toBeDefined();
    expect(again.json()).toEqual(first.json());
    expect(fake.calls.createPayment).toBe(1);
    const other = await postPayTo(t, uuid, account({ accountName: 'Someone Else' }), { key });
    expect(other.statusCode).toBe(422);
  });

  it('lets one payment of a link run at a time (SPEC §8: 409)', async () => {
    const { t } = await payToApp();
    const { uuid } = await payToLink(t);
    expect((await postPayTo(t, uuid)).statusCode).toBe(200);
    const second = await postPayTo(t, uuid);
    expect(second.statusCode).toBe(409);
  });

  it.each([
    [{ payIdType: 'PHONE', payId: '0312345678' }, 'body.asset.payId', 'structure +61-4XXXXXXXX'],
    [{ payIdType: 'PHONE', payId: '+61-312345678' }, 'body.asset.payId', 'structure'],
    [{ payIdType: 'BUSINESS_NUMBER', payId: '12345678' }, 'body.asset.payId', '9 to 11 digits'],
    [{ payIdType: 'BUSINESS_NUMBER', payId: '123456789012' }, 'body.asset.payId', 'digits'],
    [{ payIdType: 'BUSINESS_NUMBER', payId: '51-824-753' }, 'body.asset.payId', 'digits only'],
    [{ payIdType: 'EMAIL', payId: 'jane.example.com' }, 'body.asset.payId', 'valid email'],
    [{ payIdType: 'EMAIL', payId: 'j@ex.au' }, 'body.asset.payId', '9 to 256 characters'],
    [{ payIdType: 'ORGANISATION_ID', payId: 'AcmePlumbing' }, 'body.asset.payId', 'company name'],
    [
      { payIdType: 'ORGANISATION_ID', payId: `Acme ${'x'.repeat(260)}` },
      'body.asset.payId',
      'is not valid',
    ],
    [{ payId: '   ' }, 'body.asset.payId', 'required'],
    [{ accountName: '  ' }, 'body.asset.accountName', 'required'],
    [{ accountName: 'J'.repeat(150) }, 'body.asset.accountName', '1 to 140'],
    [{ payIdType: 'IBAN' }, 'body.asset', ''],
    [{ type: 'SEPA_DD' }, 'body.asset', ''],
    [{ bsb: '062000' }, 'body.asset', ''],
  ])('refuses %j with the failing field', async (change, field, words) => {
    const { t, fake } = await payToApp();
    const { uuid } = await payToLink(t);
    const response = await postPayTo(t, uuid, account(change));
    expect(response.statusCode).toBe(400);
    const fields: { field: string; message: string }[] = response.json().fields;
    const named = fields.find((f) => f.field.startsWith(field));
    expect(named, JSON.stringify(fields)).toBeDefined();
    if (words !== 'is not valid') expect(named?.message).toContain(words);
    expect(fake.calls.createPayment).toBe(0);
    expect((await t.services.links.findByUuid(uuid))?.status).toBe('VALID');
  });

  it('refuses a link that does not offer PayTo, another merchant’s link, and a paid one', async () => {
    const { t } = await payToApp();
    const card = await t.createLink({ paymentMethods: ['CARD'] });
    const notOffered = await postPayTo(t, card.uuid);
    expect(notOffered.statusCode).toBe(400);
    expect(notOffered.json().errorCode).toBe('PAYMENT_METHOD_NOT_OFFERED');

    const { uuid } = await payToLink(t);
    const elsewhere = await postPayTo(t, uuid, account(), { merchantId: t.otherMerchant.id });
    expect(elsewhere.statusCode).toBe(404);

    const unknown = await postPayTo(t, '3f2b8c1e-1a2b-4c3d-8e9f-0a1b2c3d4e5f');
    expect(unknown.statusCode).toBe(404);

    const missingKey = await postPayTo(t, uuid, account(), { key: null });
    expect(missingKey.statusCode).toBe(400);
  });
});

describe('the agreement’s outcome reaches the waiting page (every mandate status)', () => {
  it.each([
    ['ACTIVE', 'SUCCESS', undefined, 'COMPLETED', 'CONSUMED'],
    ['DECLINED', 'REFUSED', 'DECLINED', 'REFUSED', 'VALID'],
    ['REJECTED', 'REFUSED', 'REJECTED', 'REFUSED', 'VALID'],
    ['TIMEDOUT', 'REFUSED', 'TIMEDOUT', 'REFUSED', 'VALID'],
  ] as const)(
    '%s: the gateway’s %s (%s) makes the transaction %s and the link %s',
    async (mandateStatus, gatewayStatus, refusalReason, status, linkStatus) => {
      const { t, fake } = await payToApp();
      const { uuid } = await payToLink(t);
      const { transactionId } = (await postPayTo(t, uuid)).json();
      const waiting = await statusOf(t, uuid, transactionId);
      expect(waiting).toMatchObject({
        paymentMethod: 'PAYTO',
        status: 'PENDING',
        linkStatus: 'PROCESSING_PAYMENT',
        details: { mandateStatus: 'PENDING', mandateScheme: 'PAYTODD' },
      });
      const started = fake.payments.get(transactionId) as GatewayPayment;
      fake.decide(transactionId, {
        status: gatewayStatus,
        details: { ...started.details, mandateStatus },
        ...(refusalReason ? { refusalReason } : {}),
      });
      const decided = await statusOf(t, uuid, transactionId);
      expect(decided).toMatchObject({ status, linkStatus, details: { mandateStatus } });
      expect(decided.refusalReason).toBe(refusalReason);
    },
  );

  it('authorises an agreement with an amount of 0 and consumes the link', async () => {
    const { t, fake } = await payToApp();
    const { uuid } = await payToLink(t, { amount: 0 });
    const { transactionId } = (await postPayTo(t, uuid)).json();
    const started = fake.payments.get(transactionId) as GatewayPayment;
    fake.decide(transactionId, {
      status: 'AUTHORISED',
      details: { ...started.details, mandateStatus: 'ACTIVE' },
    });
    expect(await statusOf(t, uuid, transactionId)).toMatchObject({
      status: 'AUTHORIZED',
      linkStatus: 'CONSUMED',
    });
  });
});
