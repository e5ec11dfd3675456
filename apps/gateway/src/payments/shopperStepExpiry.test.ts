import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayPayment, GatewayWebhook } from '@paypage/contract/gatewayApi';
import { expireOverduePayments } from './expiry';
import { SHOPPER_STEP_WINDOWS_S } from './shopperStepWindows';
import { findPaymentById } from './paymentsRepository';
import { listWebhooksOfPayment } from '../webhooks/webhookOutboxRepository';
import { gatewayOfEveryMethod, SHOPPER_STEP_KINDS } from '../testing/shopperStepKinds';
import type { ShopperStepKind } from '../testing/shopperStepKinds';
import { AUTH } from '../testing/testGateway';
import type { TestGateway } from '../testing/testGateway';

const KINDS = SHOPPER_STEP_KINDS.map((kind) => [kind.name, kind] as const);

const windowS = (kind: ShopperStepKind) =>
  typeof kind.window === 'string' ? SHOPPER_STEP_WINDOWS_S[kind.window] : kind.window.askedS;

/** Starts the kind's payment; answers it with when it started and when it runs out. */
async function started(gateway: TestGateway, kind: ShopperStepKind) {
  const before = Date.now();
  const payment = await kind.start(gateway);
  const after = Date.now();
  const stored = await findPaymentById(gateway.db, payment.id);
  if (!stored?.expiresAt) throw new Error(`${kind.name}: no expiry`);
  return { payment, before, after, expiresAt: Date.parse(stored.expiresAt) };
}

const read = async (gateway: TestGateway, id: string) =>
  (
    await gateway.app.inject({ method: 'GET', url: `/v1/payments/${id}`, headers: AUTH })
  ).json<GatewayPayment>();

const lastWebhook = async (gateway: TestGateway, id: string) => {
  const rows = await listWebhooksOfPayment(gateway.db, id);
  return (JSON.parse(rows.at(-1)?.body ?? '{}') as GatewayWebhook).data;
};

describe('every payment that waits on the shopper ends after its window', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await gatewayOfEveryMethod();
  });
  afterAll(() => gateway.close());

  it.each(KINDS)('%s', async (_name, kind) => {
    const { payment, before, after, expiresAt } = await started(gateway, kind);
    expect(payment).toMatchObject({ status: 'PENDING', waitsOnShopper: true });
    // As long as its real provider's window (or the deadline the service asked for).
    const window = windowS(kind) * 1000;
    expect(expiresAt).toBeGreaterThanOrEqual(before + window - 1000);
    expect(expiresAt).toBeLessThanOrEqual(after + window);

    // A fake clock: the sweep's round a moment before the end leaves it open …
    await expireOverduePayments(gateway.db, new Date(expiresAt - 1));
    expect(await read(gateway, payment.id)).toMatchObject({ status: 'PENDING' });
    // … and at the end refuses it, with its webhook.
    await expireOverduePayments(gateway.db, new Date(expiresAt));
    const ended = await lastWebhook(gateway, payment.id);
    expect(ended).toMatchObject({
      id: payment.id,
      status: 'REFUSED',
      refusalReason: kind.refusalReason,
      waitsOnShopper: false,
    });
    expect(ended.action).toBeUndefined();
    expect(await read(gateway, payment.id)).toEqual(ended);
  });
});

describe('SHOPPER_STEP_TIMEOUT_S', () => {
  // Well below every default window, and long enough for a two-step start on a busy machine.
  const OVERRIDE_S = 30;
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await gatewayOfEveryMethod(OVERRIDE_S);
  });
  afterAll(() => gateway.close());

  it.each(KINDS)('cuts the window of %s to its length', async (_name, kind) => {
    const { payment, before, after, expiresAt } = await started(gateway, kind);
    expect(expiresAt).toBeGreaterThanOrEqual(before + OVERRIDE_S * 1000);
    expect(expiresAt).toBeLessThanOrEqual(after + OVERRIDE_S * 1000);
    // What the method shows the shopper (a countdown, a due date) says the same.
    const shownExpiry = Object.entries(payment.details ?? {}).find(([key]) =>
      ['expiresAt', 'agreementExpiresAt', 'dueDate'].includes(key),
    )?.[1];
    if (shownExpiry !== undefined) expect(Date.parse(String(shownExpiry))).toBe(expiresAt);
  });

  it('ends waiting payments through the running sweep, webhook and all (1 s windows)', async () => {
    const quick = await gatewayOfEveryMethod(1);
    const kinds = SHOPPER_STEP_KINDS.filter((kind) =>
      ['a 3-D Secure challenge', 'the IDEAL provider checkout', 'the TRUSTLY bank page'].includes(
        kind.name,
      ),
    );
    const payments = await Promise.all(kinds.map((kind) => kind.start(quick)));
    // Read from the store: a read through the API would refuse it by itself.
    const reasons = async () =>
      Promise.all(
        payments.map(async (p) => (await findPaymentById(quick.db, p.id))?.refusalReason),
      );
    expect(await reasons()).toEqual(kinds.map(() => undefined));
    const sweep = quick.startExpirySweep(100);
    try {
      await expect
        .poll(reasons, { timeout: 10_000, interval: 100 })
        .toEqual(kinds.map(() => 'EXPIRED'));
    } finally {
      await sweep.stop();
    }
    for (const payment of payments) {
      expect(await lastWebhook(quick, payment.id)).toMatchObject({
        status: 'REFUSED',
        refusalReason: 'EXPIRED',
      });
    }
    await quick.close();
  });
});
