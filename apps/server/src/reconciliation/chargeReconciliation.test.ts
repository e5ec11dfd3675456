import { describe, expect, it } from 'vitest';
import type { GatewayPayment } from '@paypage/contract/gatewayApi';
import { GatewayUnavailable } from '../gateway/gateway';
import { reconcilePayments } from './reconcilePayments';
import {
  CONSUMER,
  change,
  charge,
  gatewayWebhook,
  startChargeApp,
  webhookTypes,
} from '../testing/chargeHelpers';

const AT_START = { minAgeS: 0, abandonedAfterS: 60 };
const reconcile = (world: Awaited<ReturnType<typeof startChargeApp>>, now = new Date()) =>
  reconcilePayments(world.t.services, world.fake.gateway, { now, ...AT_START });

/** The provider does what it was asked, and the answer is lost on the way back (an outage). */
function answersLost(world: Awaited<ReturnType<typeof startChargeApp>>, path: RegExp) {
  const gateway = world.fake.gateway;
  const call = gateway.call.bind(gateway);
  gateway.call = async <T>(verb: 'GET' | 'POST', at: string, body?: unknown): Promise<T> => {
    const answer = await call<T>(verb, at, body);
    if (path.test(at)) throw new GatewayUnavailable('the answer was lost');
    return answer;
  };
}

describe('reconciliation of merchant charges, captures and refunds', () => {
  it('settles in one pass a charge whose webhook was lost during an outage', async () => {
    const world = await startChargeApp();
    const { t, fake, assets } = world;
    const debit = (await charge(t, { assetId: assets.sepa, amount: 1500 })).json();
    expect(debit.status).toBe('PENDING');
    // The bank took the debit; the gateway's webhook never reached us.
    fake.decide(debit.id, { status: 'SUCCESS' });

    const report = await reconcile(world);
    expect(report.chargesSettled).toBe(1);
    expect(await t.services.charges.findById(debit.id)).toMatchObject({
      status: 'COMPLETED',
      capturedAmount: 1500,
    });
    expect(await webhookTypes(t)).toEqual(['charge.pending', 'charge.succeeded']);
    // A second pass, and the late webhook, change nothing more.
    expect((await reconcile(world)).chargesSettled).toBe(0);
    await gatewayWebhook(t, fake.payments.get(debit.id) as GatewayPayment);
    expect(await webhookTypes(t)).toEqual(['charge.pending', 'charge.succeeded']);
  });

  it('finds by its reference a charge whose answer was lost before we stored its id', async () => {
    const world = await startChargeApp();
    const { t, fake, assets } = world;
    const create = fake.gateway.createPayment.bind(fake.gateway);
    fake.gateway.createPayment = async (body) => {
      await create(body);
      throw new GatewayUnavailable('the answer was lost');
    };
    const lost = await charge(t, { assetId: assets.card, amount: 700 });
    expect(lost.statusCode).toBe(502);
    const [stored] = await t.db.selectFrom('charges').select('id').execute();
    const chargeId = String(stored?.id);
    expect(await t.services.charges.findById(chargeId)).toMatchObject({
      status: 'PENDING',
      gatewayPaymentId: null,
    });

    await reconcile(world);
    expect(await t.services.charges.findById(chargeId)).toMatchObject({
      status: 'COMPLETED',
      gatewayPaymentId: fake.payments.get(chargeId)?.id,
    });
    expect(await webhookTypes(t)).toEqual(['charge.succeeded']);
  });

  it('settles a capture the provider made while its answer was lost', async () => {
    const world = await startChargeApp();
    const { t, assets } = world;
    const authorised = (await charge(t, { assetId: assets.paypal, capture: 'MANUAL' })).json();
    answersLost(world, /\/capture$/);
    expect((await change(t, authorised.id, 'capture', { amount: 500 })).statusCode).toBe(502);
    expect((await t.services.charges.findById(authorised.id))?.status).toBe('AUTHORIZED');

    const report = await reconcile(world);
    expect(report.chargesSettled).toBe(1);
    expect(await t.services.charges.findById(authorised.id)).toMatchObject({
      status: 'COMPLETED',
      capturedAmount: 500,
      changeAskedAt: null,
    });
    expect(await webhookTypes(t)).toEqual(['charge.succeeded', 'charge.captured']);
  });

  it('stops asking about a capture the provider never made, after the abandon time', async () => {
    const world = await startChargeApp();
    const { t, fake, assets } = world;
    const authorised = (await charge(t, { assetId: assets.paypal, capture: 'MANUAL' })).json();
    const call = fake.gateway.call.bind(fake.gateway);
    fake.gateway.call = async () => {
      throw new GatewayUnavailable('down');
    };
    expect((await change(t, authorised.id, 'capture')).statusCode).toBe(502);
    fake.gateway.call = call;
    await reconcile(world);
    expect((await t.services.charges.findById(authorised.id))?.changeAskedAt).not.toBeNull();
    await reconcile(world, new Date(Date.now() + 61_000));
    expect(await t.services.charges.findById(authorised.id)).toMatchObject({
      status: 'AUTHORIZED',
      changeAskedAt: null,
    });
    // The merchant can still capture it.
    expect((await change(t, authorised.id, 'capture')).json()).toMatchObject({
      status: 'COMPLETED',
    });
  });

  it('settles a refund whose webhook was lost, and one whose answer was lost', async () => {
    const world = await startChargeApp();
    const { t, fake, assets } = world;
    const debit = (await charge(t, { assetId: assets.sepa, amount: 1500 })).json();
    await gatewayWebhook(t, fake.decide(debit.id, { status: 'SUCCESS' }));
    const first = (await change(t, debit.id, 'refunds', { amount: 500 })).json();
    expect(first.status).toBe('PENDING');
    answersLost(world, /\/refunds$/);
    expect((await change(t, debit.id, 'refunds', { amount: 300 })).statusCode).toBe(502);
    // The money of both went back; neither webhook arrived.
    const payment = fake.payments.get(debit.id) as GatewayPayment;
    fake.decide(debit.id, {
      refunds: (payment.refunds ?? []).map((r) => ({ ...r, status: 'SUCCESS' as const })),
    });

    const report = await reconcile(world);
    expect(report.chargesSettled).toBe(1);
    const refunds = await t.services.charges.listRefunds(debit.id);
    expect(refunds.map((r) => [r.amount, r.status])).toEqual([
      [500, 'SUCCEEDED'],
      [300, 'SUCCEEDED'],
    ]);
    // The first one's PENDING and SUCCEEDED; the second one's SUCCEEDED (its 502 told nothing).
    expect((await webhookTypes(t)).filter((type) => type === 'charge.refunded')).toHaveLength(3);
  });

  it('reads every open charge, however many stay open in front of an ended one', async () => {
    const world = await startChargeApp();
    const { t, fake, assets } = world;
    const long = new Date(Date.now() - 3_600_000).toISOString();
    for (let i = 0; i < 205; i++) {
      const id = `ch_open${String(i).padStart(8, '0')}`;
      await t.services.charges.insert({
        id,
        merchantId: t.merchant.id,
        consumerReference: CONSUMER,
        assetId: assets.sepa,
        assetType: 'SEPA_DD',
        paymentMethod: 'SEPA_DD',
        amount: 100,
        currency: 'EUR',
        description: 'Still with the bank',
        merchantReference: null,
        capture: 'AUTOMATIC',
        status: 'PENDING',
        capturedAmount: 0,
        refusalReason: null,
        details: null,
        gatewayPaymentId: `gp_${id}`,
        idempotencyKey: `key-${id}`,
        createdAt: long,
        updatedAt: long,
      });
      const now = new Date().toISOString();
      fake.payments.set(id, {
        ...{ id: `gp_${id}`, reference: id, status: 'PENDING', method: 'SEPA_DD' },
        ...{ amount: 100, currency: 'EUR', createdAt: now, updatedAt: now },
      });
    }
    const debit = (await charge(t, { assetId: assets.sepa, amount: 1500 })).json();
    fake.decide(debit.id, { status: 'REFUSED', refusalReason: 'AM04' });
    const report = await reconcile(world);
    expect(report.chargesSettled).toBe(1);
    expect(await t.services.charges.findById(debit.id)).toMatchObject({
      status: 'REFUSED',
      refusalReason: 'AM04',
    });
  });

  it('applies no gateway read whose amount differs, and alerts the operator once', async () => {
    const world = await startChargeApp();
    const { t, fake, assets } = world;
    const debit = (await charge(t, { assetId: assets.sepa, amount: 1500 })).json();
    fake.decide(debit.id, { status: 'SUCCESS', amount: 15 });
    const report = await reconcile(world);
    await reconcile(world);
    expect(report).toMatchObject({ chargesSettled: 0, mismatched: 1 });
    expect((await t.services.charges.findById(debit.id))?.status).toBe('PENDING');
    const alerts = await t.db
      .selectFrom('security_alerts')
      .select('kind')
      .where('kind', '=', 'gateway-amount-mismatch')
      .execute();
    expect(alerts).toHaveLength(1);
  });
});
