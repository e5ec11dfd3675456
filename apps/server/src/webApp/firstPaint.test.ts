import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FirstPaintInput } from '@paypage/contract/firstPaint';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../testing/testApp';

/**
 * A web build with the page's first small script (async), the entry, preloads and a stylesheet
 * as Vite and build/linkLoadScript.ts write them, the styles of two lazily loaded pages, and a
 * renderer that draws what it was given (the real one is tested in apps/web: app/firstPaint.test.tsx).
 */
function buildWithRenderer(dir: string, renderer: string) {
  const dist = join(dir, 'dist');
  const render = join(dir, 'dist-render');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  mkdirSync(join(dist, '.vite'), { recursive: true });
  mkdirSync(render, { recursive: true });
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html>\n<html lang="en" dir="ltr"><head><title>Paypage</title>' +
      '<script type="importmap">{"integrity":{"/assets/index-e1.js":"sha384-entry"}}</script>' +
      '<script type="module" async crossorigin src="/assets/startLinkLoad-s1.js"></script>\n' +
      '<script type="module" crossorigin src="/assets/index-e1.js" integrity="sha384-entry"></script>\n' +
      '<link rel="modulepreload" crossorigin href="/assets/linkLoad-l1.js" integrity="sha384-link">\n' +
      '<link rel="modulepreload" crossorigin href="/assets/page-p1.js" integrity="sha384-page">\n' +
      '<link rel="stylesheet" crossorigin href="/assets/page-p1.css">' +
      '</head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dist, 'assets', 'page-p1.css'), '.page{margin:0}');
  writeFileSync(join(dist, 'assets', 'card-c1.css'), '.card{color:red}');
  writeFileSync(join(dist, 'assets', 'qr-q1.css'), '.qr{width:8rem}\n');
  writeFileSync(
    join(dist, '.vite', 'page-hints.json'),
    JSON.stringify({
      catalogues: {},
      pages: { card: { scripts: ['/assets/card-c1.js'], styles: ['/assets/card-c1.css'] } },
    }),
  );
  writeFileSync(join(render, 'firstPaint.js'), renderer);
  return { webDistDir: dist, webRenderDir: render };
}

/** Draws the merchant's name and the address; keeps what it was given for the test to read. */
const RECORDING_RENDERER = `
export async function renderFirstPaint(input) {
  (globalThis.firstPaintInputs ??= []).push(input);
  if (input.link.description === 'cannot be drawn') throw new Error('a component needs a browser');
  const drawnSegment = input.link.description === 'skips to the card' ? { drawnSegment: 'card' } : {};
  let answers = {};
  if (input.link.description === 'reads its creditor') {
    const path = '/public/merchant/' + input.link.merchantId + '/creditor';
    const creditor = await input.read(path);
    globalThis.firstPaintReads = {
      creditor,
      otherApi: await input.read('/api/v1/payment-links/' + input.link.uuid),
      around: await input.read('/public/../api/v1/payment-links/' + input.link.uuid),
      unknown: await input.read('/public/merchant/nobody/creditor'),
    };
    answers = { answers: { [path]: creditor.body } };
  }
  return {
    ...drawnSegment,
    ...answers,
    html:
      '<div class="shell"><h1>' + input.link.merchantName + '</h1><p>' + input.url + '</p>' +
      (input.link.description === 'draws a QR code' ? '<figure class="code qr"></figure>' : '') +
      '</div>',
    language: input.link.locale === 'he_IL' ? 'he' : 'de',
    direction: input.link.locale === 'he_IL' ? 'rtl' : 'ltr',
    themeCss: ':root{--color-primary-h:0}',
  };
}
`;

const inputs = () =>
  (globalThis as { firstPaintInputs?: FirstPaintInput[] }).firstPaintInputs ?? [];

const ROOT = /<div id="root"([^>]*)>([\s\S]*?)<\/div><\/body>/;

async function appWithRenderer(renderer = RECORDING_RENDERER) {
  const { mkdtempSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  return startTestApp(buildWithRenderer(mkdtempSync(join(tmpdir(), 'paypage-paint-')), renderer));
}

describe('the first paint of a link’s page, drawn by the service (decision 0026)', () => {
  it('draws the page into an inert root, in the drawing’s language', async () => {
    const t = await appWithRenderer();
    const { uuid } = await t.createLink({ description: 'Order 7' });
    const page = await t.inject({ method: 'GET', url: `/uuid/${uuid}?from=mail` });
    expect(page.statusCode).toBe(200);
    const [, attributes, drawing] = ROOT.exec(page.body) ?? [];
    expect(attributes).toBe(' inert aria-hidden="true"');
    expect(drawing).toBe(
      `<div class="shell"><h1>Test Shop</h1><p>/uuid/${uuid}?from=mail</p></div>`,
    );
    expect(page.body).toContain('<html lang="de" dir="ltr">');
    // It shows the link (and saved assets): no shared cache may keep it.
    expect(page.headers['cache-control']).toBe('private, no-cache');
  });

  it('writes the drawing’s direction on the document: a Hebrew page is right to left', async () => {
    const t = await appWithRenderer();
    const { uuid } = await t.createLink({ locale: 'he_IL' });
    const page = await t.inject({ method: 'GET', url: `/uuid/${uuid}` });
    expect(page.body).toContain('<html lang="he" dir="rtl">');
  });

  it('draws from what the public API answers for the link, with the page’s addresses', async () => {
    const t = await appWithRenderer();
    const { uuid } = await t.createLink({ consumerReference: 'shopper-7' });
    await t.inject({
      method: 'GET',
      url: `/uuid/${uuid}/card`,
      headers: { host: '127.0.0.1:8080' },
    });
    const api = await t.inject({ method: 'GET', url: `/public/payment-link/uuid/${uuid}` });
    const input = inputs().at(-1);
    expect(input?.url).toBe(`/uuid/${uuid}/card`);
    expect(input?.link).toEqual(api.json());
    expect(input?.assets).toEqual({ card: [], sepaDirectDebit: [], paypal: [] });
    expect(input?.config.appOrigin).toBe('http://127.0.0.1:8080');
  });

  it('fetches the page’s scripts from the start, after what the drawing needs', async () => {
    const t = await appWithRenderer();
    const { uuid } = await t.createLink();
    const { body } = await t.inject({ method: 'GET', url: `/uuid/${uuid}/card` });
    // Every script and hint of the page stays, as built and with its integrity, at low priority:
    // fetched only after the first paint, they made a phone's page usable a round trip later.
    for (const tag of [
      '<script type="module" fetchpriority="low" async crossorigin src="/assets/startLinkLoad-s1.js">',
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index-e1.js" integrity="sha384-entry">',
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/page-p1.js" integrity="sha384-page">',
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/card-c1.js">',
    ]) {
      expect(body).toContain(tag);
    }
    // The drawing needs the styles of the lazily loaded page it drew before it is shown:
    // inline, not fetched. Another page's (the QR code's) it did not draw with stay out.
    expect(body).toContain('<style>.card{color:red}</style>');
    expect(body).not.toContain('.qr{');
    expect(body).not.toContain('rel="preload" as="style"');
    // And the page's module loader is told they are here, or it fetches each with its chunk:
    // by a data block no browser fetches anything for (decision 0031), not by stylesheet links,
    // which Chromium 150 fetched even disabled.
    expect(body).toContain(
      '<script type="application/json" id="paypage-inline-styles">["/assets/card-c1.css"]</script>',
    );
    expect(body).not.toMatch(/<link[^>]*rel="stylesheet"/);
  });

  it('carries a lazily loaded page’s styles when the drawing uses their classes, and none it does not', async () => {
    const t = await appWithRenderer();
    // The landing page is drawn from the page's own chunk: no method page's styles.
    const landing = await t.createLink();
    const plain = await t.inject({ method: 'GET', url: `/uuid/${landing.uuid}` });
    expect(plain.body).not.toContain('paypage-inline-styles');
    expect(plain.body).not.toMatch(/\.(card|qr)\{/);
    // A drawing with a part from another chunk (a QR code) carries that chunk's styles, and the
    // page's policy allows exactly what it carries.
    const withCode = await t.createLink({ description: 'draws a QR code' });
    const drawn = await t.inject({ method: 'GET', url: `/uuid/${withCode.uuid}` });
    expect(drawn.body).toContain('<style>.qr{width:8rem}</style>');
    expect(drawn.body).toContain(
      '<script type="application/json" id="paypage-inline-styles">["/assets/qr-q1.css"]</script>',
    );
    const { createHash } = await import('node:crypto');
    const hash = createHash('sha256').update('.qr{width:8rem}').digest('base64');
    expect(String(drawn.headers['content-security-policy'])).toContain(`'sha256-${hash}'`);
    expect(String(plain.headers['content-security-policy'])).not.toContain(`'sha256-${hash}'`);
  });

  it('hints the files of the page drawn where the address opens another (a skipped landing page)', async () => {
    const t = await appWithRenderer();
    const skipping = await t.createLink({ description: 'skips to the card' });
    const { body } = await t.inject({ method: 'GET', url: `/uuid/${skipping.uuid}` });
    expect(body).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/card-c1.js">',
    );
    const landing = await t.createLink();
    const plain = await t.inject({ method: 'GET', url: `/uuid/${landing.uuid}` });
    expect(plain.body).not.toContain('card-c1.js');
  });

  it('answers a drawing’s public reads with the public API’s own answers, and hands them on', async () => {
    const t = await appWithRenderer();
    const { uuid } = await t.createLink({ description: 'reads its creditor' });
    const { body } = await t.inject({ method: 'GET', url: `/uuid/${uuid}/sepa-dd` });
    const reads = (
      globalThis as { firstPaintReads?: Record<string, { status: number; body: unknown }> }
    ).firstPaintReads;
    const merchantId = inputs().at(-1)?.link.merchantId ?? '';
    const api = await t.inject({ method: 'GET', url: `/public/merchant/${merchantId}/creditor` });
    expect(api.statusCode).toBe(200);
    expect(reads?.creditor).toEqual({ status: 200, body: api.json() });
    // Only the public API, by its own path; its errors as they are, with no body handed on.
    expect(reads?.otherApi).toEqual({ status: 404, body: undefined });
    expect(reads?.around).toEqual({ status: 404, body: undefined });
    expect(reads?.unknown).toEqual({ status: 404, body: undefined });
    const block = /<script type="application\/json" id="paypage-answers">(.*?)<\/script>/.exec(
      body,
    );
    expect(JSON.parse(block?.[1] ?? 'null')).toEqual({
      [`/public/merchant/${merchantId}/creditor`]: api.json(),
    });
  });

  it('carries the page’s own stylesheet inline, where the HTML linked it', async () => {
    const t = await appWithRenderer();
    const { uuid } = await t.createLink();
    const { body } = await t.inject({ method: 'GET', url: `/uuid/${uuid}` });
    // A linked stylesheet would hold the drawing back until it was fetched (decision 0026).
    expect(body).not.toMatch(/<link[^>]*rel="stylesheet"/);
    expect(body).toContain('<style>.page{margin:0}</style>');
    // The page's own rules come first, as the link had them: the lazily loaded pages' and the
    // merchant's colours build on them.
    const styles = [...body.matchAll(/<style>(.*?)<\/style>/gs)].map(([, css]) => css);
    expect(styles[0]).toBe('.page{margin:0}');
  });

  it('allows its styles and the merchant’s colours by their hashes, and nothing else inline', async () => {
    const t = await appWithRenderer();
    const { uuid } = await t.createLink();
    // The card page: the page's own rules, the card page's and the merchant's colours.
    const page = await t.inject({ method: 'GET', url: `/uuid/${uuid}/card` });
    expect(page.body).toContain('<style>:root{--color-primary-h:0}</style>');
    const csp = String(page.headers['content-security-policy']);
    const { createHash } = await import('node:crypto');
    const hashOf = (css: string) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`;
    const styles = [...page.body.matchAll(/<style>(.*?)<\/style>/gs)].map(([, css]) => css ?? '');
    expect(styles).toHaveLength(3);
    expect(csp).toContain(`style-src 'self' ${styles.map(hashOf).join(' ')};`);
    expect(csp).not.toContain('unsafe-inline');
  });

  it('sends the page as built when the drawing fails, and draws no unknown link', async () => {
    const t = await appWithRenderer();
    const { uuid } = await t.createLink({ description: 'cannot be drawn' });
    const failed = await t.inject({ method: 'GET', url: `/uuid/${uuid}/card` });
    expect(failed.statusCode).toBe(200);
    expect(failed.body).toContain('<div id="root"></div>');
    expect(failed.body).toContain('<script type="module" crossorigin src="/assets/index-e1.js"');
    expect(failed.body).not.toContain('fetchpriority');
    expect(failed.body).toContain('<link rel="stylesheet" crossorigin href="/assets/page-p1.css">');
    expect(failed.headers['cache-control']).toBe('no-cache');
    expect(String(failed.headers['content-security-policy'])).toContain("style-src 'self';");

    const drawnBefore = inputs().length;
    const unknown = await t.inject({
      method: 'GET',
      url: '/uuid/3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
    });
    expect(unknown.body).toContain('<div id="root"></div>');
    const noLink = await t.inject({ method: 'GET', url: '/session-not-found' });
    expect(noLink.body).toContain('<div id="root"></div>');
    expect(inputs().length).toBe(drawnBefore);
  });

  it('sends every page as built when the build has no renderer', async () => {
    const t = await startTestApp();
    const { uuid } = await t.createLink();
    const page = await t.inject({ method: 'GET', url: `/uuid/${uuid}` });
    expect(page.body).toContain('<div id="root"></div>');
    expect(page.body).not.toContain('inert');
  });
});
