import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createPaymentLink } from '../paymentLinks/createPaymentLink';
import { buildServices } from '../services';
import { openDatabase } from './database';
import { migrateToLatest } from './migrate';
import { down, up } from './migrations/037_preview_links';

describe('migration 037', () => {
  it('marks the previews the console made before as previews, never a link someone paid into', async () => {
    const db = openDatabase({ dataDir: mkdtempSync(join(tmpdir(), 'paypage-037-')) });
    await migrateToLatest(db);
    const services = buildServices(db);
    const merchant = await services.merchants.create({
      name: 'Shop',
      paypalMerchantId: null,
      creditor: null,
      theme: {},
      frameAncestors: [],
      webhookUrl: null,
      webhookSecret: null,
    });
    const made = (body: { amount: number; merchantReference: string }) =>
      createPaymentLink(services.links, merchant, {
        ...body,
        currency: 'EUR',
        paymentMethods: ['CARD'],
      });
    const preview = await made({ amount: 2500, merchantReference: 'console-settings-preview' });
    const paid = await made({ amount: 2500, merchantReference: 'console-settings-preview' });
    const order = await made({ amount: 1999, merchantReference: 'console-settings-preview' });
    const now = new Date().toISOString();
    await services.transactions.insert({
      id: 'tx_paid_preview',
      linkUuid: paid.uuid,
      merchantId: merchant.id,
      paymentMethod: 'CARD',
      status: 'COMPLETED',
      amount: 2500,
      currency: 'EUR',
      gatewayPaymentId: null,
      assetId: null,
      details: null,
      refusalReason: null,
      termsAcceptance: { acceptedAt: now, termsUrl: null },
      createdAt: now,
      updatedAt: now,
    });
    await down(db);
    await up(db);
    const flags = await Promise.all(
      [preview, paid, order].map(async (link) => services.links.isPreview(link.uuid)),
    );
    expect(flags).toEqual([true, false, false]);
    await db.destroy();
  });
});
