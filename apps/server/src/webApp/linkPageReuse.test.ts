import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { merchantAccounts } from '../merchants/merchantAccounts';
import { linkPageCache, type LinkPageInputs } from './linkPageCache';
import { startTestApp, type TestApp } from '../testing/testApp';

/**
 * A link's page is made once for the same inputs and sent again (docs/decisions/0031), yet never
 * stale: whatever the page shows is read on every request and is part of what it is kept by.
 */

/** Counts its drawings in a global of its own build, and draws the status, colours and build. */
const renderer = (build: string) => `
export async function renderFirstPaint(input) {
  const counts = (globalThis.linkPageDrawings ??= {});
  counts[input.url] = (counts[input.url] ?? 0) + 1;
  if (input.link.description === 'reads its creditor') {
    await input.read('/public/merchant/' + input.link.merchantId + '/creditor');
  }
  await new Promise((resolve) => setTimeout(resolve, 5));
  return {
    html: '<p>' + input.link.status + ' ${build}</p>',
    language: 'en',
    direction: 'ltr',
    themeCss: ':root{--primary:' + (input.link.theme.primary ?? 'none') + '}',
  };
}
`;

function buildIn(dir: string, build: string) {
  const dist = join(dir, `dist-${build}`);
  const render = join(dir, `render-${build}`);
  mkdirSync(join(dist, 'assets'), { recursive: true });
  mkdirSync(render, { recursive: true });
  writeFileSync(
    join(dist, 'index.html'),
    `<!doctype html><html lang="en"><head><title>Paypage ${build}</title>` +
      `<script type="module" crossorigin src="/assets/index-${build}.js"></script></head>` +
      '<body><div id="root"></div></body></html>',
  );
  writeFileSync(join(render, 'firstPaint.js'), renderer(build));
  return { webDistDir: dist, webRenderDir: render };
}

const drawings = (url: string) =>
  (globalThis as { linkPageDrawings?: Record<string, number> }).linkPageDrawings?.[url] ?? 0;

async function appOn(build = 'b1', dataDir?: string): Promise<TestApp> {
  const dir = mkdtempSync(join(tmpdir(), 'paypage-reuse-'));
  return startTestApp({ ...buildIn(dir, build), ...(dataDir ? { dataDir } : {}) });
}

const drawnPart = (body: string) => /<div id="root" inert[^>]*>(.*?)<\/div>/.exec(body)?.[1];

describe('a link’s page, made once for the same inputs (decision 0031)', () => {
  it('draws a page opened again once, and sends it again byte for byte, compressed too', async () => {
    const t = await appOn();
    const { uuid } = await t.createLink();
    const url = `/uuid/${uuid}?campaign=reuse`;
    const first = await t.inject({ method: 'GET', url });
    const again = await t.inject({ method: 'GET', url });
    expect(drawnPart(first.body)).toBe('<p>VALID b1</p>');
    expect(again.body).toBe(first.body);
    expect(again.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    const brotli = await t.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    const { brotliDecompressSync } = await import('node:zlib');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(first.body);
    expect(drawings(url)).toBe(1);
  });

  it('draws a link that many shoppers open at once once', async () => {
    const t = await appOn();
    const { uuid } = await t.createLink();
    const url = `/uuid/${uuid}?campaign=at-once`;
    const pages = await Promise.all(
      Array.from({ length: 8 }, () => t.inject({ method: 'GET', url })),
    );
    expect(new Set(pages.map((page) => drawnPart(page.body)))).toEqual(
      new Set(['<p>VALID b1</p>']),
    );
    expect(drawings(url)).toBe(1);
  });

  it('shows a link paid in another tab on the very next request', async () => {
    const t = await appOn();
    const { uuid } = await t.createLink();
    const url = `/uuid/${uuid}`;
    expect(drawnPart((await t.inject({ method: 'GET', url })).body)).toBe('<p>VALID b1</p>');
    await t.services.linkStates.move(uuid, 'VALID', 'PROCESSING_PAYMENT');
    expect(drawnPart((await t.inject({ method: 'GET', url })).body)).toBe(
      '<p>PROCESSING_PAYMENT b1</p>',
    );
    await t.services.linkStates.move(uuid, 'PROCESSING_PAYMENT', 'CONSUMED');
    expect(drawnPart((await t.inject({ method: 'GET', url })).body)).toBe('<p>CONSUMED b1</p>');
  });

  it('shows the merchant’s new colours on the very next request', async () => {
    const t = await appOn();
    const { uuid } = await t.createLink();
    const url = `/uuid/${uuid}`;
    expect((await t.inject({ method: 'GET', url })).body).toContain(':root{--primary:#aa0000}');
    await merchantAccounts(t.db).update(t.merchant.id, { theme: { primary: '#0055aa' } }, 'test');
    const after = await t.inject({ method: 'GET', url });
    expect(after.body).toContain(':root{--primary:#0055aa}');
    expect(after.body).not.toContain('#aa0000');
  });

  it('draws the same page, framed by the same sites, at a percent-encoded address', async () => {
    const t = await appOn();
    const { uuid } = await t.createLink();
    const plain = await t.inject({ method: 'GET', url: `/uuid/${uuid}` });
    // `/%75uid/…` is `/uuid/…` to the router and to the browser's router (decision 0032).
    const encoded = await t.inject({ method: 'GET', url: `/%75uid/${uuid}` });
    expect(drawnPart(encoded.body)).toBe(drawnPart(plain.body));
    expect(encoded.headers['content-security-policy']).toContain(
      'frame-ancestors https://shop.example;',
    );
  });

  it('allows the merchant’s new framing sites on the very next request', async () => {
    const t = await appOn();
    const { uuid } = await t.createLink();
    const url = `/uuid/${uuid}`;
    const before = await t.inject({ method: 'GET', url });
    expect(before.headers['content-security-policy']).toContain(
      'frame-ancestors https://shop.example;',
    );
    await merchantAccounts(t.db).update(
      t.merchant.id,
      { frameAncestors: ['https://other-shop.example'] },
      'test',
    );
    const after = await t.inject({ method: 'GET', url });
    expect(after.headers['content-security-policy']).toContain(
      'frame-ancestors https://other-shop.example;',
    );
  });

  it('sends a new build’s page at once, for a link drawn by the old build', async () => {
    const old = await appOn('b1');
    const { uuid } = await old.createLink();
    const url = `/uuid/${uuid}`;
    expect(drawnPart((await old.inject({ method: 'GET', url })).body)).toBe('<p>VALID b1</p>');
    // The service started on the new build, over the same store.
    const renewed = await appOn('b2', old.config.dataDir);
    const page = await renewed.inject({ method: 'GET', url });
    expect(drawnPart(page.body)).toBe('<p>VALID b2</p>');
    expect(page.body).toContain('<title>Paypage b2</title>');
  });

  it('draws again a page whose drawing read beyond the link (what it read may change)', async () => {
    const t = await appOn();
    const { uuid } = await t.createLink({ description: 'reads its creditor' });
    const url = `/uuid/${uuid}/sepa-dd`;
    await t.inject({ method: 'GET', url });
    await t.inject({ method: 'GET', url });
    expect(drawings(url)).toBe(2);
  });

  it('keeps a page drawn before the link expires no longer than until then', async () => {
    const cache = linkPageCache();
    const inputs = {
      buildId: 'b1',
      url: '/uuid/x',
      link: { expirationDate: '2030-01-01T00:00:00.000Z' },
      assets: undefined,
      addresses: {},
      hint: undefined,
    } as unknown as LinkPageInputs;
    let made = 0;
    const maker = async () => {
      made++;
      const page = {
        body: Buffer.from(String(made)),
        styleHashes: [],
        drawn: true,
        encoded: {},
        policies: new Map(),
      };
      return { page, reusable: true };
    };
    const before = Date.parse('2029-12-31T23:59:59.000Z');
    await cache.pageFor(inputs, maker, before);
    const kept = await cache.pageFor(inputs, maker, before);
    const after = await cache.pageFor(inputs, maker, Date.parse('2030-01-01T00:00:00.000Z'));
    expect([kept?.body.toString(), after?.body.toString()]).toEqual(['1', '2']);
  });

  it('keeps at most the pages it was given room for, the longest unused going first', async () => {
    const cache = linkPageCache(2);
    const inputsFor = (url: string) =>
      ({
        buildId: 'b1',
        url,
        link: { expirationDate: null },
        addresses: {},
      }) as unknown as LinkPageInputs;
    const maker = async () => ({
      page: {
        body: Buffer.from('page'),
        styleHashes: [],
        drawn: true,
        encoded: {},
        policies: new Map(),
      },
      reusable: true,
    });
    for (const url of ['/a', '/b', '/a', '/c']) await cache.pageFor(inputsFor(url), maker);
    expect(cache.size).toBe(2);
    let madeAgain = 0;
    await cache.pageFor(inputsFor('/a'), async () => (madeAgain++, maker()));
    await cache.pageFor(inputsFor('/b'), async () => (madeAgain++, maker()));
    // /a was used after /b, so /b went when /c came.
    expect(madeAgain).toBe(1);
  });
});
