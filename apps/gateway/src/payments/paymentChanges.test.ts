import { afterEach, describe, expect, it } from 'vitest';
import type { GatewayPayment } from '@paypage/contract/gatewayApi';
import { ensureSandboxSavedCards } from '../methods/card/tokens/sandboxSavedCards';
import { clearDueDebits, REFUND_CREDIT_AFTER_MS } from '../methods/sepaDd/clearDebits';
import { outboxStatuses, sepaGateway } from '../testing/sepaHelpers';
import { AUTH, createPayment, type TestGateway } from '../testing/testGateway';

let gateway: TestGateway;
afterEach(async () => gateway?.close());

/** A merchant's off-session charge of the sandbox's saved Visa: no 3-D Secure, final at once. */
async function cardCharge(transactionType: 'preauth' | 'preauthAndCapture', amount = 1000) {
  return createPayment(gateway, {
    method: 'CARD',
    amount,
    card: { cardToken: 'ct_sandbox_visa_4242', transactionType, initiator: 'MERCHANT' },
  });
}

const post = (path: string, payload: object = {}) =>
  gateway.app.inject({ method: 'POST', url: `/v1/payments/${path}`, headers: AUTH, payload });

async function start() {
  gateway = await sepaGateway();
  await ensureSandboxSavedCards(gateway.db, new Date());
}

describe('gateway: merchant-initiated card payments', () => {
  it('charges a saved card without 3-D Secure, even one whose shopper payments are challenged', async () => {
    await start();
    const payment = await createPayment(gateway, {
      method: 'CARD',
      card: {
        cardToken: 'ct_sandbox_visa_challenge_3220',
        transactionType: 'preauthAndCapture',
        initiator: 'MERCHANT',
      },
    });
    expect(payment.status).toBe('SUCCESS');
    expect(payment.action).toBeUndefined();
    expect((await cardCharge('preauth')).status).toBe('AUTHORISED');
  });
});

describe('gateway: POST /v1/payments/{id}/capture', () => {
  it('captures an authorisation once, for at most what was reserved, with a webhook', async () => {
    await start();
    const payment = await cardCharge('preauth');
    const tooMuch = await post(`${payment.id}/capture`, { amount: 1001 });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().fields[0].field).toBe('/amount');
    const captured = await post(`${payment.id}/capture`, { amount: 800 });
    expect(captured.statusCode).toBe(200);
    expect(captured.json()).toMatchObject({ status: 'SUCCESS', amount: 1000, capturedAmount: 800 });
    // The same capture asked again answers as it stands; another one is a conflict.
    expect((await post(`${payment.id}/capture`, { amount: 800 })).statusCode).toBe(200);
    expect((await post(`${payment.id}/capture`, { amount: 900 })).statusCode).toBe(409);
    expect(await outboxStatuses(gateway, payment.id)).toEqual(['AUTHORISED', 'SUCCESS']);
  });

  it('captures the whole authorisation without an amount; never a payment already taken', async () => {
    await start();
    const payment = await cardCharge('preauth');
    expect((await post(`${payment.id}/capture`)).json().capturedAmount).toBe(1000);
    const taken = await cardCharge('preauthAndCapture');
    expect((await post(`${taken.id}/capture`)).statusCode).toBe(409);
    expect((await post('gp_unknownpayment01/capture')).statusCode).toBe(404);
    expect((await post(`${payment.id}/capture`, { amount: 0 })).statusCode).toBe(400);
  });

  it('lets one of racing captures and voids win', async () => {
    await start();
    const payment = await cardCharge('preauth');
    const answers = await Promise.all([
      post(`${payment.id}/capture`, { amount: 500 }),
      post(`${payment.id}/void`),
      post(`${payment.id}/capture`, { amount: 600 }),
    ]);
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(await outboxStatuses(gateway, payment.id)).toHaveLength(2);
  });
});

describe('gateway: POST /v1/payments/{id}/void', () => {
  it('voids an uncaptured authorisation only', async () => {
    await start();
    const payment = await cardCharge('preauth');
    const voided = await post(`${payment.id}/void`);
    expect(voided.json()).toMatchObject({ status: 'CANCELLED' });
    expect((await post(`${payment.id}/void`)).statusCode).toBe(200);
    expect((await post(`${payment.id}/capture`)).statusCode).toBe(409);
    const captured = await cardCharge('preauth');
    await post(`${captured.id}/capture`);
    expect((await post(`${captured.id}/void`)).statusCode).toBe(409);
    expect(await outboxStatuses(gateway, payment.id)).toEqual(['AUTHORISED', 'CANCELLED']);
  });
});

describe('gateway: POST /v1/payments/{id}/refunds', () => {
  it('refunds in parts summing to at most what was taken, idempotent by reference', async () => {
    await start();
    const payment = await cardCharge('preauth');
    await post(`${payment.id}/capture`, { amount: 700 });
    const first = await post(`${payment.id}/refunds`, { reference: 'rf_one', amount: 300 });
    expect(first.json()).toMatchObject({ refundedAmount: 300 });
    expect(first.json().refunds).toEqual([
      expect.objectContaining({ reference: 'rf_one', amount: 300, status: 'SUCCESS' }),
    ]);
    expect(
      (await post(`${payment.id}/refunds`, { reference: 'rf_one', amount: 300 })).json(),
    ).toMatchObject({ refundedAmount: 300 });
    expect(
      (await post(`${payment.id}/refunds`, { reference: 'rf_one', amount: 301 })).statusCode,
    ).toBe(409);
    const over = await post(`${payment.id}/refunds`, { reference: 'rf_two', amount: 401 });
    expect(over.statusCode).toBe(422);
    expect(over.json().message).toContain('400');
    const rest = await post(`${payment.id}/refunds`, { reference: 'rf_two', amount: 400 });
    expect(rest.json()).toMatchObject({ refundedAmount: 700 });
  });

  it('refunds nothing of an authorisation or a voided one', async () => {
    await start();
    const reserved = await cardCharge('preauth');
    expect(
      (await post(`${reserved.id}/refunds`, { reference: 'rf_x', amount: 1 })).statusCode,
    ).toBe(409);
    await post(`${reserved.id}/void`);
    expect(
      (await post(`${reserved.id}/refunds`, { reference: 'rf_y', amount: 1 })).statusCode,
    ).toBe(409);
  });

  it('lets racing refunds give back at most what was taken', async () => {
    await start();
    const payment = await cardCharge('preauthAndCapture');
    const answers = await Promise.all(
      ['a', 'b', 'c', 'd'].map((r) => post(`${payment.id}/refunds`, { reference: r, amount: 400 })),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(2);
    const stored = await gateway.app.inject({
      method: 'GET',
      url: `/v1/payments/${payment.id}`,
      headers: AUTH,
    });
    expect(stored.json<GatewayPayment>().refundedAmount).toBe(800);
  });

  it('gives a SEPA debit back by credit transfer: PENDING, then SUCCESS with a webhook', async () => {
    await start();
    const debit = await createPayment(gateway, {
      method: 'SEPA_DD',
      amount: 1500,
      details: { mandateId: 'md_sandbox_demo_0001' },
    });
    const now = Date.now();
    await clearDueDebits(gateway.db, new Date(now + 60_000));
    const refund = await post(`${debit.id}/refunds`, { reference: 'rf_sepa', amount: 500 });
    expect(refund.json().refunds[0]).toMatchObject({ status: 'PENDING', amount: 500 });
    await clearDueDebits(gateway.db, new Date(Date.now() + REFUND_CREDIT_AFTER_MS + 1000));
    const stored = await gateway.app.inject({
      method: 'GET',
      url: `/v1/payments/${debit.id}`,
      headers: AUTH,
    });
    expect(stored.json<GatewayPayment>().refunds?.[0]?.status).toBe('SUCCESS');
    const events = (await gateway.db.selectFrom('webhook_outbox').select('body').execute())
      .map((row) => JSON.parse(row.body) as { data: GatewayPayment })
      .filter((event) => event.data.id === debit.id)
      .map((event) => event.data.refunds?.map((r) => r.status).join() ?? event.data.status);
    expect(events).toEqual(['PENDING', 'SUCCESS', 'PENDING', 'SUCCESS']);
  });
});
