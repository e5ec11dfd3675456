import type { LinkTimeline } from '@paypage/contract/linkTimeline';
import { SANDBOX_SAVED_CARDS } from '@paypage/contract/sandboxTestCards';
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { latestPayment } from '../testing/processingHelpers';
import { startTestApp } from '../testing/testApp';
import { DEMO_MERCHANT_ID, PAID_DEMO_LINK } from './demoLinks';
import { seedDemo } from './seedDemo';
import { buildServices } from '../services';

const run = promisify(execFile);
const serverDir = new URL('../..', import.meta.url).pathname;

describe('the demo seed', () => {
  it('creates Demo Shop, one link per status and saved assets, and puts them back on every start', async () => {
    const db = openDatabase({ dataDir: mkdtempSync(join(tmpdir(), 'paypage-seed-')) });
    try {
      await migrateToLatest(db);
      const services = buildServices(db);
      const seed = await seedDemo(services, 'pp_sk_demo_key_for_the_test_0001');
      expect(new Set(seed.links.map((l) => l.status))).toEqual(
        new Set(['VALID', 'CONSUMED', 'EXPIRED', 'INVALIDATED', 'PROCESSING_PAYMENT']),
      );
      expect(
        (await services.merchants.findByApiKey('pp_sk_demo_key_for_the_test_0001'))?.name,
      ).toBe('Demo Shop');

      const valid = seed.links.find((l) => l.status === 'VALID');
      if (!valid) throw new Error('no valid demo link');
      await services.linkStates.move(valid.uuid, 'VALID', 'INVALIDATED');
      const again = await seedDemo(services, 'pp_sk_demo_key_for_the_test_0001');
      expect(again.links).toHaveLength(seed.links.length);
      expect((await services.links.findByUuid(valid.uuid))?.status).toBe('VALID');

      const withAssets = await services.assets.listForConsumer({
        merchantId: DEMO_MERCHANT_ID,
        consumerReference: 'demo-consumer-1',
      });
      expect([
        withAssets.card.length,
        withAssets.sepaDirectDebit.length,
        withAssets.paypal.length,
      ]).toEqual([SANDBOX_SAVED_CARDS.length, 1, 1]);
      // The demo's saved cards pay for real: each holds a card token the sandbox always knows.
      const cards = await Promise.all(
        withAssets.card.map((card) =>
          services.assets.findCard(
            { merchantId: DEMO_MERCHANT_ID, consumerReference: 'demo-consumer-1' },
            card.id,
          ),
        ),
      );
      expect(cards.map((card) => card?.gatewayCardToken).sort()).toEqual(
        SANDBOX_SAVED_CARDS.map((card) => card.token).sort(),
      );
    } finally {
      await db.destroy();
    }
  });
});

describe("the demo's paid link", () => {
  it('was paid: its result page reads a completed card payment, once, however often the demo starts', async () => {
    const t = await startTestApp();
    await seedDemo(t.services, 'pp_sk_demo_key_for_the_test_0002');
    await seedDemo(t.services, 'pp_sk_demo_key_for_the_test_0002');
    const latest = await latestPayment(t, PAID_DEMO_LINK);
    expect(latest.statusCode).toBe(200);
    expect(latest.json()).toMatchObject({
      paymentMethod: 'CARD',
      status: 'COMPLETED',
      linkStatus: 'CONSUMED',
    });
    const payments = await t.services.transactions.listByLink(PAID_DEMO_LINK);
    expect(payments.map((tx) => [tx.status, tx.amount, tx.currency])).toEqual([
      ['COMPLETED', 4990, 'EUR'],
    ]);
    // Its timeline tells the story in order, after a restart too: made, paid by card, paid.
    const timeline = await t.inject({
      method: 'GET',
      url: `/api/v1/payment-links/${PAID_DEMO_LINK}/timeline`,
      headers: { authorization: 'Bearer pp_sk_demo_key_for_the_test_0002' },
    });
    expect(timeline.json<LinkTimeline>().events.map((event) => event.kind)).toEqual([
      'created',
      'attempt',
      'paid',
    ]);
  });
});

describe('npm run link -- create', () => {
  it('prints a new link URL, and explains what is wrong with bad options', async () => {
    const env = {
      ...process.env,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'paypage-cli-')),
      APP_ORIGIN: 'http://pay.test',
    };
    await run(process.execPath, ['--import', 'tsx', 'src/demo/seedCli.ts'], {
      cwd: serverDir,
      env,
    });
    const cli = ['--import', 'tsx', 'src/cli/linkCli.ts', 'create'];
    const { stdout } = await run(
      process.execPath,
      [...cli, '--amount', '1999', '--currency', 'EUR', '--methods', 'CARD,PAYPAL'],
      {
        cwd: serverDir,
        env,
      },
    );
    expect(stdout.trim()).toMatch(/^http:\/\/pay\.test\/uuid\/[0-9a-f-]{36}$/);

    const bad = run(
      process.execPath,
      [...cli, '--amount', 'lots', '--currency', 'USD', '--methods', 'CARD'],
      { cwd: serverDir, env },
    );
    await expect(bad).rejects.toMatchObject({
      stderr: expect.stringMatching(/\/amount[\s\S]*\/currency/),
    });
  }, 30_000);
});
