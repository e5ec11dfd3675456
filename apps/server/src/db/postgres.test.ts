import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signWebhook } from '@paypage/contract/webhookSignature';
import { reconcilePayments } from '../reconciliation/reconcilePayments';
import { consoleSession, consoleUrl } from '../testing/consoleHelpers';
import { fakeGateway } from '../testing/fakeGateway';
import { listLinkPaymentChanges } from '../linkPayments/linkPaymentChangesRepository';
import { change, merchantTransaction, paidLink } from '../testing/linkPaymentHelpers';
import { startPostgresCluster, type PostgresCluster } from '../testing/postgresCluster';
import { cancel, payByCard } from '../testing/processingHelpers';
import { withinOneRateWindow } from '../testing/clockPeriods';
import { insertPendingTransaction, startTestApp, WEBHOOK_SECRET } from '../testing/testApp';

// The same repositories on PostgreSQL: DATABASE_URL must change the store, not the behaviour.
let cluster: PostgresCluster;
beforeAll(async () => {
  cluster = await startPostgresCluster();
}, 60_000);
afterAll(() => cluster?.stop());

describe('on PostgreSQL', () => {
  it('migrates, creates, reads, invalidates and lists assets as on SQLite', async () => {
    const t = await startTestApp({}, { databaseUrl: cluster.url });
    const { uuid } = await t.createLink({
      consumerReference: 'pg-consumer',
      amount: 99_000_000_000,
    });
    const info = await t.inject({
      method: 'GET',
      url: `/public/payment-link/uuid/${uuid}`,
      headers: { 'x-paypage-link-visit': 'true' },
    });
    expect(info.json()).toMatchObject({
      uuid,
      amount: 99_000_000_000,
      status: 'VALID',
      merchantName: 'Test Shop',
    });
    const assets = await t.inject({ method: 'GET', url: `/public/payment-link/${uuid}/assets` });
    expect(assets.json()).toEqual({ card: [], sepaDirectDebit: [], paypal: [] });
    const invalidated = await t.inject({
      method: 'POST',
      url: `/api/v1/payment-links/${uuid}/invalidate`,
      headers: { authorization: `Bearer ${t.apiKey}` },
    });
    expect(invalidated.json().status).toBe('INVALIDATED');
    await t.visits.flush();
    expect(await t.services.events.listForLink(uuid, 'link_visit')).toHaveLength(1);
  });

  it('lets exactly one of 50 concurrent transitions win across a connection pool', async () => {
    const t = await startTestApp({}, { databaseUrl: cluster.url });
    const { uuid } = await t.createLink();
    const attempts = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.services.linkStates.move(uuid, 'VALID', 'PROCESSING_PAYMENT'),
      ),
    );
    expect(attempts.filter(Boolean)).toHaveLength(1);
  });

  it('applies a webhook delivered twice at the same moment only once', async () => {
    const t = await startTestApp({}, { databaseUrl: cluster.url });
    const { uuid } = await t.createLink();
    await t.services.linkStates.move(uuid, 'VALID', 'PROCESSING_PAYMENT');
    const now = new Date().toISOString();
    await insertPendingTransaction(t, uuid, {
      id: 'tx_pg0001',
      paymentMethod: 'IDEAL',
      gatewayPaymentId: 'gp_pg00000001',
    });
    const raw = JSON.stringify({
      id: 'evt_pg00000001',
      type: 'payment.updated',
      createdAt: now,
      data: {
        id: 'gp_pg00000001',
        reference: 'tx_pg0001',
        status: 'SUCCESS',
        method: 'IDEAL',
        amount: 1999,
        currency: 'EUR',
        createdAt: now,
        updatedAt: now,
      },
    });
    const signature = signWebhook(WEBHOOK_SECRET, raw, Math.floor(Date.now() / 1000));
    const send = () =>
      t.inject({
        method: 'POST',
        url: '/webhooks/gateway',
        headers: { 'content-type': 'application/json', 'paypage-signature': signature },
        payload: raw,
      });
    const responses = await Promise.all([send(), send(), send()]);
    const outcomes = responses.map((r) => r.statusCode === 200 && r.json().duplicate);
    expect(outcomes.filter((duplicate) => duplicate === false)).toHaveLength(1);
    expect((await t.services.links.findByUuid(uuid))?.status).toBe('CONSUMED');
  });

  it('keeps the terms accepted, cancels a waiting payment and reconciles as on SQLite', async () => {
    const fake = fakeGateway();
    const t = await startTestApp({}, { databaseUrl: cluster.url, gateway: fake.gateway });
    const { uuid } = await t.createLink();
    const { transactionId } = (await payByCard(t, uuid, 'ct_challenge_pg01')).json();
    const cancelled = await cancel(t, uuid, transactionId);
    expect(cancelled.json()).toMatchObject({ status: 'REFUSED', linkStatus: 'VALID' });
    const stored = await t.services.transactions.findById(transactionId);
    expect(stored?.termsAcceptance).toEqual({ acceptedAt: stored?.createdAt, termsUrl: null });

    // A page of open payments after a cursor, and a link in payment with none open.
    const waiting = await t.createLink();
    for (const id of ['tx_pgopen0001', 'tx_pgopen0002', 'tx_pgopen0003']) {
      await insertPendingTransaction(t, waiting.uuid, { id, gatewayPaymentId: `gp_${id}` });
    }
    const [first, ...rest] = await t.services.transactions.listPendingSince(
      new Date().toISOString(),
      10,
    );
    const after = await t.services.transactions.listPendingSince(
      new Date().toISOString(),
      10,
      first,
    );
    expect(after.map((tx) => tx.id)).toEqual(rest.map((tx) => tx.id));
    const stuck = await t.createLink();
    await t.services.linkStates.move(stuck.uuid, 'VALID', 'PROCESSING_PAYMENT');
    const later = new Date(Date.now() + 120_000);
    const report = await reconcilePayments(t.services, fake.gateway, {
      now: later,
      minAgeS: 0,
      abandonedAfterS: 60,
    });
    // The cluster is shared by this file's tests: their links left in payment count too.
    expect(report.released).toBeGreaterThanOrEqual(1);
    expect((await t.services.links.findByUuid(stuck.uuid))?.status).toBe('VALID');
  });

  it('keeps settings with their audit, counts rate limits and claims webhooks as on SQLite', async () => {
    const t = await startTestApp(
      { operatorApiKey: 'pg-operator-key-0123456789abcdef', rateLimitPerLinkPerMinute: 2 },
      { databaseUrl: cluster.url },
    );
    const operator = { authorization: 'Bearer pg-operator-key-0123456789abcdef' };
    const changed = await t.inject({
      method: 'PATCH',
      url: `/api/operator/v1/merchants/${t.merchant.id}`,
      headers: operator,
      payload: { webhookUrl: 'https://shop.example/hooks', returnUrlTimer: 7 },
    });
    expect(changed.json()).toMatchObject({ returnUrlTimer: 7, hasWebhookSecret: true });
    const changes = await t.inject({
      method: 'GET',
      url: `/api/operator/v1/merchants/${t.merchant.id}/changes`,
      headers: operator,
    });
    expect(changes.json().changes).toHaveLength(2);
    const { uuid } = await t.createLink();
    await withinOneRateWindow();
    const statuses = [];
    for (let i = 0; i < 3; i++) {
      statuses.push(
        (await t.inject({ method: 'GET', url: `/public/payment-link/uuid/${uuid}` })).statusCode,
      );
    }
    expect(statuses).toEqual([200, 200, 429]);
    await t.inject({
      method: 'POST',
      url: '/api/v1/webhooks/test',
      headers: { authorization: `Bearer ${t.apiKey}` },
    });
    const claims = await Promise.all(
      [1, 2, 3].map(() => t.services.merchantWebhooks.claimDue(new Date(), 10, 60_000)),
    );
    expect(claims.flat()).toHaveLength(1);
  });

  it("stores, replaces, serves and deletes a merchant's logo as on SQLite", async () => {
    const t = await startTestApp(
      { operatorApiKey: 'pg-operator-key-0123456789abcdef' },
      { databaseUrl: cluster.url },
    );
    const logoRoute = {
      url: `/api/operator/v1/merchants/${t.merchant.id}/logo`,
      headers: { authorization: 'Bearer pg-operator-key-0123456789abcdef' },
    };
    const urls = [];
    for (const colour of ['#112233', '#445566']) {
      const svg = `<svg xmlns="http://www.w3.org/2000/svg"><rect fill="${colour}"/></svg>`;
      const image = Buffer.from(svg).toString('base64');
      const stored = await t.inject({ method: 'PUT', ...logoRoute, payload: { image } });
      urls.push(stored.json().url as string);
    }
    // The second replaced the first: a new address, the old one gone.
    expect((await t.inject({ method: 'GET', url: urls[1] ?? '' })).body).toContain('#445566');
    expect((await t.inject({ method: 'GET', url: urls[0] ?? '' })).statusCode).toBe(404);
    expect((await t.inject({ method: 'DELETE', ...logoRoute })).statusCode).toBe(204);
    expect((await t.inject({ method: 'GET', url: urls[1] ?? '' })).statusCode).toBe(404);
  });

  it('keeps console users, sessions, invitations, sign-in failures and the audit log as on SQLite', async () => {
    const t = await startTestApp({}, { databaseUrl: cluster.url });
    const admin = await consoleSession(t, 'admin', { email: 'PG.Admin@shop.example' });
    expect(
      await t.services.console.users.create({
        merchantId: t.merchant.id,
        email: 'pg.admin@SHOP.example',
        name: 'Twin',
        role: 'support',
        passwordHash: 'x',
      }),
    ).toBeUndefined();
    expect(await t.services.console.users.countActiveAdmins(t.merchant.id)).toBe(1);
    expect(await t.services.console.users.useTotpStep(admin.userId, 5)).toBe(true);
    expect(await t.services.console.users.useTotpStep(admin.userId, 5)).toBe(false);
    const made = await admin.call({
      method: 'POST',
      url: '/api/v1/payment-links',
      payload: { amount: 500, currency: 'EUR', paymentMethods: ['CARD'] },
    });
    expect(made.statusCode).toBe(201);
    const invitation = await admin.call({
      method: 'POST',
      url: consoleUrl('/invitations'),
      payload: { email: 'pg.new@shop.example', name: 'New', role: 'finance' },
    });
    const token = invitation.json().invitationUrl.split('#')[1];
    const accept = (name: string) =>
      t.inject({
        method: 'POST',
        url: consoleUrl('/invitations/accept'),
        payload: { token, name, password: 'a new pg passphrase' },
      });
    expect((await accept('New')).statusCode).toBe(200);
    expect((await accept('Again')).statusCode).toBe(410);
    for (let i = 0; i < 5; i++) {
      await t.inject({
        method: 'POST',
        url: consoleUrl('/session'),
        payload: { email: 'pg.new@shop.example', password: `wrong ${i}` },
      });
    }
    const throttled = await t.inject({
      method: 'POST',
      url: consoleUrl('/session'),
      payload: { email: 'pg.new@shop.example', password: 'a new pg passphrase' },
    });
    expect(throttled.statusCode).toBe(429);
    const log = await admin.call({ method: 'GET', url: consoleUrl('/audit-log?limit=1') });
    expect(log.json()).toMatchObject({
      entries: [{ action: 'acceptInvitation' }],
      nextCursor: expect.any(String),
    });
    const next = await admin.call({
      method: 'GET',
      url: consoleUrl(`/audit-log?limit=5&cursor=${log.json().nextCursor}`),
    });
    expect(next.json().entries.map((entry: { action: string }) => entry.action)).toEqual([
      'createInvitation',
      'createPaymentLink',
    ]);
  }, 120_000);

  it("answers the merchant's lists, timeline, overview and consumers as on SQLite", async () => {
    const fake = fakeGateway();
    const t = await startTestApp({}, { databaseUrl: cluster.url, gateway: fake.gateway });
    const get = (url: string) =>
      t.inject({ method: 'GET', url, headers: { authorization: `Bearer ${t.apiKey}` } });
    const paid = await t.createLink({ description: '50% Rabatt', consumerReference: 'pg-Kunde' });
    const open = await t.createLink({ amount: 500, merchantReference: 'PG-REF' });
    await payByCard(t, paid.uuid, 'ct_frictionless_pg_console');

    const consumed = (await get('/api/v1/payment-links?status=CONSUMED&q=50%25')).json();
    expect(consumed.links).toMatchObject([{ uuid: paid.uuid, paidWith: 'CARD' }]);
    const first = (await get('/api/v1/payment-links?sort=amount&limit=1')).json();
    expect(first.links.map((link: { uuid: string }) => link.uuid)).toEqual([open.uuid]);
    const second = (
      await get(`/api/v1/payment-links?sort=amount&cursor=${first.nextCursor}`)
    ).json();
    expect(second.links.map((link: { uuid: string }) => link.uuid)).toEqual([paid.uuid]);
    expect((await get('/api/v1/payment-links/export.csv?q=pg-ref')).body).toContain(open.uuid);

    const timeline = (await get(`/api/v1/payment-links/${paid.uuid}/timeline`)).json();
    expect(timeline.events.map((event: { kind: string }) => event.kind)).toEqual([
      'created',
      'attempt',
      'paid',
    ]);
    expect((await get('/api/v1/overview')).json()).toMatchObject({
      paidToday: [{ currency: 'EUR', amount: 1999 }],
      funnel: { paid: 1 },
      methodMix: [{ paymentMethod: 'CARD', count: 1 }],
    });
    expect((await get('/api/v1/consumers?q=KUNDE')).json().consumers).toMatchObject([
      { consumerReference: 'pg-Kunde', assetCount: 1 },
    ]);
  });

  it("refunds a link's payment across a connection pool: 20 racing refunds never exceed it", async () => {
    const fake = fakeGateway({ delayMs: 5 });
    const t = await startTestApp({}, { databaseUrl: cluster.url, gateway: fake.gateway });
    const paid = await paidLink(t);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => change(t, paid, 'refunds', { amount: 300 })),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(6);
    expect(await merchantTransaction(t, paid)).toMatchObject({
      capturedAmount: 1999,
      refundedAmount: 1800,
    });
    const changes = await listLinkPaymentChanges(t.db, paid.uuid);
    expect(changes.filter((c) => c.kind === 'refunded')).toHaveLength(6);
    // A refund the provider refuses gives its amount back, in one transaction.
    fake.decide(paid.transactionId, { status: 'REFUSED' });
    expect((await change(t, paid, 'refunds', { amount: 199 })).statusCode).toBe(409);
    expect(await merchantTransaction(t, paid)).toMatchObject({ refundedAmount: 1800 });
  });
});
