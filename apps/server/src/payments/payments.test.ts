import { describe, expect, it } from 'vitest';
import type { PaymentMethod } from '@paypage/contract/paymentMethods';
import { GatewayRejected, GatewayUnavailable } from '../gateway/gateway';
import { payableLink } from './payableLink';
import { startPayment } from './startPayment';
import { fakeGateway, type FakeGatewayOptions } from '../testing/fakeGateway';
import { startTestApp, type TestApp } from '../testing/testApp';

async function appWith(options: FakeGatewayOptions = {}) {
  const fake = fakeGateway(options);
  const t = await startTestApp({}, { gateway: fake.gateway });
  return { t, fake };
}

async function payIdeal(
  t: TestApp,
  gateway: ReturnType<typeof fakeGateway>['gateway'],
  uuid: string,
) {
  const link = await payableLink(t.services, uuid, 'IDEAL');
  return startPayment(t.services, gateway, {
    link,
    method: 'IDEAL',
    acceptedTerms: { termsUrl: null },
    provider: (tx) => ({
      details: { bank: 'INGBNL2A' },
      returnUrl: `https://pay.example/uuid/${uuid}/mid/${tx.id}/success`,
    }),
  });
}

const statusOf = (t: TestApp, uuid: string, transactionId: string) =>
  t.inject({ method: 'GET', url: `/public/payment-link/${uuid}/transaction/${transactionId}` });

const linkStatus = async (t: TestApp, uuid: string) =>
  (await t.services.links.findByUuid(uuid))?.status;

describe('payableLink', () => {
  it.each<[PaymentMethod[], PaymentMethod, number]>([
    [['CARD'], 'IDEAL', 400],
    [['IDEAL'], 'IDEAL', 200],
  ])('a link offering %j and paid with %s answers %i', async (methods, method, expected) => {
    const { t } = await appWith();
    const { uuid } = await t.createLink({ paymentMethods: methods });
    const outcome = await payableLink(t.services, uuid, method).then(
      () => 200,
      (error: { statusCode: number }) => error.statusCode,
    );
    expect(outcome).toBe(expected);
  });

  it('offers PayPal only while the merchant has a PayPal merchant id (SPEC §5)', async () => {
    const { t } = await appWith();
    const { uuid } = await t.createLink({ paymentMethods: ['PAYPAL'] });
    await expect(payableLink(t.services, uuid, 'PAYPAL')).resolves.toMatchObject({ uuid });
    // The merchant's PayPal account is gone since the link was made.
    await t.db
      .updateTable('merchants')
      .set({ paypal_merchant_id: null })
      .where('id', '=', t.merchant.id)
      .execute();
    await expect(payableLink(t.services, uuid, 'PAYPAL')).rejects.toMatchObject({
      statusCode: 400,
      errorCode: 'PAYMENT_METHOD_NOT_OFFERED',
    });
  });

  it('refuses a paid link with SPEC §8’s 409 and an unknown one with 404', async () => {
    const { t, fake } = await appWith({ startOther: () => ({ status: 'SUCCESS' }) });
    const { uuid } = await t.createLink({ paymentMethods: ['IDEAL'] });
    await payIdeal(t, fake.gateway, uuid);
    await expect(payableLink(t.services, uuid, 'IDEAL')).rejects.toMatchObject({
      statusCode: 409,
      errorCode: 'PAYMENT_LINK_CONSUMED',
    });
    await expect(
      payableLink(t.services, '3f2504e0-4f89-41d3-9a0c-0305e82c3301', 'IDEAL'),
    ).rejects.toMatchObject({ statusCode: 404 });
  });
});

describe('startPayment: every method pays the same way', () => {
  it('moves the link into payment, records the transaction and asks the provider once', async () => {
    const { t, fake } = await appWith();
    const { uuid } = await t.createLink({ paymentMethods: ['IDEAL'], amount: 2500 });
    const { tx, status } = await payIdeal(t, fake.gateway, uuid);
    expect(status).toBe('PENDING');
    expect(await linkStatus(t, uuid)).toBe('PROCESSING_PAYMENT');
    expect(fake.calls.payments).toEqual([
      expect.objectContaining({
        reference: tx.id,
        amount: 2500,
        currency: 'EUR',
        method: 'IDEAL',
        details: { bank: 'INGBNL2A' },
        returnUrl: `https://pay.example/uuid/${uuid}/mid/${tx.id}/success`,
      }),
    ]);
    expect(await t.services.transactions.findById(tx.id)).toMatchObject({
      status: 'PENDING',
      paymentMethod: 'IDEAL',
      gatewayPaymentId: `gp_${tx.id.replace(/[^A-Za-z0-9]/g, '')}`,
    });
  });

  it('lets exactly one of ten simultaneous payments of a link through', async () => {
    const { t, fake } = await appWith({ delayMs: 20 });
    const { uuid } = await t.createLink({ paymentMethods: ['IDEAL'] });
    const link = await payableLink(t.services, uuid, 'IDEAL');
    const outcomes = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        startPayment(t.services, fake.gateway, {
          link,
          method: 'IDEAL',
          acceptedTerms: { termsUrl: null },
          provider: () => ({}),
        }),
      ),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const refused = outcomes.filter((o) => o.status === 'rejected');
    expect(refused.map((o) => (o as PromiseRejectedResult).reason)).toEqual(
      Array(9).fill(expect.objectContaining({ errorCode: 'PAYMENT_LINK_PROCESSING' })),
    );
    expect(fake.calls.createPayment).toBe(1);
  });

  it('gives the link back when the provider refuses the request itself', async () => {
    const { t, fake } = await appWith({
      startOther: () => {
        throw new GatewayRejected(400, 'details/bank is not a bank of this scheme');
      },
    });
    const { uuid } = await t.createLink({ paymentMethods: ['IDEAL'] });
    const error = await payIdeal(t, fake.gateway, uuid).catch((e: unknown) => e);
    expect(error).toMatchObject({
      statusCode: 400,
      fields: [
        {
          field: 'body',
          message: 'was refused by the payment provider: details/bank is not a bank of this scheme',
        },
      ],
    });
    expect(await linkStatus(t, uuid)).toBe('VALID');
  });

  it('keeps the link in payment when the provider does not answer: nobody knows yet', async () => {
    const { t, fake } = await appWith({
      startOther: () => {
        throw new GatewayUnavailable('timeout');
      },
    });
    const { uuid } = await t.createLink({ paymentMethods: ['IDEAL'] });
    await expect(payIdeal(t, fake.gateway, uuid)).rejects.toMatchObject({
      statusCode: 502,
      errorCode: 'GATEWAY_UNAVAILABLE',
    });
    expect(await linkStatus(t, uuid)).toBe('PROCESSING_PAYMENT');
  });
});

describe('GET /public/payment-link/{uuid}/transaction/{transactionId}', () => {
  it('answers a waiting payment, then what the provider decided (asked while pending)', async () => {
    const { t, fake } = await appWith();
    const { uuid } = await t.createLink({ paymentMethods: ['IDEAL'] });
    const { tx } = await payIdeal(t, fake.gateway, uuid);

    const waiting = await statusOf(t, uuid, tx.id);
    expect(waiting.statusCode).toBe(200);
    expect(waiting.json()).toMatchObject({
      transactionId: tx.id,
      paymentMethod: 'IDEAL',
      status: 'PENDING',
      linkStatus: 'PROCESSING_PAYMENT',
    });

    fake.decide(tx.id, { status: 'PENDING', details: { approvalCode: '1234' } });
    expect((await statusOf(t, uuid, tx.id)).json()).toMatchObject({
      status: 'PENDING',
      details: { approvalCode: '1234' },
    });

    fake.decide(tx.id, { status: 'SUCCESS' });
    const paid = await statusOf(t, uuid, tx.id);
    expect(paid.json()).toMatchObject({ status: 'COMPLETED', linkStatus: 'CONSUMED' });
    expect(await linkStatus(t, uuid)).toBe('CONSUMED');
  });

  it('gives a refused payment’s reason and the link back to the shopper', async () => {
    const { t, fake } = await appWith();
    const { uuid } = await t.createLink({ paymentMethods: ['IDEAL'] });
    const { tx } = await payIdeal(t, fake.gateway, uuid);
    fake.decide(tx.id, { status: 'REFUSED', refusalReason: 'CANCELLED' });
    expect((await statusOf(t, uuid, tx.id)).json()).toMatchObject({
      status: 'REFUSED',
      linkStatus: 'VALID',
      refusalReason: 'CANCELLED',
    });
    // Decided once: the provider's later word changes nothing.
    fake.decide(tx.id, { status: 'SUCCESS' });
    expect((await statusOf(t, uuid, tx.id)).json()).toMatchObject({
      status: 'REFUSED',
      linkStatus: 'VALID',
    });
  });

  it('answers what it knows when the provider cannot be asked', async () => {
    const { t, fake } = await appWith();
    const { uuid } = await t.createLink({ paymentMethods: ['IDEAL'] });
    const { tx } = await payIdeal(t, fake.gateway, uuid);
    fake.payments.clear();
    const response = await statusOf(t, uuid, tx.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'PENDING' });
  });

  it('never shows a payment of another link, nor an unknown one', async () => {
    const { t, fake } = await appWith();
    const { uuid } = await t.createLink({ paymentMethods: ['IDEAL'] });
    const other = await t.createLink({ paymentMethods: ['IDEAL'] });
    const { tx } = await payIdeal(t, fake.gateway, uuid);
    const elsewhere = await statusOf(t, other.uuid, tx.id);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toMatchObject({ errorCode: 'TRANSACTION_NOT_FOUND' });
    expect((await statusOf(t, uuid, 'tx_doesnotexist0')).statusCode).toBe(404);
    expect((await statusOf(t, uuid, 'not-a-transaction')).statusCode).toBe(400);
  });
});
