import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER } from '@paypage/contract/headers';
import type { LinkRefund } from '@paypage/contract/linkRefund';
import { GatewayUnavailable } from '../gateway/gateway';
import { gatewayWebhook } from '../testing/chargeHelpers';
import {
  auth,
  change,
  linkPaymentApp,
  merchantTransaction,
  newKey,
  paidLink,
  providerCalls,
  readRefunds,
  webhooks,
} from '../testing/linkPaymentHelpers';
import { linkWithMandate, postTransaction, sepaApp } from '../testing/sepaHelpers';
import { merchantListens, payByCard } from '../testing/processingHelpers';
import { reconcilePayments } from '../reconciliation/reconcilePayments';
import { listLinkPaymentChanges } from './linkPaymentChangesRepository';

describe("merchant API: refunds of a link's payment", () => {
  it('refunds part with a reason, then the rest; the link shows what was taken and given back', async () => {
    const { t } = await linkPaymentApp();
    const paid = await paidLink(t);
    const part = await change(t, paid, 'refunds', { amount: 500, reason: 'Damaged item' });
    expect(part.statusCode).toBe(201);
    expect(part.json()).toEqual({
      id: expect.stringMatching(/^rf_/),
      paymentLinkUuid: paid.uuid,
      transactionId: paid.transactionId,
      amount: 500,
      currency: 'EUR',
      status: 'SUCCEEDED',
      reason: 'Damaged item',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(await merchantTransaction(t, paid)).toMatchObject({
      status: 'COMPLETED',
      capturedAmount: 1999,
      refundedAmount: 500,
    });
    const rest = await change(t, paid, 'refunds');
    expect(rest.json()).toMatchObject({ amount: 1499, reason: null, status: 'SUCCEEDED' });
    const none = await change(t, paid, 'refunds', { amount: 1 });
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({
      errorCode: 'PAYMENT_NOT_REFUNDABLE',
      fields: [{ field: 'params.transactionId' }],
    });
    expect(await merchantTransaction(t, paid)).toMatchObject({ refundedAmount: 1999 });
    const list = (await readRefunds(t, paid)).json<{ refunds: LinkRefund[] }>().refunds;
    expect(list.map((refund) => [refund.amount, refund.reason])).toEqual([
      [500, 'Damaged item'],
      [1499, null],
    ]);
    expect(list[0]).not.toHaveProperty('gatewayRefundId');
    const refunded = (await webhooks(t)).filter((hook) => hook.type === 'payment_link.refunded');
    expect(refunded.map((hook) => hook.data.refund?.amount).sort()).toEqual([1499, 500]);
    expect(refunded[0]?.data).toMatchObject({
      paymentLinkUuid: paid.uuid,
      status: 'CONSUMED',
      transaction: { id: paid.transactionId, capturedAmount: 1999 },
    });
  });

  it('refuses more than is left with 422 naming body.amount, without asking the provider', async () => {
    const { t, fake } = await linkPaymentApp();
    const paid = await paidLink(t);
    await change(t, paid, 'refunds', { amount: 1500 });
    const over = await change(t, paid, 'refunds', { amount: 500 });
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({
      errorCode: 'AMOUNT_EXCEEDS_REMAINING',
      fields: [{ field: 'body.amount', message: expect.stringContaining('499') }],
    });
    expect(providerCalls(fake, 'refunds')).toBe(1);
  });

  it('answers a replayed refund from the store: one refund at the provider', async () => {
    const { t, fake } = await linkPaymentApp();
    const paid = await paidLink(t);
    const key = newKey();
    const first = await change(t, paid, 'refunds', { amount: 250 }, { key });
    const replay = await change(t, paid, 'refunds', { amount: 250 }, { key });
    expect(replay.json()).toEqual(first.json());
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(providerCalls(fake, 'refunds')).toBe(1);
    const other = await change(t, paid, 'refunds', { amount: 260 }, { key });
    expect(other.statusCode).toBe(422);
    expect(other.json().errorCode).toBe('IDEMPOTENCY_KEY_REUSED');
    const noKey = await t.inject({
      method: 'POST',
      url: `/api/v1/payment-links/${paid.uuid}/transactions/${paid.transactionId}/refunds`,
      headers: auth(t.apiKey),
      payload: { amount: 1 },
    });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().fields[0].field).toBe(`headers.${IDEMPOTENCY_HEADER}`);
    expect(await merchantTransaction(t, paid)).toMatchObject({ refundedAmount: 250 });
  });

  it('lets 20 racing refunds give back at most what was taken', async () => {
    const { t, fake } = await linkPaymentApp({ delayMs: 5 });
    const paid = await paidLink(t);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => change(t, paid, 'refunds', { amount: 300 })),
    );
    const made = answers.filter((answer) => answer.statusCode === 201);
    // 1999 holds six refunds of 300; the seventh would give back more than was taken.
    expect(made).toHaveLength(6);
    for (const refused of answers.filter((answer) => answer.statusCode !== 201)) {
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errorCode).toBe('AMOUNT_EXCEEDS_REMAINING');
    }
    // Our own reservation refused the rest: the provider was asked six times, no more.
    expect(providerCalls(fake, 'refunds')).toBe(6);
    const list = (await readRefunds(t, paid)).json<{ refunds: LinkRefund[] }>().refunds;
    expect(list.reduce((sum, refund) => sum + refund.amount, 0)).toBe(1800);
    expect(await merchantTransaction(t, paid)).toMatchObject({ refundedAmount: 1800 });
  });

  it('reserves with one conditional update: of 20 refunds inserted at once, six fit', async () => {
    const { t } = await linkPaymentApp();
    const paid = await paidLink(t);
    const now = new Date().toISOString();
    // Straight at the store, past the route's own reading of what is left: the guard is here.
    const reserved = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.services.linkRefunds.reserve({
          id: `rf_race${String(i).padStart(4, '0')}`,
          paymentLinkUuid: paid.uuid,
          transactionId: paid.transactionId,
          amount: 300,
          currency: 'EUR',
          status: 'PENDING',
          reason: null,
          createdAt: now,
          updatedAt: now,
        }),
      ),
    );
    expect(reserved.filter(Boolean)).toHaveLength(6);
    expect(await t.services.linkRefunds.listByTransaction(paid.transactionId)).toHaveLength(6);
    expect(await merchantTransaction(t, paid)).toMatchObject({ refundedAmount: 1800 });
  });

  it('frees the amount of a refund the provider refuses to make', async () => {
    const { t, fake } = await linkPaymentApp();
    const paid = await paidLink(t);
    // The provider no longer holds the payment as taken (as after a chargeback).
    fake.decide(paid.transactionId, { status: 'REFUSED' });
    const refused = await change(t, paid, 'refunds', { amount: 700 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errorCode).toBe('PAYMENT_NOT_REFUNDABLE');
    expect((await readRefunds(t, paid)).json().refunds).toEqual([]);
    expect(await merchantTransaction(t, paid)).toMatchObject({ refundedAmount: 0 });
  });

  it('answers 502 when the provider is silent; the retry with the same key makes the one refund', async () => {
    const { t, fake } = await linkPaymentApp();
    const paid = await paidLink(t);
    const call = fake.gateway.call.bind(fake.gateway);
    let silent = true;
    fake.gateway.call = async (verb, path, body) => {
      if (silent && path.endsWith('/refunds')) throw new GatewayUnavailable('down');
      return call(verb, path, body);
    };
    const key = newKey();
    const lost = await change(t, paid, 'refunds', { amount: 400 }, { key });
    expect(lost.statusCode).toBe(502);
    expect(await merchantTransaction(t, paid)).toMatchObject({ refundedAmount: 400 });
    silent = false;
    const retried = await change(t, paid, 'refunds', { amount: 400 }, { key });
    expect(retried.statusCode).toBe(201);
    expect(retried.json()).toMatchObject({ amount: 400, status: 'SUCCEEDED' });
    expect((await readRefunds(t, paid)).json().refunds).toHaveLength(1);
    expect(await merchantTransaction(t, paid)).toMatchObject({ refundedAmount: 400 });
  });

  it('refuses a payment not taken: a refused one, and one still open', async () => {
    const { t } = await linkPaymentApp();
    const { uuid } = await t.createLink({ paymentMethods: ['CARD'] });
    const refusedTx = (await payByCard(t, uuid, 'ct_refused_link')).json().transactionId as string;
    const refused = await change(t, { uuid, transactionId: refusedTx }, 'refunds');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      errorCode: 'PAYMENT_NOT_REFUNDABLE',
      message: expect.stringContaining('REFUSED'),
    });
    const openTx = (await payByCard(t, uuid, 'ct_challenge_link')).json().transactionId as string;
    const open = await change(t, { uuid, transactionId: openTx }, 'refunds', { amount: 1 });
    expect(open.statusCode).toBe(409);
    expect(open.json().message).toContain('PENDING');
  });

  it('refunds a SEPA debit as a credit back: PENDING, then SUCCEEDED by the gateway webhook', async () => {
    const { t, fake } = await sepaApp();
    await merchantListens(t);
    const { uuid, mandate } = await linkWithMandate(t);
    const started = await postTransaction(t, uuid, mandate.uuid);
    const transactionId = started.json().transactionId as string;
    const debited = fake.decide(transactionId, { status: 'SUCCESS' });
    expect((await gatewayWebhook(t, debited)).statusCode).toBe(200);
    const paid = { uuid, transactionId };
    const refund = await change(t, paid, 'refunds', { amount: 500, reason: 'Returned' });
    expect(refund.statusCode).toBe(201);
    expect(refund.json()).toMatchObject({ amount: 500, status: 'PENDING' });
    const payment = fake.payments.get(transactionId);
    const credited = fake.decide(transactionId, {
      refunds: (payment?.refunds ?? []).map((r) => ({ ...r, status: 'SUCCESS' as const })),
    });
    const event = `evt_credited${Date.now()}`;
    expect((await gatewayWebhook(t, credited, event)).statusCode).toBe(200);
    // The same word again (a retry, or another event of it) changes and announces nothing.
    await gatewayWebhook(t, credited, event);
    await gatewayWebhook(t, credited);
    expect((await readRefunds(t, paid)).json().refunds).toEqual([
      expect.objectContaining({ amount: 500, status: 'SUCCEEDED', reason: 'Returned' }),
    ]);
    const refunded = (await webhooks(t)).filter((hook) => hook.type === 'payment_link.refunded');
    expect(refunded.map((hook) => hook.data.refund?.status)).toEqual(['PENDING', 'SUCCEEDED']);
  });

  it('lists the link changes for the timeline: each refund with its time, amount and reason', async () => {
    const { t } = await linkPaymentApp();
    const paid = await paidLink(t);
    await change(t, paid, 'refunds', { amount: 100, reason: 'Late delivery' });
    await change(t, paid, 'refunds', { amount: 200 });
    const changes = await listLinkPaymentChanges(t.db, paid.uuid);
    expect(changes).toEqual([
      expect.objectContaining({ kind: 'refunded', amount: 100, reason: 'Late delivery' }),
      expect.objectContaining({ kind: 'refunded', amount: 200, reason: null }),
    ]);
    expect(changes.every((c) => c.transactionId === paid.transactionId)).toBe(true);
    expect(await listLinkPaymentChanges(t.db, (await t.createLink()).uuid)).toEqual([]);
  });

  it("answers 404 for another merchant's link and another link's payment, 400 for a bad id", async () => {
    const { t } = await linkPaymentApp();
    const paid = await paidLink(t);
    const other = await paidLink(t);
    const stranger = await change(t, paid, 'refunds', {}, { apiKey: t.otherApiKey });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toMatchObject({
      errorCode: 'PAYMENT_LINK_NOT_FOUND',
      fields: [{ field: 'params.uuid' }],
    });
    expect((await readRefunds(t, paid, t.otherApiKey)).statusCode).toBe(404);
    const crossed = await change(
      t,
      { uuid: paid.uuid, transactionId: other.transactionId },
      'refunds',
    );
    expect(crossed.statusCode).toBe(404);
    expect(crossed.json()).toMatchObject({
      errorCode: 'TRANSACTION_NOT_FOUND',
      fields: [{ field: 'params.transactionId' }],
    });
    const bad = await change(
      t,
      { uuid: paid.uuid, transactionId: 'ch_notatransaction' },
      'refunds',
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields[0].field).toBe('params.transactionId');
    const unauthenticated = await t.inject({
      method: 'GET',
      url: `/api/v1/payment-links/${paid.uuid}/transactions/${paid.transactionId}/refunds`,
    });
    expect(unauthenticated.statusCode).toBe(401);
    expect(await merchantTransaction(t, other)).toMatchObject({ refundedAmount: 0 });
  });
});

describe("reconciliation of a link's refunds", () => {
  it('reads a SEPA refund whose webhook was lost: SUCCEEDED once, announced once', async () => {
    const { t, fake } = await sepaApp();
    await merchantListens(t);
    const { uuid, mandate } = await linkWithMandate(t);
    const transactionId = (await postTransaction(t, uuid, mandate.uuid)).json()
      .transactionId as string;
    await gatewayWebhook(t, fake.decide(transactionId, { status: 'SUCCESS' }));
    const paid = { uuid, transactionId };
    expect((await change(t, paid, 'refunds', { amount: 300 })).json().status).toBe('PENDING');
    // The credit transfer arrives at the provider; its webhook never reaches us.
    const payment = fake.payments.get(transactionId);
    fake.decide(transactionId, {
      refunds: (payment?.refunds ?? []).map((r) => ({ ...r, status: 'SUCCESS' as const })),
    });
    const options = { now: new Date(), minAgeS: 0, abandonedAfterS: 60 };
    const report = await reconcilePayments(t.services, fake.gateway, options);
    expect(report.linkRefundsSettled).toBe(1);
    expect((await readRefunds(t, paid)).json().refunds).toEqual([
      expect.objectContaining({ status: 'SUCCEEDED' }),
    ]);
    expect((await reconcilePayments(t.services, fake.gateway, options)).linkRefundsSettled).toBe(0);
    const refunded = (await webhooks(t)).filter((hook) => hook.type === 'payment_link.refunded');
    expect(refunded.map((hook) => hook.data.refund?.status)).toEqual(['PENDING', 'SUCCEEDED']);
  });
});
