import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETTLE_STATUS_EFFECTS, TEST_DATA_TABLES } from './sandboxData';
import { escapeHtml } from '../hosted/html';
import { AUTH, startTestGateway } from '../testing/testGateway';
import type { TestGateway } from '../testing/testGateway';

const EXPECTED_HEADERS = {
  'content-security-policy':
    "default-src 'none'; style-src 'self'; img-src 'self'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
};

describe('sandbox home page', () => {
  let gateway: TestGateway;
  let html: string;
  beforeAll(async () => {
    gateway = await startTestGateway({ publicBaseUrl: 'http://gateway.test:8081' });
    html = (await gateway.app.inject({ url: '/' })).body;
  });
  afterAll(() => gateway.close());

  it("answers the browser's icon request with no content instead of a 404", async () => {
    const response = await gateway.app.inject({ url: '/favicon.ico' });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
  });

  it('is an accessible HTML document', async () => {
    const response = await gateway.app.inject({ url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(html).toContain('<title>Paypage sandbox gateway</title>');
    expect(html).toContain('<h1>Paypage sandbox gateway</h1>');
    expect(html).toMatch(/<main>[\s\S]*<h2 id="api">API<\/h2>/);
    expect(html).toContain('<th scope="col">');
    expect(html).toContain('<th scope="row">');
    expect(html).toContain('<caption>');
    // Every <th> says what it heads.
    expect(html.match(/<th(?: [^>]*)?>/g)?.every((tag) => /scope="(col|row)"/.test(tag))).toBe(
      true,
    );
  });

  it('has no inline script or style, only the stylesheet', () => {
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/\sstyle=/i);
    expect(html).not.toMatch(/<style/i);
    expect(html).toContain('<link rel="stylesheet" href="/assets/sandbox.css">');
  });

  it('lists the API, its base URL and the webhook signature', () => {
    expect(html).toContain('http://gateway.test:8081');
    for (const route of ['/v1/payments', '/v1/payments/{id}', '/v1/sandbox/payments/{id}/settle']) {
      expect(html).toContain(`<code>${route}</code>`);
    }
    expect(html).toContain('paypage-signature');
  });

  it('lists what every settle status does', () => {
    for (const { status, effect } of SETTLE_STATUS_EFFECTS) {
      expect(html).toContain(
        `<th scope="row"><code>${status}</code></th><td>${escapeHtml(effect)}</td>`,
      );
    }
  });

  it('renders every test data table of the data module', () => {
    expect(TEST_DATA_TABLES.length).toBeGreaterThan(0);
    for (const table of TEST_DATA_TABLES) {
      expect(html).toContain(`<h2 id="${table.id}">${escapeHtml(table.title)}</h2>`);
      for (const row of table.rows) expect(html).toContain(escapeHtml(row[0]));
    }
  });

  it('serves its stylesheet', async () => {
    const response = await gateway.app.inject({ url: '/assets/sandbox.css' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(response.body).toContain('table');
  });

  it.each([
    ['the page', '/', {}],
    ['the stylesheet', '/assets/sandbox.css', {}],
    ['the health check', '/healthz', {}],
    ['the API', '/v1/payments/gp_abcdefghijkl', AUTH],
    ['an unauthorised call', '/v1/payments/gp_abcdefghijkl', {}],
    ['an unknown route', '/nowhere', {}],
  ])('sends the security headers on %s', async (_label, url, headers) => {
    const response = await gateway.app.inject({ url, headers });
    expect(response.headers).toMatchObject(EXPECTED_HEADERS);
  });

  it('answers the health check', async () => {
    const response = await gateway.app.inject({ url: '/healthz' });
    expect(response.json()).toEqual({ status: 'ok' });
  });
});

describe('escapeHtml', () => {
  it('escapes markup characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
  });
});
