import type { RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { CONSOLE_ROLES } from '@paypage/contract/consoleAccess';
import { CSRF_HEADER } from '@paypage/contract/consoleSession';
import { IDEMPOTENCY_HEADER } from '@paypage/contract/headers';
import { merchantActorOf, setCaller } from '../merchants/merchantAuth';
import { charge, startChargeApp } from '../testing/chargeHelpers';
import { consoleSession, consoleUrl } from '../testing/consoleHelpers';
import { startTestApp } from '../testing/testApp';

const LINK = { amount: 1999, currency: 'EUR', paymentMethods: ['CARD'] };

describe('merchant routes with the console session', () => {
  it('tells handlers who is calling (merchantActorOf), and nothing for a call not authenticated', () => {
    const request = {} as Parameters<typeof merchantActorOf>[0];
    expect(merchantActorOf(request)).toBeUndefined();
    const actor = { kind: 'user' as const, id: 'usr_1', label: 'ana@shop.example' };
    setCaller(request, 'mer_1', actor);
    expect(merchantActorOf(request)).toEqual(actor);
  });

  it('every /api/v1 route names the permission it needs', async () => {
    const routes: RouteOptions[] = [];
    await startTestApp({}, { onRoute: (route) => routes.push(route) });
    const merchantRoutes = routes.filter((route) => route.url.startsWith('/api/v1/'));
    expect(merchantRoutes.length).toBeGreaterThan(8);
    const without = merchantRoutes
      .filter((route) => !route.config?.permission)
      .map((route) => `${String(route.method)} ${route.url}`);
    expect(without).toEqual([]);
  });

  it('lets each role do what its permissions say, and refuses the rest with 403', async () => {
    const t = await startTestApp();
    const { uuid } = await t.createLink();
    const calls = {
      createLink: { method: 'POST', url: '/api/v1/payment-links', payload: LINK },
      readLink: { method: 'GET', url: `/api/v1/payment-links/${uuid}` },
      deliveries: { method: 'GET', url: '/api/v1/webhooks/deliveries' },
      assets: { method: 'GET', url: '/api/v1/consumers/cust-1/assets' },
      refund: {
        method: 'POST',
        url: '/api/v1/charges/ch_unknown0001/refunds',
        payload: { amount: 100 },
        headers: { [IDEMPOTENCY_HEADER]: 'refund-key-0001' },
      },
      team: { method: 'GET', url: consoleUrl('/users') },
    } as const;
    // 404 for the refund: allowed, and then the charge does not exist.
    const allowed: Record<string, number> = {
      createLink: 201,
      readLink: 200,
      deliveries: 200,
      assets: 200,
      refund: 404,
      team: 200,
    };
    const expected = {
      admin: ['createLink', 'readLink', 'deliveries', 'assets', 'refund', 'team'],
      developer: ['readLink', 'deliveries', 'assets'],
      support: ['createLink', 'readLink', 'assets'],
      finance: ['readLink', 'assets', 'refund'],
    };
    for (const role of CONSOLE_ROLES) {
      const caller = await consoleSession(t, role);
      for (const [name, call] of Object.entries(calls)) {
        const answer = await caller.call(call);
        const may = expected[role].includes(name);
        expect({ role, name, status: answer.statusCode }).toEqual({
          role,
          name,
          status: may ? allowed[name] : 403,
        });
        if (!may) expect(answer.json()).toMatchObject({ errorCode: 'FORBIDDEN' });
      }
    }
  });

  it('refuses a support user’s refund and keeps the API key’s every permission', async () => {
    const t = await startTestApp();
    const support = await consoleSession(t, 'support');
    const refund = {
      method: 'POST' as const,
      url: '/api/v1/charges/ch_unknown0001/refunds',
      payload: { amount: 100 },
    };
    const refused = await support.call({
      ...refund,
      headers: { [IDEMPOTENCY_HEADER]: 'support-refund-1' },
    });
    expect(refused.statusCode).toBe(403);
    const withKey = await t.inject({
      ...refund,
      headers: { authorization: `Bearer ${t.apiKey}`, [IDEMPOTENCY_HEADER]: 'key-refund-1' },
    });
    expect(withKey.statusCode).toBe(404);
  });

  it('refuses unsafe calls without the CSRF token, with a wrong one, or from another origin', async () => {
    const t = await startTestApp();
    const admin = await consoleSession(t, 'admin');
    const { uuid } = await t.createLink();
    const targets = [
      { method: 'POST', url: '/api/v1/payment-links', payload: LINK },
      { method: 'POST', url: `/api/v1/payment-links/${uuid}/invalidate` },
      {
        method: 'POST',
        url: consoleUrl('/invitations'),
        payload: { email: 'new@shop.example', name: 'New', role: 'support' },
      },
      { method: 'POST', url: consoleUrl('/session/sign-out-everywhere') },
    ] as const;
    for (const target of targets) {
      const noToken = await t.inject({ ...target, headers: { cookie: admin.cookie } });
      const wrongToken = await t.inject({
        ...target,
        headers: { cookie: admin.cookie, [CSRF_HEADER]: 'x'.repeat(43) },
      });
      const foreign = await admin.call({ ...target, headers: { origin: 'https://evil.example' } });
      for (const answer of [noToken, wrongToken, foreign]) {
        expect({ url: target.url, status: answer.statusCode }).toEqual({
          url: target.url,
          status: 403,
        });
        expect(answer.json()).toMatchObject({ errorCode: 'CSRF_REJECTED' });
      }
      expect(noToken.json().fields).toEqual([
        { field: 'headers.x-csrf-token', message: expect.any(String) },
      ]);
      expect(foreign.json().fields).toEqual([
        { field: 'headers.origin', message: expect.any(String) },
      ]);
    }
    // Nothing happened: the link is still valid, no invitation, the session still works.
    const link = await admin.call({ method: 'GET', url: `/api/v1/payment-links/${uuid}` });
    expect(link.json()).toMatchObject({ status: 'VALID' });
    expect((await admin.call({ method: 'GET', url: consoleUrl('/invitations') })).json()).toEqual({
      invitations: [],
    });
    // Reads need no token; with token and own origin the change is made.
    expect(
      (
        await t.inject({
          method: 'GET',
          url: `/api/v1/payment-links/${uuid}`,
          headers: { cookie: admin.cookie },
        })
      ).statusCode,
    ).toBe(200);
    const made = await admin.call({
      method: 'POST',
      url: '/api/v1/payment-links',
      payload: LINK,
      headers: { origin: 'http://localhost' },
    });
    expect(made.statusCode).toBe(201);
  });

  it('answers 401 for a session that ended and never lets one merchant’s user see another’s link', async () => {
    const t = await startTestApp();
    const other = await consoleSession(t, 'admin', { merchantId: t.otherMerchant.id });
    const { uuid } = await t.createLink();
    expect(
      (await other.call({ method: 'GET', url: `/api/v1/payment-links/${uuid}` })).statusCode,
    ).toBe(404);
    await other.call({ method: 'POST', url: consoleUrl('/session/sign-out-everywhere') });
    const ended = await other.call({ method: 'GET', url: `/api/v1/payment-links/${uuid}` });
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toMatchObject({ errorCode: 'UNAUTHORIZED' });
  });

  it('writes every change to the audit log with its actor, key or user, and the operation', async () => {
    const t = await startTestApp();
    const admin = await consoleSession(t, 'admin', { email: 'boss@shop.example' });
    const byKey = await t.createLink();
    const bySession = await admin.call({
      method: 'POST',
      url: '/api/v1/payment-links',
      payload: LINK,
    });
    await admin.call({ method: 'POST', url: `/api/v1/payment-links/${byKey.uuid}/invalidate` });
    // Reads and refused calls are not changes.
    await admin.call({ method: 'GET', url: `/api/v1/payment-links/${byKey.uuid}` });
    await admin.call({ method: 'POST', url: '/api/v1/payment-links', payload: { amount: -1 } });
    const log = await admin.call({ method: 'GET', url: consoleUrl('/audit-log') });
    expect(log.statusCode).toBe(200);
    const keys = await t.services.merchants.listApiKeys(t.merchant.id);
    expect(
      log.json().entries.map(({ actor, action, target }: Record<string, unknown>) => ({
        actor,
        action,
        target,
      })),
    ).toEqual([
      {
        actor: { kind: 'user', id: admin.userId, label: 'boss@shop.example', name: 'A admin' },
        action: 'invalidatePaymentLink',
        target: byKey.uuid,
      },
      {
        actor: { kind: 'user', id: admin.userId, label: 'boss@shop.example', name: 'A admin' },
        action: 'createPaymentLink',
        target: bySession.json().uuid,
      },
      {
        actor: { kind: 'apiKey', id: keys[0]?.id, label: keys[0]?.prefix },
        action: 'createPaymentLink',
        target: byKey.uuid,
      },
    ]);
    // Paged newest first with a cursor that stays put.
    const first = await admin.call({ method: 'GET', url: consoleUrl('/audit-log?limit=2') });
    expect(first.json().entries).toHaveLength(2);
    const rest = await admin.call({
      method: 'GET',
      url: consoleUrl(`/audit-log?limit=2&cursor=${first.json().nextCursor}`),
    });
    expect(rest.json()).toMatchObject({
      nextCursor: null,
      entries: [{ target: byKey.uuid, action: 'createPaymentLink' }],
    });
    const bad = await admin.call({ method: 'GET', url: consoleUrl('/audit-log?cursor=nonsense') });
    expect(bad.json()).toMatchObject({
      statusCode: 400,
      fields: [{ field: 'querystring.cursor' }],
    });
  });

  it('logs a money call made with a session once, its replay with the same key not again', async () => {
    const { t, assets } = await startChargeApp();
    const finance = await consoleSession(t, 'finance', { email: 'money@shop.example' });
    const body = {
      consumerReference: 'cust-0042',
      assetId: assets.card,
      amount: 990,
      currency: 'EUR',
      description: 'May',
    };
    const headers = { [IDEMPOTENCY_HEADER]: 'session-charge-0001' };
    const first = await finance.call({
      method: 'POST',
      url: '/api/v1/charges',
      payload: body,
      headers,
    });
    expect(first.statusCode).toBe(201);
    const replay = await finance.call({
      method: 'POST',
      url: '/api/v1/charges',
      payload: body,
      headers,
    });
    expect(replay.json().id).toBe(first.json().id);
    expect((await charge(t, { assetId: assets.card })).statusCode).toBe(201);
    const entries = await t.db
      .selectFrom('audit_log')
      .select(['action', 'actor_kind', 'target'])
      .orderBy('id')
      .execute();
    expect(entries).toEqual([
      { action: 'createCharge', actor_kind: 'user', target: first.json().id },
      { action: 'createCharge', actor_kind: 'apiKey', target: expect.stringMatching(/^ch_/) },
    ]);
  });
});
