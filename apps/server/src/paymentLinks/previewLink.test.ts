import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER, SOURCE_HEADER, VISIT_HEADER } from '@paypage/contract/headers';
import { PREVIEW_LINK_PATH } from '@paypage/contract/pagePreview';
import { consoleSession, consoleUrl } from '../testing/consoleHelpers';
import { everyMethodGateway, START_ROUTES } from '../testing/startRoutes';
import { accepted, startTestApp, type TestApp } from '../testing/testApp';
import { createPaymentLink } from './createPaymentLink';

const DESCRIPTION = 'Preview of your payment page';
const byKey = (t: TestApp) => ({ authorization: `Bearer ${t.apiKey}` });

async function previewOf(t: TestApp, description = DESCRIPTION): Promise<string> {
  const admin = await consoleSession(t, 'admin');
  const answer = await admin.call({
    method: 'POST',
    url: consoleUrl(PREVIEW_LINK_PATH),
    payload: { description },
  });
  expect([200, 201], answer.body).toContain(answer.statusCode);
  return answer.json<{ uuid: string }>().uuid;
}

describe('POST /api/console/v1/settings/preview-link', () => {
  it('makes the merchant’s preview once, with the methods its settings allow, and answers it again', async () => {
    const t = await startTestApp();
    const uuid = await previewOf(t);
    const link = await t.services.links.findByUuid(uuid);
    expect(link).toMatchObject({
      merchantId: t.merchant.id,
      preview: true,
      amount: 2500,
      currency: 'EUR',
      paymentMethods: ['CARD', 'PAYPAL', 'SEPA_DD'],
      description: DESCRIPTION,
      status: 'VALID',
    });
    expect(await previewOf(t)).toBe(uuid);
    // Settings that change what the page would show make a new preview.
    await t.services.merchants.updateSettings(t.merchant.id, { paypalMerchantId: null });
    const after = await previewOf(t);
    expect(after).not.toBe(uuid);
    expect((await t.services.links.findByUuid(after))?.paymentMethods).toEqual(['CARD', 'SEPA_DD']);
  });

  it('answers 201 and writes the audit log only when it made a new preview', async () => {
    const t = await startTestApp();
    const admin = await consoleSession(t, 'admin');
    const ask = () =>
      admin.call({
        method: 'POST',
        url: consoleUrl(PREVIEW_LINK_PATH),
        payload: { description: DESCRIPTION },
      });
    const logged = async () =>
      ((await t.services.console.audit.page(t.merchant.id, undefined, 100))?.entries ?? []).filter(
        (entry) => entry.action === 'currentPreviewLink',
      );
    const made = await ask();
    expect(made.statusCode).toBe(201);
    expect(await logged()).toEqual([
      expect.objectContaining({ target: made.json<{ uuid: string }>().uuid }),
    ]);
    const again = await ask();
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(made.json());
    expect(await logged()).toHaveLength(1);
  });

  it('shows only methods the merchant may offer', async () => {
    const t = await startTestApp();
    await t.services.merchants.updateSettings(t.merchant.id, { offeredMethods: ['IDEAL', 'CARD'] });
    const uuid = await previewOf(t);
    expect((await t.services.links.findByUuid(uuid))?.paymentMethods).toEqual(['CARD']);
    await t.services.merchants.updateSettings(t.merchant.id, { offeredMethods: ['IDEAL'] });
    expect((await t.services.links.findByUuid(await previewOf(t)))?.paymentMethods).toEqual([
      'IDEAL',
    ]);
  });

  it('needs a session, its CSRF token and settings:write; validates its body', async () => {
    const t = await startTestApp();
    const url = consoleUrl(PREVIEW_LINK_PATH);
    const payload = { description: DESCRIPTION };
    const anonymous = await t.inject({ method: 'POST', url, payload });
    expect(anonymous.statusCode).toBe(401);

    const admin = await consoleSession(t, 'admin');
    const noToken = await t.inject({
      method: 'POST',
      url,
      payload,
      headers: { cookie: admin.cookie },
    });
    expect(noToken.statusCode).toBe(403);
    expect(noToken.json()).toMatchObject({ errorCode: 'CSRF_REJECTED' });
    const crossSite = await admin.call({
      method: 'POST',
      url,
      payload,
      headers: { origin: 'https://evil.example' },
    });
    expect(crossSite.json()).toMatchObject({ statusCode: 403, errorCode: 'CSRF_REJECTED' });

    // Support creates links but does not change the page's settings.
    const support = await consoleSession(t, 'support');
    const refused = await support.call({ method: 'POST', url, payload });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ errorCode: 'FORBIDDEN' });

    for (const body of [{}, { description: '' }, { description: DESCRIPTION, amount: 1 }]) {
      const bad = await admin.call({ method: 'POST', url, payload: body });
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
      expect(bad.json().fields.length).toBeGreaterThan(0);
    }
    expect(
      await t.db.selectFrom('payment_links').select('uuid').execute(),
      'no link was made by a refused call',
    ).toEqual([]);
  });
});

describe('a preview link', () => {
  it('is left out of the links list, the CSV export and the overview, and still shows its page', async () => {
    const t = await startTestApp();
    const real = await t.createLink({ description: 'A real order' });
    const preview = await previewOf(t);
    for (const uuid of [real.uuid, preview]) {
      const read = await t.inject({
        method: 'GET',
        url: `/public/payment-link/uuid/${uuid}`,
        headers: { [VISIT_HEADER]: 'true', [SOURCE_HEADER]: 'paypage-web/landing-page/v5.0' },
      });
      expect(read.statusCode).toBe(200);
    }
    await t.visits.flush();

    const list = await t.inject({ method: 'GET', url: '/api/v1/payment-links', headers: byKey(t) });
    expect(list.json().links.map((link: { uuid: string }) => link.uuid)).toEqual([real.uuid]);
    const found = await t.inject({
      method: 'GET',
      url: `/api/v1/payment-links?q=${preview.slice(0, 8)}`,
      headers: byKey(t),
    });
    expect(found.json().links).toEqual([]);
    const csv = await t.inject({
      method: 'GET',
      url: '/api/v1/payment-links/export.csv',
      headers: byKey(t),
    });
    expect(csv.body).toContain(real.uuid);
    expect(csv.body).not.toContain(preview);
    const overview = await t.inject({ method: 'GET', url: '/api/v1/overview', headers: byKey(t) });
    expect(overview.json().funnel).toEqual({ opened: 1, paid: 0 });
  });

  it('sends the merchant no webhook, and its timeline shows none', async () => {
    const t = await startTestApp();
    await t.services.merchants.updateSettings(t.merchant.id, {
      webhookUrl: 'https://shop.example/hooks',
    });
    const real = await t.createLink();
    const preview = await previewOf(t);
    for (const uuid of [real.uuid, preview]) {
      const invalidated = await t.inject({
        method: 'POST',
        url: `/api/v1/payment-links/${uuid}/invalidate`,
        headers: byKey(t),
      });
      expect(invalidated.json()).toMatchObject({ status: 'INVALIDATED' });
    }
    const sent = await t.db.selectFrom('merchant_webhooks').select(['link_uuid', 'type']).execute();
    expect(sent).toEqual([{ link_uuid: real.uuid, type: 'payment_link.invalidated' }]);
    const timeline = await t.inject({
      method: 'GET',
      url: `/api/v1/payment-links/${preview}/timeline`,
      headers: byKey(t),
    });
    expect(timeline.statusCode).toBe(200);
    expect(JSON.stringify(timeline.json())).not.toContain('webhook');
  });

  it('may be framed by the console’s own origin; no other link’s page may', async () => {
    const t = await startTestApp();
    const real = await t.createLink();
    const preview = await previewOf(t);
    const policyOf = async (uuid: string) =>
      String(
        (await t.inject({ method: 'GET', url: `/uuid/${uuid}` })).headers[
          'content-security-policy'
        ],
      );
    expect(await policyOf(preview)).toContain("frame-ancestors 'self' https://shop.example;");
    expect(await policyOf(real.uuid)).toContain('frame-ancestors https://shop.example;');
    expect(await policyOf(real.uuid)).not.toContain("'self' https://shop.example");
    const otherLink = await createPaymentLink(t.services.links, t.otherMerchant, {
      amount: 100,
      currency: 'EUR',
      paymentMethods: ['CARD'],
    });
    // A merchant that lets no site frame its page: no one may.
    expect(await policyOf(otherLink.uuid)).toContain("frame-ancestors 'none';");
  });
});

describe('a preview link is never paid', () => {
  // One app for every method's start (an app each would cost the suite half a minute).
  it('by any method: every start is refused with SPEC §8’s 409 before anything is recorded or asked', async () => {
    const fake = everyMethodGateway();
    const t = await startTestApp({}, { gateway: fake.gateway });
    for (const start of START_ROUTES) {
      const preview = await createPaymentLink(
        t.services.links,
        t.merchant,
        { amount: 1999, currency: 'EUR', paymentMethods: ['CARD'], ...start.link },
        new Date(),
        { preview: true },
      );
      const { url, body } = await start.start(t, preview.uuid);
      const answer = await t.inject({
        method: 'POST',
        url,
        headers: { [IDEMPOTENCY_HEADER]: `preview-${start.name.replace(/\W/g, '-')}` },
        payload: { ...body, ...accepted() },
      });
      expect(answer.statusCode, `${start.name}: ${answer.body}`).toBe(409);
      expect(answer.json(), start.name).toMatchObject({ errorCode: 'PAYMENT_LINK_INVALIDATED' });
      expect(await t.services.transactions.listByLink(preview.uuid), start.name).toEqual([]);
      expect((await t.services.links.findByUuid(preview.uuid))?.status, start.name).toBe('VALID');
    }
    expect(fake.calls.createPayment).toBe(0);
  });
});
