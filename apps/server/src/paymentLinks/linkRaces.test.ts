import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER } from '@paypage/contract/headers';
import { fakeGateway } from '../testing/fakeGateway';
import { accepted, startTestApp, TEST_DEVICE, type TestApp } from '../testing/testApp';

let counter = 0;

const pay = (t: TestApp, uuid: string, cardToken: string) =>
  t.inject({
    method: 'POST',
    url: `/public/payment-link/${uuid}/transaction`,
    headers: { [IDEMPOTENCY_HEADER]: `race-${Date.now()}-${counter++}` },
    payload: {
      ...accepted(),
      payment: { asset: { type: 'CARD', cardToken } },
      deviceInformation: TEST_DEVICE,
    },
  });

/** What the shopper's page and the merchant API say about a link, and what the gateway charged. */
async function truths(t: TestApp, uuid: string, charges: () => number) {
  const shopper = (
    await t.inject({ method: 'GET', url: `/public/payment-link/uuid/${uuid}` })
  ).json();
  const merchant = (
    await t.inject({
      method: 'GET',
      url: `/api/v1/payment-links/${uuid}`,
      headers: { authorization: `Bearer ${t.apiKey}` },
    })
  ).json();
  const paid = merchant.transactions.filter((tx: { status: string }) => tx.status === 'COMPLETED');
  return {
    shopper: shopper.status,
    merchant: merchant.status,
    paid: paid.length,
    charges: charges(),
  };
}

describe('expiry and invalidation racing a payment: both sides see the same truth', () => {
  it('invalidation against a payment: exactly one wins, and everyone agrees which', async () => {
    const fake = fakeGateway({ delayMs: 3 });
    const t = await startTestApp({ rateLimitPerMinute: 0 }, { gateway: fake.gateway });
    const outcomes = { paid: 0, invalidated: 0 };
    // At least 20 rounds, and more (up to 100) until both orders have happened on this machine.
    for (let round = 0; round < 100; round++) {
      if (round >= 20 && outcomes.paid > 0 && outcomes.invalidated > 0) break;
      const { uuid } = await t.createLink();
      const invalidate = () =>
        t.inject({
          method: 'POST',
          url: `/api/v1/payment-links/${uuid}/invalidate`,
          headers: { authorization: `Bearer ${t.apiKey}` },
        });
      // A varying head start for whichever starts first, taking turns, so that either side can
      // win. (With the head start always the payment's, a busy CI machine saw the payment win
      // all 100 rounds.)
      const after = <T>(start: () => Promise<T>) =>
        new Promise((resolve) => setTimeout(resolve, (round % 10) * 2)).then(start);
      const [payment, invalidation] =
        round % 2 === 0
          ? await Promise.all([pay(t, uuid, 'ct_frictionless_1'), after(invalidate)])
          : await Promise.all([invalidate(), after(() => pay(t, uuid, 'ct_frictionless_1'))]).then(
              ([i, p]) => [p, i],
            );
      if (!payment || !invalidation) throw new Error('both requests answer');
      const chargesOfLink = () =>
        fake.calls.payments.filter(
          (p) => p.reference && payment.json().transactionId === p.reference,
        ).length;
      const truth = await truths(t, uuid, chargesOfLink);
      expect(truth.shopper).toBe(truth.merchant);
      if (payment.statusCode === 200) {
        outcomes.paid++;
        expect(payment.json().status).toBe('COMPLETED');
        expect(invalidation.statusCode).toBe(409);
        expect(truth).toMatchObject({ merchant: 'CONSUMED', paid: 1, charges: 1 });
      } else {
        outcomes.invalidated++;
        expect(payment.json().errorCode).toBe('PAYMENT_LINK_INVALIDATED');
        expect(invalidation.statusCode).toBe(200);
        expect(truth).toMatchObject({ merchant: 'INVALIDATED', paid: 0 });
      }
    }
    console.log(
      `invalidation race: ${outcomes.paid} paid first, ${outcomes.invalidated} invalidated first`,
    );
    expect(outcomes.paid + outcomes.invalidated).toBeGreaterThanOrEqual(20);
    expect(outcomes.paid).toBeGreaterThan(0);
    expect(outcomes.invalidated).toBeGreaterThan(0);
  });

  /** Pays, and moves the link's expiry into the past while the gateway is still answering. */
  async function payWhileExpiring(t: TestApp, cardToken: string) {
    const { uuid } = await t.createLink({
      expirationDate: new Date(Date.now() + 3_600_000).toISOString(),
    });
    const payment = pay(t, uuid, cardToken);
    const deadline = Date.now() + 30_000;
    while ((await t.services.links.findByUuid(uuid))?.status !== 'PROCESSING_PAYMENT') {
      if (Date.now() > deadline) throw new Error('the payment never started');
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await t.db
      .updateTable('payment_links')
      .set({ expiration_date: new Date(Date.now() - 1_000).toISOString() })
      .where('uuid', '=', uuid)
      .execute();
    return { uuid, payment: await payment };
  }

  it('a payment that started before the expiry finishes it: paid for both sides', async () => {
    const fake = fakeGateway({ delayMs: 300 });
    const t = await startTestApp({}, { gateway: fake.gateway });
    const { uuid, payment } = await payWhileExpiring(t, 'ct_frictionless_2');
    expect(payment.json().status).toBe('COMPLETED');
    expect(await truths(t, uuid, () => fake.calls.createPayment)).toEqual({
      shopper: 'CONSUMED',
      merchant: 'CONSUMED',
      paid: 1,
      charges: 1,
    });
  });

  it('a refused payment that ends after the expiry leaves the link expired for both sides', async () => {
    const fake = fakeGateway({ delayMs: 300 });
    const t = await startTestApp({}, { gateway: fake.gateway });
    const { uuid, payment } = await payWhileExpiring(t, 'ct_refused_3');
    expect(payment.json().status).toBe('REFUSED');
    const truth = await truths(t, uuid, () => fake.calls.createPayment);
    expect(truth).toEqual({ shopper: 'EXPIRED', merchant: 'EXPIRED', paid: 0, charges: 1 });
    const retry = await pay(t, uuid, 'ct_frictionless_3');
    expect(retry.json().errorCode).toBe('PAYMENT_LINK_EXPIRED');
  });
});
