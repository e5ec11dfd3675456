import { describe, expect, it } from 'vitest';
import { MAX_LOGO_BYTES } from '@paypage/contract/merchantLogo';
import { startTestApp } from '../../testing/testApp';

const OPERATOR_KEY = 'operator-key-for-tests-0123456789';
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('a small png body'),
]);
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([16, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
]);
const HOSTILE_SVG = `<?xml version="1.0"?><?xml-stylesheet href="https://evil.example/a.css"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10" onload="alert(1)">
<script>alert(2)</script><foreignObject><iframe src="https://evil.example"/></foreignObject>
<style>@import url(https://evil.example/x.css);</style>
<rect width="10" height="10" fill="#0a4" onclick="alert(3)" style="fill:url(https://evil.example/p)"/>
<use xlink:href="https://evil.example/sprite.svg#a"/><use href="#shape"/>
<a href="javascript:alert(4)"><text>x</text></a><circle id="shape" r="2" fill="url(#grad)"/></svg>`;

async function logoApp() {
  const t = await startTestApp({ operatorApiKey: OPERATOR_KEY });
  const headers = { authorization: `Bearer ${OPERATOR_KEY}` };
  const upload = (image: Buffer | string, merchantId = t.merchant.id) =>
    t.inject({
      method: 'PUT',
      url: `/api/operator/v1/merchants/${merchantId}/logo`,
      headers,
      payload: { image: Buffer.isBuffer(image) ? image.toString('base64') : image },
    });
  const remove = () =>
    t.inject({
      method: 'DELETE',
      url: `/api/operator/v1/merchants/${t.merchant.id}/logo`,
      headers,
    });
  const linkInfo = async () => {
    const { uuid } = await t.createLink();
    return (await t.inject({ method: 'GET', url: `/public/payment-link/uuid/${uuid}` })).json();
  };
  return { t, upload, remove, linkInfo };
}

describe("the merchant's logo", () => {
  it('is uploaded, named in the link the page reads, and served immutably under its hash', async () => {
    const { t, upload, linkInfo } = await logoApp();
    expect((await linkInfo()).merchantLogoUrl).toBeUndefined();
    for (const [image, contentType] of [
      [PNG, 'image/png'],
      [WEBP, 'image/webp'],
    ] as const) {
      const stored = await upload(image);
      expect(stored.statusCode, stored.body).toBe(200);
      const { url } = stored.json();
      expect(stored.json()).toMatchObject({ contentType, bytes: image.length });
      expect(url).toMatch(/^\/merchant-logos\/[0-9a-f]{32}\.(png|webp)$/);
      expect((await linkInfo()).merchantLogoUrl).toBe(url);

      const served = await t.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(contentType);
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.rawPayload.equals(image)).toBe(true);
    }
  });

  it('keeps an SVG without scripts, handlers, external references or foreignObject, served under a CSP', async () => {
    const { t, upload } = await logoApp();
    const stored = await upload(Buffer.from(HOSTILE_SVG));
    expect(stored.statusCode, stored.body).toBe(200);
    const served = await t.inject({ method: 'GET', url: stored.json().url });
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.headers['content-security-policy']).toMatch(/default-src 'none'.*sandbox/);
    const svg = served.body;
    for (const unsafe of [
      'script',
      'alert',
      'onload',
      'onclick',
      'foreignObject',
      'iframe',
      'evil.example',
      '@import',
      '<a',
      'xml-stylesheet',
    ]) {
      expect(svg, unsafe).not.toContain(unsafe);
    }
    // The drawing itself stays: shapes, internal references and the namespaces.
    expect(svg).toContain('<rect width="10" height="10" fill="#0a4"/>');
    expect(svg).toContain('<use href="#shape"/>');
    expect(svg).toContain('fill="url(#grad)"');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  });

  it('refuses, naming the field, what is not a PNG, WebP or SVG by its content, or too large, or beyond saving', async () => {
    const { upload } = await logoApp();
    const refusals = [
      Buffer.from('GIF89a not one of ours'),
      Buffer.from('<html><svg></svg></html>'),
      Buffer.from(
        '<!DOCTYPE svg [<!ENTITY x "y">]><svg xmlns="http://www.w3.org/2000/svg">&x;</svg>',
      ),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><rect></svg>'),
      Buffer.concat([PNG, Buffer.alloc(MAX_LOGO_BYTES + 1 - PNG.length)]),
      'not base64!',
    ];
    for (const image of refusals) {
      const response = await upload(image);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().fields.map((f: { field: string }) => f.field)).toContain('body.image');
    }
    // Far beyond the limit, the body is refused before it is read.
    expect((await upload(Buffer.alloc(MAX_LOGO_BYTES * 2))).statusCode).toBe(413);
  });

  it('is deleted: the link names no logo, its address is gone, and a second delete is a 404', async () => {
    const { t, upload, remove, linkInfo } = await logoApp();
    const { url } = (await upload(PNG)).json();
    expect((await remove()).statusCode).toBe(204);
    expect((await linkInfo()).merchantLogoUrl).toBeUndefined();
    expect((await t.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect((await remove()).statusCode).toBe(404);
    expect((await upload(PNG, 'mer_unknown0')).statusCode).toBe(404);
  });
});
