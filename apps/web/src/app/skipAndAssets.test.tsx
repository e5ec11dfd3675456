import type { AssetsResponse } from '@paypage/contract/assets';
import type { PaymentLinkInfo } from '@paypage/contract/paymentLink';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { skipsLandingPage } from '../features/landing/skipLandingPage';
import { NO_SAVED_ASSETS } from '../lib/assets/savedAssets';
import { readSavedPayments } from '../lib/storage/savedPayments';
import { apiCalls, aPaymentLink, fakeApi, linkFails, linkFound, LINK_UUID } from '../test/fakeApi';
import type { LinkAnswer } from '../test/fakeApi';
import { renderPage } from '../test/renderPage';

const ASSETS_PATH = `/public/payment-link/${LINK_UUID}/assets`;
const A_MANDATE: AssetsResponse = {
  ...NO_SAVED_ASSETS,
  sepaDirectDebit: [
    {
      id: 'sepa-1',
      type: 'SEPA_DD',
      accountHolder: 'Ada Lovelace',
      iban: '****1234',
      sepaMandateReference: 'M-1',
    },
  ],
};

function openLink(link: Partial<PaymentLinkInfo>, assets?: LinkAnswer) {
  const fetchMock = fakeApi(linkFound(aPaymentLink(link)), assets ? { [ASSETS_PATH]: assets } : {});
  renderPage(`/uuid/${LINK_UUID}`);
  return fetchMock;
}

const landingShown = () => screen.findByRole('radiogroup', { name: 'Choose a payment method' });
const methodPageShown = () => screen.findByRole('navigation', { name: 'Breadcrumb' });

describe('skipsLandingPage (SPEC §4)', () => {
  it.each([
    [false, false, false, false],
    [false, true, true, false],
    [true, false, false, true],
    [true, false, true, true],
    [true, true, false, true],
    [true, true, true, false],
  ])(
    'skipLandingPage %s, showAssets %s, has assets %s → skip %s',
    (skipLandingPage, showAssetsIfSkipLandingPageIsTrue, hasAssets, skips) => {
      expect(
        skipsLandingPage({ skipLandingPage, showAssetsIfSkipLandingPageIsTrue }, hasAssets),
      ).toBe(skips);
    },
  );
});

describe('skipping the landing page', () => {
  it('goes straight to the first method, replacing the landing page in the history', async () => {
    const entriesBefore = window.history.length;
    openLink({ skipLandingPage: true, paymentMethods: ['CARD', 'SEPA_DD'] });
    await methodPageShown();
    expect(window.location.pathname).toBe(`/uuid/${LINK_UUID}/card`);
    expect(window.history.length).toBe(entriesBefore);
  });

  it('keeps the address’s query on the way to the method', async () => {
    fakeApi(linkFound(aPaymentLink({ skipLandingPage: true })));
    renderPage(`/uuid/${LINK_UUID}?campaign=spring`);
    await methodPageShown();
    expect(`${window.location.pathname}${window.location.search}`).toBe(
      `/uuid/${LINK_UUID}/card?campaign=spring`,
    );
  });

  it('skips to the link’s first method, in the link’s order', async () => {
    openLink({ skipLandingPage: true, paymentMethods: ['TRUSTLY', 'IDEAL', 'CARD'] });
    await methodPageShown();
    expect(window.location.pathname).toBe(`/uuid/${LINK_UUID}/trustly`);
  });

  it('skips to the first method the shopper may use (no PayPal without merchant id)', async () => {
    openLink({ skipLandingPage: true, paymentMethods: ['PAYPAL', 'CARD'], paypalMerchantId: null });
    await methodPageShown();
    expect(window.location.pathname).toBe(`/uuid/${LINK_UUID}/card`);
  });

  it('shows the list again when the shopper comes back through the breadcrumb', async () => {
    openLink({ skipLandingPage: true });
    await methodPageShown();
    await userEvent.click(screen.getByRole('link', { name: 'Payment methods' }));
    expect(await landingShown()).toBeVisible();
  });

  it('shows a shopper with saved assets the landing page when the link asks for it', async () => {
    const fetchMock = openLink(
      {
        skipLandingPage: true,
        showAssetsIfSkipLandingPageIsTrue: true,
        consumerReference: 'consumer-1',
      },
      { status: 200, body: A_MANDATE },
    );
    expect(await landingShown()).toBeVisible();
    expect(apiCalls(fetchMock).map((call) => call.url)).toEqual([
      `https://api.paypage.test/public/payment-link/uuid/${LINK_UUID}`,
      `https://api.paypage.test${ASSETS_PATH}`,
    ]);
  });

  it('still skips for a shopper with saved assets when the link does not ask to show them', async () => {
    openLink(
      { skipLandingPage: true, consumerReference: 'consumer-1' },
      { status: 200, body: A_MANDATE },
    );
    await methodPageShown();
    expect(window.location.pathname).toBe(`/uuid/${LINK_UUID}/card`);
  });

  it('skips when the consumer turns out to have no saved assets', async () => {
    openLink(
      { skipLandingPage: true, showAssetsIfSkipLandingPageIsTrue: true, consumerReference: 'c' },
      { status: 200, body: NO_SAVED_ASSETS },
    );
    await methodPageShown();
  });
});

describe('saved assets', () => {
  it('are not asked for without a consumerReference', async () => {
    const fetchMock = openLink({ consumerReference: null });
    await landingShown();
    expect(apiCalls(fetchMock)).toHaveLength(1);
  });

  it('are not asked for when the link cannot be paid any more', async () => {
    const fetchMock = openLink({ status: 'CONSUMED', consumerReference: 'consumer-1' });
    await screen.findByRole('heading', { name: 'Already paid' });
    expect(apiCalls(fetchMock)).toHaveLength(1);
  });

  it.each([
    ['500', linkFails(500, 'INTERNAL_ERROR')],
    ['409 expired', linkFails(409, 'PAYMENT_LINK_EXPIRED')],
  ])('that fail to load (%s) show the generic error', async (_case, answer) => {
    openLink({ consumerReference: 'consumer-1' }, answer);
    expect(await screen.findByRole('heading', { name: 'Something went wrong.' })).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('the saved-payments list', () => {
  it('stores a valid link once it has loaded', async () => {
    openLink({});
    await landingShown();
    expect(readSavedPayments()).toEqual([{ uuid: LINK_UUID, status: 'VALID' }]);
  });

  it('drops a link that can no longer be paid', async () => {
    localStorage.setItem(
      'paypage.savedPayments',
      JSON.stringify([{ uuid: LINK_UUID, status: 'VALID' }]),
    );
    openLink({ status: 'CONSUMED' });
    await screen.findByRole('heading', { name: 'Already paid' });
    expect(readSavedPayments()).toEqual([]);
  });
});
