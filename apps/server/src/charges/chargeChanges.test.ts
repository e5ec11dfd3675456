import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER } from '@paypage/contract/headers';
import {
  auth,
  change,
  charge,
  gatewayWebhook,
  newKey,
  startChargeApp,
  webhookTypes,
} from '../testing/chargeHelpers';

async function authorised(options: Parameters<typeof startChargeApp>[0] = {}) {
  const world = await startChargeApp(options);
  const response = await charge(world.t, { assetId: world.assets.paypal, capture: 'MANUAL' });
  expect(response.json()).toMatchObject({ status: 'AUTHORIZED', capturedAmount: 0 });
  return { ...world, chargeId: response.json().id as string };
}

async function completed() {
  const world = await startChargeApp();
  const response = await charge(world.t, { assetId: world.assets.card, amount: 1000 });
  return { ...world, chargeId: response.json().id as string };
}

describe('merchant API: POST /api/v1/charges/{chargeId}/capture', () => {
  it('captures part of an authorisation once; the merchant hears charge.captured', async () => {
    const { t, fake, chargeId } = await authorised();
    expect(fake.calls.payments[0]?.details?.transactionType).toBe('preauth');
    const captured = await change(t, chargeId, 'capture', { amount: 500 });
    expect(captured.statusCode).toBe(200);
    expect(captured.json()).toMatchObject({
      status: 'COMPLETED',
      amount: 990,
      capturedAmount: 500,
    });
    const again = await change(t, chargeId, 'capture', {});
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      errorCode: 'CHARGE_STATE_CONFLICT',
      fields: [{ field: 'params.chargeId' }],
    });
    expect(await webhookTypes(t)).toEqual(['charge.succeeded', 'charge.captured']);
  });

  it('captures the whole amount without a body, and a replay of its key calls nobody', async () => {
    const { t, fake, chargeId } = await authorised();
    const key = newKey();
    const request = {
      method: 'POST' as const,
      url: `/api/v1/charges/${chargeId}/capture`,
      headers: { ...auth(t.apiKey), [IDEMPOTENCY_HEADER]: key },
    };
    const first = await t.inject(request);
    const replay = await t.inject(request);
    expect(first.json()).toMatchObject({ status: 'COMPLETED', capturedAmount: 990 });
    expect(replay.json()).toEqual(first.json());
    expect(fake.calls.other.filter((call) => call.path.endsWith('/capture'))).toHaveLength(1);
  });

  it('refuses more than was authorised with 422 naming body.amount', async () => {
    const { t, chargeId } = await authorised();
    const response = await change(t, chargeId, 'capture', { amount: 991 });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      errorCode: 'AMOUNT_EXCEEDS_REMAINING',
      fields: [{ field: 'body.amount' }],
    });
  });

  it('refuses a capture without a key, with a bad amount, or of a completed charge', async () => {
    const { t, chargeId: done } = await completed();
    const noKey = await t.inject({
      method: 'POST',
      url: `/api/v1/charges/${done}/capture`,
      headers: auth(t.apiKey),
    });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().fields[0].field).toBe('headers.idempotency-key');
    const bad = await change(t, done, 'capture', { amount: -1, extra: true });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .fields.map((f: { field: string }) => f.field)
        .sort(),
    ).toEqual(['body.amount', 'body.extra']);
    const taken = await change(t, done, 'capture');
    expect(taken.statusCode).toBe(409);
  });
});

describe('merchant API: POST /api/v1/charges/{chargeId}/void', () => {
  it('voids an authorisation once; then neither void nor capture', async () => {
    const { t, chargeId } = await authorised();
    const voided = await change(t, chargeId, 'void');
    expect(voided.statusCode).toBe(200);
    expect(voided.json()).toMatchObject({ status: 'VOIDED', capturedAmount: 0 });
    expect((await change(t, chargeId, 'void')).statusCode).toBe(409);
    expect((await change(t, chargeId, 'capture')).statusCode).toBe(409);
    expect((await change(t, chargeId, 'refunds')).statusCode).toBe(409);
    expect(await webhookTypes(t)).toEqual(['charge.succeeded', 'charge.voided']);
  });

  it('refuses to void a completed charge', async () => {
    const { t, chargeId } = await completed();
    const response = await change(t, chargeId, 'void');
    expect(response.statusCode).toBe(409);
    expect(response.json().errorCode).toBe('CHARGE_STATE_CONFLICT');
  });

  it('lets only one of a racing capture and void win', async () => {
    const { t, chargeId } = await authorised({ delayMs: 50 });
    const [capture, release] = await Promise.all([
      change(t, chargeId, 'capture'),
      change(t, chargeId, 'void'),
    ]);
    expect([capture.statusCode, release.statusCode].sort()).toEqual([200, 409]);
    const read = await t.inject({
      method: 'GET',
      url: `/api/v1/charges/${chargeId}`,
      headers: auth(t.apiKey),
    });
    expect(['COMPLETED', 'VOIDED']).toContain(read.json().status);
  });
});

describe('merchant API: refunds', () => {
  it('refunds in part, then the rest without an amount; then nothing is left', async () => {
    const { t, chargeId } = await completed();
    const part = await change(t, chargeId, 'refunds', { amount: 300, reason: 'Damaged item' });
    expect(part.statusCode).toBe(201);
    expect(part.json()).toMatchObject({
      chargeId,
      amount: 300,
      currency: 'EUR',
      status: 'SUCCEEDED',
      reason: 'Damaged item',
    });
    const rest = await change(t, chargeId, 'refunds');
    expect(rest.json()).toMatchObject({ amount: 700, status: 'SUCCEEDED', reason: null });
    const none = await change(t, chargeId, 'refunds', { amount: 1 });
    expect(none.statusCode).toBe(409);
    const read = await t.inject({
      method: 'GET',
      url: `/api/v1/charges/${chargeId}`,
      headers: auth(t.apiKey),
    });
    expect(read.json()).toMatchObject({ capturedAmount: 1000, refundedAmount: 1000 });
    const list = await t.inject({
      method: 'GET',
      url: `/api/v1/charges/${chargeId}/refunds`,
      headers: auth(t.apiKey),
    });
    expect(list.json().refunds.map((r: { amount: number }) => r.amount)).toEqual([300, 700]);
    expect(await webhookTypes(t)).toEqual([
      'charge.succeeded',
      'charge.refunded',
      'charge.refunded',
    ]);
  });

  it('refuses a refund over what is left with 422 naming body.amount', async () => {
    const { t, fake, chargeId } = await completed();
    await change(t, chargeId, 'refunds', { amount: 600 });
    const over = await change(t, chargeId, 'refunds', { amount: 401 });
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({
      errorCode: 'AMOUNT_EXCEEDS_REMAINING',
      fields: [{ field: 'body.amount', message: expect.stringContaining('400') }],
    });
    expect(fake.calls.other.filter((call) => call.path.endsWith('/refunds'))).toHaveLength(1);
  });

  it('answers a replayed refund from the store: one refund at the provider', async () => {
    const { t, fake, chargeId } = await completed();
    const key = newKey();
    const first = await change(t, chargeId, 'refunds', { amount: 250 }, key);
    const replay = await change(t, chargeId, 'refunds', { amount: 250 }, key);
    expect(replay.json()).toEqual(first.json());
    expect(fake.calls.other.filter((call) => call.path.endsWith('/refunds'))).toHaveLength(1);
    const other = await change(t, chargeId, 'refunds', { amount: 260 }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json().errorCode).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('lets racing refunds of the whole amount make one refund', async () => {
    const { t, chargeId } = await completed();
    const answers = await Promise.all([
      change(t, chargeId, 'refunds'),
      change(t, chargeId, 'refunds'),
      change(t, chargeId, 'refunds', { amount: 1000 }),
    ]);
    const made = answers.filter((answer) => answer.statusCode === 201);
    expect(made.length).toBeGreaterThanOrEqual(1);
    const list = await t.inject({
      method: 'GET',
      url: `/api/v1/charges/${chargeId}/refunds`,
      headers: auth(t.apiKey),
    });
    const total = list
      .json()
      .refunds.reduce((sum: number, r: { amount: number }) => sum + r.amount, 0);
    expect(total).toBe(1000);
    for (const answer of answers.filter((a) => a.statusCode !== 201)) {
      expect([409, 422]).toContain(answer.statusCode);
    }
  });

  it('refunds a SEPA debit as a credit back: PENDING, then SUCCEEDED by webhook', async () => {
    const { t, fake, assets } = await startChargeApp();
    const debit = (await charge(t, { assetId: assets.sepa, amount: 1500 })).json();
    const settled = fake.decide(debit.id, { status: 'SUCCESS' });
    expect((await gatewayWebhook(t, settled)).statusCode).toBe(200);
    const refund = await change(t, debit.id, 'refunds', { amount: 500 });
    expect(refund.json()).toMatchObject({ amount: 500, status: 'PENDING' });
    const payment = fake.payments.get(debit.id);
    const credited = fake.decide(debit.id, {
      refunds: (payment?.refunds ?? []).map((r) => ({ ...r, status: 'SUCCESS' as const })),
    });
    await gatewayWebhook(t, credited);
    await gatewayWebhook(t, credited);
    const list = await t.inject({
      method: 'GET',
      url: `/api/v1/charges/${debit.id}/refunds`,
      headers: auth(t.apiKey),
    });
    expect(list.json().refunds).toEqual([expect.objectContaining({ status: 'SUCCEEDED' })]);
    expect(await webhookTypes(t)).toEqual([
      'charge.pending',
      'charge.succeeded',
      'charge.refunded',
      'charge.refunded',
    ]);
  });
});

describe('merchant API: GET /api/v1/charges/{chargeId}', () => {
  it("answers 404 for another merchant's charge and an unknown one, 400 for a bad id", async () => {
    const { t, chargeId } = await completed();
    for (const [key, id, status] of [
      [t.otherApiKey, chargeId, 404],
      [t.apiKey, 'ch_doesnotexist0001', 404],
      [t.apiKey, 'tx_notacharge0001', 400],
    ] as const) {
      for (const url of [`/api/v1/charges/${id}`, `/api/v1/charges/${id}/refunds`]) {
        const response = await t.inject({ method: 'GET', url, headers: auth(key) });
        expect(response.statusCode).toBe(status);
        expect(response.json().fields[0].field).toBe('params.chargeId');
      }
    }
    const otherCapture = await t.inject({
      method: 'POST',
      url: `/api/v1/charges/${chargeId}/refunds`,
      headers: { ...auth(t.otherApiKey), [IDEMPOTENCY_HEADER]: newKey() },
    });
    expect(otherCapture.statusCode).toBe(404);
    expect(otherCapture.json().errorCode).toBe('CHARGE_NOT_FOUND');
  });
});
