// @vitest-environment node
import type { FirstPaintInput } from '@paypage/contract/firstPaint';
import { PAYMENT_METHODS } from '@paypage/contract/paymentMethods';
import { describe, expect, it, vi } from 'vitest';
import { knownRuntimeConfig } from '../lib/config/runtimeConfig';
import { aPaymentLink, aSavedCard, LINK_UUID } from '../test/fakeApi';
import { renderFirstPaint } from './firstPaint';
import { preparedLink } from './preparedLink';

// The service's first paint runs in Node, without a document: so does this test.

const CONFIG = {
  baseUrl: '/',
  appOrigin: 'https://pay.example',
  gppBaseUrl: 'https://gateway.example',
};
const NO_ASSETS = { card: [], sepaDirectDebit: [], paypal: [] };

const drawing = (overrides: Partial<FirstPaintInput> = {}) =>
  renderFirstPaint({
    url: `/uuid/${LINK_UUID}`,
    link: aPaymentLink(),
    assets: NO_ASSETS,
    config: CONFIG,
    ...overrides,
  });

describe('the first paint, drawn on the service', () => {
  it('draws the landing page of a German link in German, with its total and methods', async () => {
    const paint = await drawing({
      link: aPaymentLink({ locale: 'de_DE', paymentMethods: ['CARD', 'SEPA_DD'] }),
    });
    expect(paint).toMatchObject({ language: 'de', direction: 'ltr', themeCss: '' });
    const html = paint?.html ?? '';
    expect(html).toContain('<h1 id="landing-merchant">Alpine Outfitters</h1>');
    expect(html).toContain('Gesamtpreis');
    expect(html).toMatch(/19,99\sEUR/);
    expect(html).toContain('Wählen Sie eine Zahlungsart');
    expect(html).toContain('value="SEPA_DD"');
    // Nothing left for the browser to finish: no Suspense boundary fell back.
    expect(html).not.toContain('<!--$!-->');
  });

  it("draws the merchant's logo in the header, or its name, so nothing changes as the page starts", async () => {
    const logo = '/merchant-logos/0123456789abcdef0123456789abcdef.png';
    const withLogo = (await drawing({ link: aPaymentLink({ merchantLogoUrl: logo }) }))?.html;
    expect(withLogo).toMatch(
      new RegExp(
        `<header class="shell__header"><img class="shell__logo" src="${logo}" alt="Alpine Outfitters"`,
      ),
    );
    const withName = (await drawing())?.html;
    expect(withName).toContain(
      '<header class="shell__header"><span class="shell__brand">Alpine Outfitters</span></header>',
    );
  });

  it('draws a long landing list (every method with its mark) in one piece, without inline scripts', async () => {
    const html = (
      await drawing({
        link: aPaymentLink({
          paymentMethods: [...PAYMENT_METHODS],
          paypalMerchantId: 'PP-1',
          description: 'Order 1042: '.repeat(40),
        }),
      })
    )?.html;
    expect(html?.length).toBeGreaterThan(12_800);
    expect(html).toContain('value="VIRTUALACCOUNT"');
    // The page's CSP runs only its own hashed scripts: React's placing scripts would be refused.
    expect(html).not.toContain('<script');
  });

  it('draws a method page, lazily loaded in the browser, with the shopper’s saved cards', async () => {
    const paint = await drawing({
      url: `/uuid/${LINK_UUID}/card`,
      link: aPaymentLink({ consumerReference: 'shopper-7' }),
      assets: { ...NO_ASSETS, card: [aSavedCard({ expiryMonth: 12, expiryYear: 2030 })] },
    });
    const html = paint?.html ?? '';
    expect(html).toContain('aria-label="Breadcrumb"');
    expect(html).toContain('Visa ending in 4242');
    expect(html).toContain('Add a new card');
  });

  it('draws a link that skips its landing page as its first method’s page, and names it', async () => {
    const warn = vi.spyOn(console, 'warn');
    try {
      const paint = await drawing({
        url: `/uuid/${LINK_UUID}?campaign=spring`,
        link: aPaymentLink({ skipLandingPage: true, paymentMethods: ['TRUSTLY', 'CARD'] }),
      });
      // The page the browser opens at (app/preparedLink.ts), not an empty landing page.
      expect(paint?.drawnSegment).toBe('trustly');
      expect(paint?.html).toContain('aria-label="Breadcrumb"');
      expect(paint?.html).not.toContain('landing-merchant');
      // React Router's "<Navigate> must not be used on the initial render": nothing navigates.
      expect(warn).not.toHaveBeenCalled();
      const landing = await drawing({ link: aPaymentLink({ paymentMethods: ['TRUSTLY'] }) });
      expect(landing?.html).toContain('landing-merchant');
      expect(landing).not.toHaveProperty('drawnSegment');
    } finally {
      warn.mockRestore();
    }
  });

  it('draws the SEPA page with its creditor, read through the service, and hands on the answer', async () => {
    const creditor = { name: 'Laden GmbH', creditorId: 'DE98ZZZ09999999999', address: 'Weg 1' };
    const reads: string[] = [];
    const paint = await drawing({
      url: `/uuid/${LINK_UUID}/sepa-dd`,
      link: aPaymentLink({ paymentMethods: ['SEPA_DD'] }),
      read: (path) => {
        reads.push(path);
        return Promise.resolve({ status: 200, body: creditor });
      },
    });
    expect(reads).toEqual(['/public/merchant/merchant-1/creditor']);
    expect(paint?.html).toContain('DE98ZZZ09999999999');
    expect(paint?.html).toContain('IBAN');
    expect(paint?.answers).toEqual({ '/public/merchant/merchant-1/creditor': creditor });
    // A refused read is the page's to make again: drawn as it waits, nothing handed on.
    const refused = await drawing({
      url: `/uuid/${LINK_UUID}/sepa-dd`,
      link: aPaymentLink({ paymentMethods: ['SEPA_DD'] }),
      read: () => Promise.resolve({ status: 503, body: undefined }),
    });
    expect(refused?.html).toContain('role="status"');
    expect(refused).not.toHaveProperty('answers');
  });

  it('draws a link that can no longer be paid as its status page, and a result page', async () => {
    const consumed = await drawing({ link: aPaymentLink({ status: 'CONSUMED', locale: 'de_AT' }) });
    expect(consumed?.html).toContain('Bereits bezahlt');
    // Being paid: what is paid to whom, the ways on follow once the page has read the payment.
    const processing = await drawing({ link: aPaymentLink({ status: 'PROCESSING_PAYMENT' }) });
    expect(processing?.html).toContain('Processing payment</h1>');
    expect(processing?.html).toContain('Alpine Outfitters');
    expect(processing?.html).not.toContain('<!--$!-->');
    const paid = {
      transactionId: 'tx_0123456789',
      paymentMethod: 'CARD',
      status: 'COMPLETED',
      linkStatus: 'CONSUMED',
      updatedAt: '2026-11-23T10:00:00Z',
    };
    const read = vi.fn(async (path: string) =>
      path === `/public/payment-link/${LINK_UUID}/transaction/tx_0123456789`
        ? { status: 200, body: paid }
        : { status: 404, body: undefined },
    );
    const success = await drawing({
      url: `/uuid/${LINK_UUID}/success?transaction=tx_0123456789`,
      link: aPaymentLink({ status: 'CONSUMED' }),
      read,
    });
    // The page reads the payment it is about before it says anything, the drawing too.
    expect(read).toHaveBeenCalledWith(
      `/public/payment-link/${LINK_UUID}/transaction/tx_0123456789`,
    );
    expect(success?.html).toContain('Payment successful</h1>');
    expect(success?.html).not.toContain('<!--$!-->');
    expect(success?.answers).toEqual({
      [`/public/payment-link/${LINK_UUID}/transaction/tx_0123456789`]: paid,
    });
    // Without a payment to read, it draws no outcome: the browser finds the link's own page.
    const unpaid = await drawing({ url: `/uuid/${LINK_UUID}/success`, read });
    expect(unpaid?.html).not.toContain('Payment successful');
  });

  it('draws a locale we have no language for in English, and the merchant’s colours as a rule', async () => {
    const paint = await drawing({
      link: aPaymentLink({ locale: 'ga_IE', theme: { primary: '#aa0000' } }),
    });
    expect(paint).toMatchObject({ language: 'en', direction: 'ltr' });
    expect(paint?.themeCss).toBe(
      ':root{--color-primary-h:0;--color-primary-s:100%;--color-primary-l:33.3%}',
    );
  });

  it.each([
    ['ar_SA', 'ar'],
    ['he_IL', 'he'],
    ['fa_IR', 'fa'],
  ])(
    'draws a %s link right to left, its amount one left-to-right piece',
    async (locale, language) => {
      const paint = await drawing({ link: aPaymentLink({ locale }) });
      expect(paint).toMatchObject({ language, direction: 'rtl' });
      const html = paint?.html ?? '';
      expect(html).toContain('<h1 id="landing-merchant">Alpine Outfitters</h1>');
      expect(html).toMatch(/\u2066[^\u2066\u2069]*EUR[^\u2066\u2069]*\u2069/);
      expect(html).not.toContain('Choose a payment method');
    },
  );

  it('draws a hi_IN link in Hindi, left to right', async () => {
    const paint = await drawing({ link: aPaymentLink({ locale: 'hi_IN' }) });
    expect(paint).toMatchObject({ language: 'hi', direction: 'ltr' });
    expect(paint?.html).not.toContain('Choose a payment method');
  });

  it('keeps two shoppers apart: drawings at once each show their own link and language', async () => {
    const [german, french] = await Promise.all([
      drawing({ link: aPaymentLink({ locale: 'de_DE', merchantName: 'Laden' }) }),
      drawing({ link: aPaymentLink({ locale: 'fr_FR', merchantName: 'Boutique' }) }),
    ]);
    expect(german).toMatchObject({ language: 'de' });
    expect(german?.html).toContain('>Laden</h1>');
    expect(german?.html).not.toContain('Boutique');
    expect(french).toMatchObject({ language: 'fr' });
    expect(french?.html).toContain('>Boutique</h1>');
    // Nothing of a drawing stays behind for the next one.
    expect(preparedLink(LINK_UUID)).toBeUndefined();
    expect(knownRuntimeConfig()).toBeUndefined();
  });
});

describe('the first paint at night', () => {
  it("carries the merchant's dark colours behind the dark media query, so nothing flashes", async () => {
    const paint = await drawing({
      link: aPaymentLink({ theme: { primary: '#aa0000' }, darkTheme: { surface: '#202830' } }),
    });
    expect(paint?.themeCss).toBe(
      ':root{--color-primary-h:0;--color-primary-s:100%;--color-primary-l:33.3%}' +
        '@media (prefers-color-scheme: dark){:root{--color-surface-h:210;--color-surface-s:20%;--color-surface-l:15.7%}}',
    );
  });
});
