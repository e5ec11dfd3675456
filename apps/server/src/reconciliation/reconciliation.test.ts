import { describe, expect, it } from 'vitest';
import type { GatewayPayment } from '@paypage/contract/gatewayApi';
import { reconcilePayments } from './reconcilePayments';
import { fakeGateway } from '../testing/fakeGateway';
import { insertPendingTransaction, startTestApp } from '../testing/testApp';

const AT_START = { minAgeS: 0, abandonedAfterS: 60 };

function gatewayPayment(
  id: string,
  reference: string,
  status: GatewayPayment['status'],
  refusalReason?: string,
): GatewayPayment {
  const now = new Date().toISOString();
  return {
    id,
    reference,
    status,
    method: 'IDEAL',
    amount: 1999,
    currency: 'EUR',
    createdAt: now,
    updatedAt: now,
    ...(refusalReason ? { refusalReason } : {}),
  };
}

async function linkInPayment(t: Awaited<ReturnType<typeof startTestApp>>) {
  const { uuid } = await t.createLink({ paymentMethods: ['CARD', 'IDEAL'] });
  await t.services.linkStates.move(uuid, 'VALID', 'PROCESSING_PAYMENT');
  return uuid;
}

describe('reconciliation with the gateway', () => {
  it('settles a payment the gateway finished while we were down, through the settle path, once', async () => {
    const fake = fakeGateway();
    const t = await startTestApp({}, { gateway: fake.gateway });
    await t.db
      .updateTable('merchants')
      .set({ webhook_url: 'https://shop.example/hook', webhook_secret: 's' })
      .execute();
    const uuid = await linkInPayment(t);
    await insertPendingTransaction(t, uuid, {
      id: 'tx_rec00001',
      paymentMethod: 'IDEAL',
      gatewayPaymentId: 'gp_rec00001',
    });
    fake.payments.set('tx_rec00001', gatewayPayment('gp_rec00001', 'tx_rec00001', 'SUCCESS'));

    const reports = await Promise.all(
      [1, 2, 3].map(() =>
        reconcilePayments(t.services, fake.gateway, { now: new Date(), ...AT_START }),
      ),
    );
    expect(reports.reduce((sum, r) => sum + r.settled, 0)).toBeGreaterThanOrEqual(1);
    expect((await t.services.links.findByUuid(uuid))?.status).toBe('CONSUMED');
    expect((await t.services.transactions.findById('tx_rec00001'))?.status).toBe('COMPLETED');
    const hooks = await t.services.merchantWebhooks.listForMerchant(t.merchant.id);
    expect(hooks.filter((h) => h.type === 'transaction.updated')).toHaveLength(1);
  });

  it('finds by its reference a payment whose id we never stored (we crashed mid-call)', async () => {
    const fake = fakeGateway();
    const t = await startTestApp({}, { gateway: fake.gateway });
    const uuid = await linkInPayment(t);
    await insertPendingTransaction(t, uuid, { id: 'tx_rec00002', paymentMethod: 'IDEAL' });
    fake.payments.set('tx_rec00002', gatewayPayment('gp_rec00002', 'tx_rec00002', 'REFUSED'));
    await reconcilePayments(t.services, fake.gateway, { now: new Date(), ...AT_START });
    const tx = await t.services.transactions.findById('tx_rec00002');
    expect(tx).toMatchObject({ status: 'REFUSED', gatewayPaymentId: 'gp_rec00002' });
    expect((await t.services.links.findByUuid(uuid))?.status).toBe('VALID');
  });

  it('gives the link back when the gateway expired the payment and its webhook was lost', async () => {
    const fake = fakeGateway();
    const t = await startTestApp({}, { gateway: fake.gateway });
    await t.db
      .updateTable('merchants')
      .set({ webhook_url: 'https://shop.example/hook', webhook_secret: 's' })
      .execute();
    const uuid = await linkInPayment(t);
    await insertPendingTransaction(t, uuid, {
      id: 'tx_expired0001',
      paymentMethod: 'IDEAL',
      gatewayPaymentId: 'gp_expired0001',
    });
    // The shopper left the bank's page open until its window closed.
    fake.payments.set(
      'tx_expired0001',
      gatewayPayment('gp_expired0001', 'tx_expired0001', 'REFUSED', 'EXPIRED'),
    );
    const report = await reconcilePayments(t.services, fake.gateway, {
      now: new Date(),
      ...AT_START,
    });
    expect(report.settled).toBe(1);
    expect(await t.services.transactions.findById('tx_expired0001')).toMatchObject({
      status: 'REFUSED',
      refusalReason: 'EXPIRED',
    });
    expect((await t.services.links.findByUuid(uuid))?.status).toBe('VALID');
    const hooks = await t.services.merchantWebhooks.listForMerchant(t.merchant.id);
    expect(hooks.filter((h) => h.type === 'transaction.updated')).toHaveLength(1);
  });

  it('reads every open payment, however many stay open in front of an ended one', async () => {
    const fake = fakeGateway();
    const t = await startTestApp({}, { gateway: fake.gateway });
    // More payments still open at the gateway than one page of the reconciler (200) holds,
    // all older than the one that ended: a single page would never reach it.
    const { uuid: waiting } = await t.createLink({ paymentMethods: ['IDEAL'] });
    const long = new Date(Date.now() - 3_600_000).toISOString();
    for (let i = 0; i < 205; i++) {
      const id = `tx_open${String(i).padStart(8, '0')}`;
      await insertPendingTransaction(t, waiting, {
        id,
        paymentMethod: 'IDEAL',
        gatewayPaymentId: `gp_${id}`,
      });
      fake.payments.set(id, gatewayPayment(`gp_${id}`, id, 'PENDING'));
    }
    await t.db.updateTable('transactions').set({ updated_at: long }).execute();
    const uuid = await linkInPayment(t);
    await insertPendingTransaction(t, uuid, {
      id: 'tx_endedlast01',
      paymentMethod: 'IDEAL',
      gatewayPaymentId: 'gp_endedlast01',
    });
    fake.payments.set(
      'tx_endedlast01',
      gatewayPayment('gp_endedlast01', 'tx_endedlast01', 'REFUSED', 'EXPIRED'),
    );
    const report = await reconcilePayments(t.services, fake.gateway, {
      now: new Date(),
      ...AT_START,
    });
    expect(report.settled).toBe(1);
    expect((await t.services.links.findByUuid(uuid))?.status).toBe('VALID');
  });

  it('gives up a payment the gateway never received only after the abandon time', async () => {
    const fake = fakeGateway();
    const t = await startTestApp({}, { gateway: fake.gateway });
    const uuid = await linkInPayment(t);
    await insertPendingTransaction(t, uuid, { id: 'tx_rec00003', paymentMethod: 'IDEAL' });
    await reconcilePayments(t.services, fake.gateway, { now: new Date(), ...AT_START });
    expect((await t.services.links.findByUuid(uuid))?.status).toBe('PROCESSING_PAYMENT');
    const later = new Date(Date.now() + 61_000);
    const report = await reconcilePayments(t.services, fake.gateway, { now: later, ...AT_START });
    expect(report.abandoned).toBe(1);
    expect((await t.services.transactions.findById('tx_rec00003'))?.status).toBe('REFUSED');
    expect((await t.services.links.findByUuid(uuid))?.status).toBe('VALID');
  });

  it('releases a link left in payment without any transaction, after the abandon time', async () => {
    const fake = fakeGateway();
    const t = await startTestApp({}, { gateway: fake.gateway });
    const uuid = await linkInPayment(t);
    const later = new Date(Date.now() + 61_000);
    expect(
      (await reconcilePayments(t.services, fake.gateway, { now: later, ...AT_START })).released,
    ).toBe(1);
    expect((await t.services.links.findByUuid(uuid))?.status).toBe('VALID');
  });

  it('never guesses: a payment with an id the gateway does not know stays open', async () => {
    const fake = fakeGateway();
    const t = await startTestApp({}, { gateway: fake.gateway });
    const uuid = await linkInPayment(t);
    await insertPendingTransaction(t, uuid, {
      id: 'tx_rec00005',
      gatewayPaymentId: 'gp_unknown0005',
    });
    const later = new Date(Date.now() + 3_600_000);
    await reconcilePayments(t.services, fake.gateway, { now: later, ...AT_START });
    expect((await t.services.transactions.findById('tx_rec00005'))?.status).toBe('PENDING');
    expect((await t.services.links.findByUuid(uuid))?.status).toBe('PROCESSING_PAYMENT');
  });
});
