import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { GatewayPayment } from '@paypage/contract/gatewayApi';
import type { Currency } from '@paypage/contract/money';
import { change, charge, gatewayWebhook, startChargeApp } from '../testing/chargeHelpers';
import { fakeGateway } from '../testing/fakeGateway';
import { insertPendingTransaction, startTestApp, type TestApp } from '../testing/testApp';

const OPERATOR_KEY = 'operator-key-for-amount-tests-0001';
const operator = { authorization: `Bearer ${OPERATOR_KEY}` };
const FIVE_HUNDRED_EUROS = 50_000;

function gatewayPayment(
  id: string,
  reference: string,
  fields: Partial<GatewayPayment> & { amount: number; currency?: Currency },
): GatewayPayment {
  const now = new Date().toISOString();
  return {
    id,
    reference,
    status: 'PENDING',
    method: 'IDEAL',
    currency: 'EUR',
    createdAt: now,
    updatedAt: now,
    ...fields,
  };
}

/** A service whose log lines a test reads, with an operator key and a 500 € link in payment. */
async function fiveHundredEuroLink(gatewaySays: Partial<GatewayPayment> & { amount: number }) {
  const fake = fakeGateway();
  const lines: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  const t = await startTestApp(
    { operatorApiKey: OPERATOR_KEY, logLevel: 'info' },
    { gateway: fake.gateway, logStream },
  );
  const { uuid } = await t.createLink({ amount: FIVE_HUNDRED_EUROS, paymentMethods: ['IDEAL'] });
  await t.services.linkStates.move(uuid, 'VALID', 'PROCESSING_PAYMENT');
  await insertPendingTransaction(t, uuid, {
    id: 'tx_fivehundred01',
    paymentMethod: 'IDEAL',
    gatewayPaymentId: 'gp_fivehundred01',
    amount: FIVE_HUNDRED_EUROS,
  });
  fake.payments.set(
    'tx_fivehundred01',
    gatewayPayment('gp_fivehundred01', 'tx_fivehundred01', gatewaySays),
  );
  const logs = () => lines.map((line) => JSON.parse(line) as { level: number; msg: string });
  return { t, fake, uuid, logs };
}

async function alerts(t: TestApp) {
  const response = await t.inject({
    method: 'GET',
    url: '/api/operator/v1/security-alerts',
    headers: operator,
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { alerts: { kind: string; detail: Record<string, unknown> }[] })
    .alerts;
}

const mismatches = async (t: TestApp) =>
  (await alerts(t)).filter((alert) => alert.kind === 'gateway-amount-mismatch');

describe('gateway webhooks: the amount and currency must be the payment’s', () => {
  it('a signed 1-cent SUCCESS for a 500 € link leaves the link unpaid and alerts the operator', async () => {
    const { t, uuid, logs } = await fiveHundredEuroLink({ amount: FIVE_HUNDRED_EUROS });
    const webhook = gatewayPayment('gp_fivehundred01', 'tx_fivehundred01', {
      status: 'SUCCESS',
      amount: 1,
    });
    const answer = await gatewayWebhook(t, webhook, 'evt_onecent000001');
    // Acknowledged so the gateway stops retrying bytes that can never be right; not applied.
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ received: true, duplicate: false, refused: 'AMOUNT_MISMATCH' });
    expect((await t.services.links.findByUuid(uuid))?.status).toBe('PROCESSING_PAYMENT');
    expect((await t.services.transactions.findById('tx_fivehundred01'))?.status).toBe('PENDING');
    expect(await mismatches(t)).toEqual([
      expect.objectContaining({
        detail: {
          target: 'gp_fivehundred01',
          settles: 'transaction',
          reference: 'tx_fivehundred01',
          source: 'webhook',
          eventId: 'evt_onecent000001',
          differences: [{ field: 'amount', expected: FIVE_HUNDRED_EUROS, received: 1 }],
        },
      }),
    ]);
    expect(logs().filter((line) => line.level === 50 && /amount/.test(line.msg))).toHaveLength(1);

    // The gateway's retry of the same event is a duplicate: no second alert, nothing applied.
    const retry = await gatewayWebhook(t, webhook, 'evt_onecent000001');
    expect(retry.json()).toEqual({ received: true, duplicate: true });
    expect(await mismatches(t)).toHaveLength(1);
    const shopper = await t.inject({ method: 'GET', url: `/public/payment-link/uuid/${uuid}` });
    expect(shopper.json().status).toBe('PROCESSING_PAYMENT');
  });

  it("refuses another currency, then settles the payment from the gateway's own word", async () => {
    const { t, uuid } = await fiveHundredEuroLink({
      status: 'SUCCESS',
      amount: FIVE_HUNDRED_EUROS,
    });
    const inSingaporeDollars = gatewayPayment('gp_fivehundred01', 'tx_fivehundred01', {
      status: 'SUCCESS',
      amount: FIVE_HUNDRED_EUROS,
      currency: 'SGD',
    });
    const answer = await gatewayWebhook(t, inSingaporeDollars);
    expect(answer.json()).toMatchObject({ refused: 'AMOUNT_MISMATCH' });
    // Read from the gateway: 500 € taken, so the link is paid through the one settle path.
    expect((await t.services.transactions.findById('tx_fivehundred01'))?.status).toBe('COMPLETED');
    expect((await t.services.links.findByUuid(uuid))?.status).toBe('CONSUMED');
    expect((await mismatches(t)).map((alert) => alert.detail.differences)).toEqual([
      [{ field: 'currency', expected: 'EUR', received: 'SGD' }],
    ]);
  });

  it("applies nothing when the gateway's own read disagrees too, and says so", async () => {
    const { t, uuid } = await fiveHundredEuroLink({ status: 'SUCCESS', amount: 1 });
    const webhook = gatewayPayment('gp_fivehundred01', 'tx_fivehundred01', {
      status: 'SUCCESS',
      amount: 1,
    });
    await gatewayWebhook(t, webhook);
    expect((await t.services.links.findByUuid(uuid))?.status).toBe('PROCESSING_PAYMENT');
    expect((await mismatches(t)).map((alert) => alert.detail.source).sort()).toEqual([
      'gateway-read',
      'webhook',
    ]);
  });
});

describe('gateway webhooks of merchant charges: amounts checked', () => {
  it('keeps a SEPA charge PENDING when its webhook reports another amount', async () => {
    const { t, fake, assets } = await startChargeApp();
    const debit = (await charge(t, { assetId: assets.sepa, amount: 1500 })).json();
    const open = fake.payments.get(debit.id) as GatewayPayment;
    const answer = await gatewayWebhook(t, { ...open, status: 'SUCCESS', amount: 15 });
    expect(answer.json()).toMatchObject({ refused: 'AMOUNT_MISMATCH' });
    const stored = await t.services.charges.findById(debit.id);
    expect(stored).toMatchObject({ status: 'PENDING', capturedAmount: 0 });
    const raised = await alertsOf(t);
    expect(raised).toEqual([
      expect.objectContaining({
        settles: 'charge',
        reference: debit.id,
        differences: [{ field: 'amount', expected: 1500, received: 15 }],
      }),
    ]);
  });

  it('keeps an authorisation uncaptured when its webhook captures more than was authorised', async () => {
    const { t, fake, assets } = await startChargeApp();
    const authorised = (await charge(t, { assetId: assets.paypal, capture: 'MANUAL' })).json();
    const open = fake.payments.get(authorised.id) as GatewayPayment;
    await gatewayWebhook(t, { ...open, status: 'SUCCESS', capturedAmount: 99_000 });
    expect(await t.services.charges.findById(authorised.id)).toMatchObject({
      status: 'AUTHORIZED',
      capturedAmount: 0,
    });
    expect((await alertsOf(t)).map((detail) => detail.differences)).toEqual([
      [{ field: 'capturedAmount', expected: 990, received: 99_000 }],
    ]);
  });

  it('keeps a refund PENDING when its webhook reports another refund amount', async () => {
    const { t, fake, assets } = await startChargeApp();
    const debit = (await charge(t, { assetId: assets.sepa, amount: 1500 })).json();
    await gatewayWebhook(t, fake.decide(debit.id, { status: 'SUCCESS' }));
    const refund = (await change(t, debit.id, 'refunds', { amount: 500 })).json();
    const payment = fake.payments.get(debit.id) as GatewayPayment;
    await gatewayWebhook(t, {
      ...payment,
      refunds: (payment.refunds ?? []).map((r) => ({ ...r, amount: 5, status: 'SUCCESS' })),
    });
    const [stored] = await t.services.charges.listRefunds(debit.id);
    expect(stored).toMatchObject({ id: refund.id, amount: 500, status: 'PENDING' });
    expect((await alertsOf(t)).map((detail) => detail.differences)).toEqual([
      [{ field: `refunds[${refund.id}].amount`, expected: 500, received: 5 }],
    ]);
  });
});

/** The mismatch alerts' details, read from the store (these apps have no operator key). */
async function alertsOf(t: TestApp) {
  const rows = await t.db
    .selectFrom('security_alerts')
    .select('detail')
    .where('kind', '=', 'gateway-amount-mismatch')
    .execute();
  return rows.map((row) => JSON.parse(row.detail) as Record<string, unknown>);
}
