import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from './db/database';
import { migrateToLatest } from './db/migrate';
import { startPostgresCluster, type PostgresCluster } from './testing/postgresCluster';
import { withinOneRateWindow } from './testing/clockPeriods';
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

// Two service processes on one PostgreSQL, paid through both at once (issue 13 scale-out).
const PORT = Number(process.env.SCALE_OUT_TEST_PORT ?? 18312);
const PG_PORT = Number(process.env.SCALE_OUT_PG_PORT ?? 55400);
const LINKS = 40;
const ATTEMPTS_PER_LINK = 4;
const LINK_LIMIT_PER_MINUTE = 8;

const running: RunningApp[] = [];
let cluster: PostgresCluster | undefined;
let db: Db | undefined;
afterAll(async () => {
  await Promise.all(running.map((app) => app.stop()));
  await db?.destroy();
  cluster?.stop();
});

describe('two instances of the service on one PostgreSQL', () => {
  it('charges each link once, notifies once, and shares idempotency keys and rate limits', async () => {
    cluster = await startPostgresCluster({ port: PG_PORT });
    const dataDir = mkdtempSync(join(tmpdir(), 'paypage-scale-'));
    const receiver = await merchantReceiver();
    db = openDatabase({ dataDir, databaseUrl: cluster.url });
    await migrateToLatest(db);
    const { links } = await seedMerchantWithLinks(db, receiver.url, LINKS + 1);
    const spare = links.pop() as string;
    const [portA, portB, gatewayPort] = [PORT, PORT + 1, PORT + 2];
    running.push(await startGateway({ port: gatewayPort, dataDir, serverPort: portA }));
    const env = { RATE_LIMIT_PER_LINK_PER_MINUTE: String(LINK_LIMIT_PER_MINUTE) };
    const [a, b] = await Promise.all(
      [portA, portB].map((port) =>
        startService({ port, gatewayPort, dataDir, databaseUrl: cluster?.url, env }),
      ),
    );
    running.push(a as RunningApp, b as RunningApp);
    const instances = [a as RunningApp, b as RunningApp];

    // Every link is paid several times at once through both instances; half of the attempts
    // of every fourth link reuse one Idempotency-Key across the two instances.
    let sent = 0;
    const answers = await Promise.all(
      links.flatMap((uuid, index) =>
        Array.from({ length: ATTEMPTS_PER_LINK }, (_, attempt) => {
          sent++;
          const instance = instances[attempt % 2] as RunningApp;
          const sharedKey = index % 4 === 0 && attempt < 2;
          const card = index % 5 === 0 ? 'ct_sandbox_visa_challenge_3220' : 'ct_sandbox_visa_4242';
          return payByCard(
            instance.url,
            uuid,
            card,
            sharedKey ? `shared-${uuid}` : `k-${uuid}-${attempt}`,
          );
        }),
      ),
    );
    const statuses = answers.map((answer) => ('status' in answer ? answer.status : 0));
    // Challenges completed by shoppers at the gateway; its webhooks go to instance A only.
    for (const id of pendingGatewayPayments(dataDir)) {
      await fetch(`http://127.0.0.1:${gatewayPort}/v1/sandbox/payments/${id}/settle`, {
        method: 'POST',
        headers: { authorization: `Bearer ${GATEWAY_API_KEY}`, 'content-type': 'application/json' },
        body: JSON.stringify({ status: 'SUCCESS' }),
      });
    }
    await waitUntil('every link paid and every merchant webhook delivered', async () => {
      const counts = await ledger(db as Db, dataDir, receiver.received, links);
      return counts.consumed === LINKS && counts.stuck === 0 && counts.unnotified === 0;
    });
    const counts = await ledger(db, dataDir, receiver.received, links);
    const redelivered = receiver.received.length - new Set(receiver.received.map((e) => e.id)).size;

    // The per-link limit is counted in the database: both instances together allow it once.
    const visits: number[] = [];
    await withinOneRateWindow();
    for (let i = 0; i < LINK_LIMIT_PER_MINUTE + 2; i++) {
      const instance = instances[i % 2] as RunningApp;
      visits.push((await fetch(`${instance.url}/public/payment-link/uuid/${spare}`)).status);
    }
    console.log(
      `scale-out test: payments sent ${sent} through 2 instances for ${LINKS} links ` +
        `(200: ${statuses.filter((s) => s === 200).length}, 409: ${statuses.filter((s) => s === 409).length}, ` +
        `other: ${statuses.filter((s) => s !== 200 && s !== 409).length}), charged ${counts.charged}, ` +
        `lost ${counts.lost}, doubled ${counts.doubled}, merchant notified twice ${counts.notifiedTwice}, ` +
        `webhook deliveries duplicated ${redelivered}, shared link limit ${visits.join(',')}`,
    );
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    expect(counts).toMatchObject({
      charged: LINKS,
      lost: 0,
      doubled: 0,
      stuck: 0,
      notifiedTwice: 0,
    });
    expect(redelivered).toBe(0);
    expect(visits.filter((status) => status === 200)).toHaveLength(LINK_LIMIT_PER_MINUTE);
    expect(visits.slice(LINK_LIMIT_PER_MINUTE)).toEqual([429, 429]);
    await receiver.close();
  }, 300_000);
});
