import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { ledger, pendingGatewayPayments } from './testing/processes/moneyLedger';
import {
  GATEWAY_API_KEY,
  merchantReceiver,
  payByCard,
  startGateway,
  startService,
  waitUntil,
  type RunningApp,
} from './testing/processes/runningApps';
import { seedMerchantWithLinks } from './testing/processes/seedMerchant';

// kill -9 of the service in the middle of a stream of card payments, with real processes (the
// service, the sandbox gateway, a merchant endpoint), SQLite as `npm start` runs it.
const PORT = Number(process.env.CRASH_TEST_PORT ?? 18310);
const LINKS = 60;
const CONCURRENCY = 6;
const FRICTIONLESS = 'ct_sandbox_visa_4242';
const CHALLENGE = 'ct_sandbox_visa_challenge_3220';

const running: RunningApp[] = [];
afterAll(async () => {
  await Promise.all(running.map((app) => app.stop()));
});

describe('a crash of the service during payments', () => {
  it('loses no payment, doubles none, leaves no link in payment, notifies once per event', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'paypage-crash-'));
    const receiver = await merchantReceiver();
    const db = openDatabase({ dataDir });
    await migrateToLatest(db);
    const { links } = await seedMerchantWithLinks(db, receiver.url, LINKS);
    const gateway = await startGateway({ port: PORT + 1, dataDir, serverPort: PORT });
    running.push(gateway);
    let service = await startService({ port: PORT, gatewayPort: PORT + 1, dataDir });
    running.push(service);

    // The stream: every third link pays with a card that waits for its 3-D Secure challenge.
    let sent = 0;
    let answered = 0;
    let failed = 0;
    let next = 0;
    let crashed: Promise<void> | undefined;
    const cutOff: { uuid: string; card: string }[] = [];
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < links.length) {
          const index = next++;
          const uuid = links[index] as string;
          sent++;
          const card = index % 3 === 0 ? CHALLENGE : FRICTIONLESS;
          const answer = await payByCard(service.url, uuid, card, `crash-${uuid}`);
          if ('error' in answer) {
            failed++;
            cutOff.push({ uuid, card });
          } else answered++;
          // Crash a third of the way in, while other payments are in flight.
          if (index === Math.floor(links.length / 3)) crashed = service.crash();
        }
      }),
    );
    await crashed;

    // While the service is down, shoppers finish their challenges at the gateway.
    const pending = pendingGatewayPayments(dataDir);
    for (const id of pending) {
      const settled = await fetch(`${gateway.url}/v1/sandbox/payments/${id}/settle`, {
        method: 'POST',
        headers: { authorization: `Bearer ${GATEWAY_API_KEY}`, 'content-type': 'application/json' },
        body: JSON.stringify({ status: 'SUCCESS' }),
      });
      expect(settled.status).toBe(200);
    }

    service = await startService({ port: PORT, gatewayPort: PORT + 1, dataDir });
    running.push(service);
    // Shoppers whose payment was cut off try again with the same Idempotency-Key.
    const retries = await Promise.all(
      cutOff.map(({ uuid, card }) => payByCard(service.url, uuid, card, `crash-${uuid}`)),
    );
    const retryStatuses = retries.map((answer) => ('status' in answer ? answer.status : 0));
    for (const id of pendingGatewayPayments(dataDir)) {
      await fetch(`${gateway.url}/v1/sandbox/payments/${id}/settle`, {
        method: 'POST',
        headers: { authorization: `Bearer ${GATEWAY_API_KEY}`, 'content-type': 'application/json' },
        body: JSON.stringify({ status: 'SUCCESS' }),
      });
    }
    await waitUntil(
      'every charge reaches its link and the merchant, no link left in payment',
      async () => {
        const counts = await ledger(db, dataDir, receiver.received, links);
        return counts.stuck === 0 && counts.lost === 0 && counts.unnotified === 0;
      },
    );
    const counts = await ledger(db, dataDir, receiver.received, links);
    const redelivered = receiver.received.length - new Set(receiver.received.map((e) => e.id)).size;
    console.log(
      `crash test: payments sent ${sent} (answered ${answered}, cut off by the crash ${failed}), ` +
        `settled at the gateway while down ${pending.length}, retried after the restart ` +
        `${retries.length} (paid ${retryStatuses.filter((s) => s === 200).length}, ` +
        `409 ${retryStatuses.filter((s) => s === 409).length}), charged ${counts.charged}, ` +
        `lost ${counts.lost}, doubled ${counts.doubled}, links stuck in payment ${counts.stuck}, ` +
        `merchant notified twice ${counts.notifiedTwice}, same event redelivered ${redelivered}`,
    );
    expect(sent).toBe(LINKS);
    expect(failed).toBeGreaterThan(0);
    expect(counts.charged).toBeGreaterThan(answered);
    expect(retryStatuses.every((status) => status === 200 || status === 409)).toBe(true);
    expect(counts).toMatchObject({
      lost: 0,
      doubled: 0,
      stuck: 0,
      unnotified: 0,
      notifiedTwice: 0,
    });
    expect(counts.consumed).toBe(counts.charged);
    await db.destroy();
    await receiver.close();
  }, 300_000);
});
