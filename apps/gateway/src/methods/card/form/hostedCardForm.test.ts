import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTED_IMPORT_MAP, HOSTED_IMPORT_MAP_HASH } from '../../../hosted/hostedAssets';
import { catalogueOf } from '../../../i18n/catalogues';
import { openCardSession, PAGE_ORIGIN } from '../../../testing/cardHelpers';
import { startTestGateway } from '../../../testing/testGateway';
import type { TestGateway } from '../../../testing/testGateway';

const FIELDS = [
  ['card-number', 'cc-number'],
  ['card-expiry', 'cc-exp'],
  ['card-cvc', 'cc-csc'],
  ['card-holder', 'cc-name'],
] as const;

describe('GET /hosted/card-form', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await startTestGateway();
  });
  afterAll(() => gateway.close());

  const form = async (locale = 'en_GB', theme = {}) => {
    const session = await openCardSession(gateway, { locale, theme });
    const response = await gateway.app.inject({ url: `/hosted/card-form?token=${session.token}` });
    return { session, response, html: response.body };
  };

  it('is an HTML page framed only by the allowed origin, styled only through a fresh nonce', async () => {
    const { response, html } = await form();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    const nonce = /<style nonce="([^"]+)">/.exec(html)?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(response.headers['content-security-policy']).toBe(
      `default-src 'none'; script-src 'self' ${HOSTED_IMPORT_MAP_HASH}; style-src 'self' 'nonce-${nonce}'; connect-src 'self'; img-src 'self' data:; form-action 'self'; base-uri 'none'; frame-ancestors ${PAGE_ORIGIN}`,
    );
    const again = await form();
    expect(again.response.headers['content-security-policy']).not.toContain(`'nonce-${nonce}'`);
  });

  it('has no inline script but the hashed import map, and no style attribute: one script file with its integrity', async () => {
    const { html } = await form();
    const scripts = html.match(/<script[^>]*>[\s\S]*?<\/script>/g) ?? [];
    expect(scripts).toEqual([
      `<script type="importmap">${HOSTED_IMPORT_MAP}</script>`,
      expect.stringMatching(
        /^<script type="module" src="\/hosted\/assets\/cardForm\.js\?v=[\w-]{12}" integrity="sha384-[\w+/=]{64}"><\/script>$/,
      ),
    ]);
    expect(html).not.toMatch(/\sstyle=/i);
    expect(html).not.toMatch(/\son[a-z]+=/i);
    expect(html.match(/<style[^>]*>/g)).toHaveLength(1);
    expect(html).toMatch(
      /<link rel="stylesheet" href="\/hosted\/assets\/cardForm\.css\?v=[\w-]{12}">/,
    );
  });

  it('labels every field and names its autocomplete, input mode and error', async () => {
    const { html } = await form();
    for (const [id, autocomplete] of FIELDS) {
      expect(html).toContain(`<label for="${id}">`);
      const input = new RegExp(`<input id="${id}"[^>]*>`).exec(html)?.[0] ?? '';
      expect(input).toContain(`autocomplete="${autocomplete}"`);
      expect(input).toContain(`aria-describedby="${id}-error"`);
      expect(input).toContain('aria-invalid="false"');
      expect(html).toContain(`<p id="${id}-error" class="field-error"></p>`);
    }
    for (const id of ['card-number', 'card-expiry', 'card-cvc']) {
      expect(new RegExp(`<input id="${id}"[^>]*inputmode="numeric"`).test(html)).toBe(true);
    }
    expect(html.match(/aria-live=/g)).toHaveLength(1);
    expect(html).toContain('role="status" aria-live="polite"');
  });

  it('is in English by default, with the texts the script needs', async () => {
    const { html } = await form('en_GB');
    expect(html).toMatch(/^<!doctype html>\n<html lang="en" dir="ltr">/);
    expect(html).toContain('<label for="card-number">Card number</label>');
    expect(html).toContain('<title>Card details</title>');
    expect(html).toContain('Please enter your card number.');
  });

  it('speaks German (formal) for a German locale', async () => {
    const { html } = await form('de_DE');
    expect(html).toMatch(/<html lang="de" dir="ltr">/);
    expect(html).toContain('<label for="card-number">Kartennummer</label>');
    expect(html).toContain('<label for="card-expiry">Ablaufdatum (MM/JJ)</label>');
    expect(html).toContain('<label for="card-cvc">Prüfnummer (CVC)</label>');
    expect(html).toContain('<label for="card-holder">Name auf der Karte</label>');
    expect(html).toContain('Bitte geben Sie Ihre Kartennummer ein.');
    expect(html).not.toContain('Card number');
  });

  it('falls back to English for a language without a catalogue', async () => {
    const { html } = await form('ga_IE');
    expect(html).toMatch(/<html lang="en" dir="ltr">/);
    expect(html).toContain('<label for="card-number">Card number</label>');
  });

  it.each([
    ['ar_SA', 'ar'],
    ['he_IL', 'he'],
    ['fa_IR', 'fa'],
    // Picked on the page over a link's German or British locale (the service's gatewayLocaleOf).
    ['ar-DE', 'ar'],
    ['he-GB', 'he'],
  ])(
    'writes %s right to left, while the card’s digits stay left to right',
    async (locale, language) => {
      const { html } = await form(locale);
      expect(html).toMatch(new RegExp(`<html lang="${language}" dir="rtl">`));
      expect(html).not.toContain('Card number');
      for (const id of ['card-number', 'card-expiry', 'card-cvc']) {
        expect(new RegExp(`<input id="${id}"[^>]* dir="ltr"`).test(html), id).toBe(true);
      }
    },
  );

  // The catalogues themselves are checked in catalogues.test.ts; here: the session's locale wins.
  it.each([
    ['fr_BE', 'fr', 'Numéro de carte', 'MM/AA'],
    ['pt_BR', 'pt', 'Número do cartão', 'MM/AA'],
    ['zh_CN', 'zh', '卡号', 'MM/YY'],
    ['nb_NO', 'no', 'Kortnummer', 'MM/ÅÅ'],
    ['ja_JP', 'ja', 'カード番号', 'MM/YY'],
    ['el_GR', 'el', 'Αριθμός κάρτας', 'ΜΜ/ΕΕ'],
  ])('speaks %s as %s', async (locale, language, numberLabel, expiryHint) => {
    const { html } = await form(locale);
    expect(html).toMatch(new RegExp(`<html lang="${language}" dir="ltr">`));
    expect(html).toContain(`<label for="card-number">${numberLabel}</label>`);
    expect(html).toContain(`placeholder="${expiryHint}"`);
    expect(html).not.toContain('Card number');
  });

  it.each([
    ['hi_IN', 'hi'],
    ['zh_TW', 'zh-Hant'],
    ['zh_HK', 'zh-Hant'],
    ['tl_PH', 'fil'],
    ['sr_RS', 'sr'],
    ['zh-Hant-DE', 'zh-Hant'],
    ['hi-DE', 'hi'],
  ])('speaks %s in its own catalogue, %s', async (locale, language) => {
    const { html } = await form(locale);
    expect(html).toMatch(new RegExp(`<html lang="${language}" dir="ltr">`));
    const label = catalogueOf(language)?.['cardForm.number.label'];
    expect(label).toBeDefined();
    expect(html).toContain(`<label for="card-number">${label}</label>`);
  });

  it('hands the script its parent origin, endpoint and message types', async () => {
    const { html, session } = await form();
    expect(html).toContain(`data-parent-origin="${PAGE_ORIGIN}"`);
    expect(html).toContain(`data-cards-path="/hosted/card-sessions/${session.token}/cards"`);
    expect(html).toContain('&quot;submit&quot;:&quot;paypage:card-form:submit&quot;');
  });

  it('sets the merchant theme as hue/saturation/lightness variables', async () => {
    const { html } = await form('en_GB', { primary: '#ff0000', error: '#00ff00' });
    expect(html).toContain('--color-primary-h:0;--color-primary-s:100%;--color-primary-l:50%');
    expect(html).toContain('--color-error-h:120;--color-error-s:100%;--color-error-l:50%');
    // Colours the merchant did not set keep the product's defaults (text #1a1d21).
    expect(html).toContain('--color-text-h:214.3;--color-text-s:11.9%;--color-text-l:11.6%');
  });

  it("draws the merchant's dark colours, over the dark defaults, on a device set to dark", async () => {
    const session = await openCardSession(gateway, {
      theme: { primary: '#ff0000' },
      darkTheme: { primary: '#ff8080' },
    });
    const { body } = await gateway.app.inject({ url: `/hosted/card-form?token=${session.token}` });
    const style = /<style nonce="[^"]+">([^<]*)<\/style>/.exec(body)?.[1] ?? '';
    const [light, dark] = style.split('@media (prefers-color-scheme:dark)');
    expect(light).toContain('--color-primary-h:0;--color-primary-s:100%;--color-primary-l:50%');
    expect(dark).toContain('--color-primary-h:0;--color-primary-s:100%;--color-primary-l:75.1%');
    // Colours without a dark one of the merchant's keep the dark defaults (text #e6e9ed).
    expect(dark).toContain('--color-text-h:214.3;--color-text-s:16.3%;--color-text-l:91.6%');
  });

  it('answers an unknown token with a small 404 page in the browser’s language', async () => {
    for (const token of ['cs_doesnotexist0000', 'nonsense', '']) {
      const response = await gateway.app.inject({
        url: `/hosted/card-form?token=${token}`,
        headers: { 'accept-language': 'de-CH, de;q=0.9, en;q=0.5' },
      });
      expect(response.statusCode, token).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('<html lang="de" dir="ltr">');
      expect(response.body).toContain('<h1>Kartenformular nicht gefunden</h1>');
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(response.body).not.toMatch(/<script/);
    }
    const missing = await gateway.app.inject({ url: '/hosted/card-form' });
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain('<h1>Something went wrong.</h1>');
  });

  it('answers an expired session with a 410 page in the session’s language', async () => {
    const session = await openCardSession(gateway, { locale: 'de_AT' });
    await gateway.db
      .updateTable('card_sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('token', '=', session.token)
      .execute();
    const response = await gateway.app.inject({ url: `/hosted/card-form?token=${session.token}` });
    expect(response.statusCode).toBe(410);
    expect(response.body).toContain('<h1>Kartenformular abgelaufen</h1>');
    expect(response.headers['content-security-policy']).toContain(`frame-ancestors ${PAGE_ORIGIN}`);
  });
});

describe('hosted assets', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await startTestGateway();
  });
  afterAll(() => gateway.close());

  it.each([
    ['cardForm.js', 'text/javascript; charset=utf-8'],
    ['cardRules.js', 'text/javascript; charset=utf-8'],
    ['notifyParent.js', 'text/javascript; charset=utf-8'],
    ['cardForm.css', 'text/css; charset=utf-8'],
    ['threeDSecure.css', 'text/css; charset=utf-8'],
  ])('serves %s with its type and a year of cache', async (name, type) => {
    const response = await gateway.app.inject({ url: `/hosted/assets/${name}?v=abc` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(type);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('makes the form import the card rules by their version', async () => {
    const script = (await gateway.app.inject({ url: '/hosted/assets/cardForm.js' })).body;
    expect(script).toMatch(/from\s*["']\.\/cardRules\.js\?v=[\w-]{12}["']/);
  });

  it('serves a badge per brand and nothing else', async () => {
    const visa = await gateway.app.inject({ url: '/hosted/assets/brands/visa.svg' });
    expect(visa.statusCode).toBe(200);
    expect(visa.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(visa.body).toMatch(/^<svg /);
    for (const url of [
      '/hosted/assets/brands/paypal.svg',
      '/hosted/assets/server.ts',
      '/hosted/assets/cardRules.d.ts',
      '/hosted/assets/..%2Fconfig.js',
    ]) {
      expect([400, 404], url).toContain((await gateway.app.inject({ url })).statusCode);
    }
  });
});
