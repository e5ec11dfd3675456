import { SOURCE_HEADER } from '@paypage/contract/headers';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aPaymentLink, apiCalls, fakeApi, linkFound, LINK_UUID } from '../test/fakeApi';
import { renderPage } from '../test/renderPage';

const CREDITOR = {
  name: 'Alpine Outfitters GmbH',
  creditorId: 'DE98ZZZ09999999999',
  address: 'Bergweg 5',
};
const sourceOf = (fetchMock: ReturnType<typeof fakeApi>, ending: string) =>
  apiCalls(fetchMock)
    .filter((call) => call.url.endsWith(ending))
    .map((call) => call.headers.get(SOURCE_HEADER));

describe('the calls a method page makes as it opens name that page (SPEC §6)', () => {
  it('the SEPA creditor, read from the landing page as the shopper heads for SEPA', async () => {
    const fetchMock = fakeApi(linkFound(aPaymentLink({ paymentMethods: ['CARD', 'SEPA_DD'] })), {
      '/public/merchant/merchant-1/creditor': { status: 200, body: CREDITOR },
    });
    renderPage(`/uuid/${LINK_UUID}`);
    await userEvent.click(await screen.findByRole('radio', { name: 'SEPA Direct Debit' }));
    await waitFor(() => expect(sourceOf(fetchMock, '/creditor')).toHaveLength(1));
    expect(window.location.pathname).toBe(`/uuid/${LINK_UUID}`);
    expect(sourceOf(fetchMock, '/creditor')).toEqual(['paypage-web/sepa-dd/v5.0']);
    // The link itself is the landing page's read.
    expect(sourceOf(fetchMock, `/uuid/${LINK_UUID}`)).toEqual(['paypage-web/landing-page/v5.0']);
  });

  it('the saved assets of a link that skips its landing page: its first method’s', async () => {
    const fetchMock = fakeApi(
      linkFound(
        aPaymentLink({
          skipLandingPage: true,
          showAssetsIfSkipLandingPageIsTrue: false,
          consumerReference: 'c-1',
          paymentMethods: ['PAYPAL', 'CARD'],
        }),
      ),
      {
        [`/public/payment-link/${LINK_UUID}/assets`]: {
          status: 200,
          body: { card: [], sepaDirectDebit: [], paypal: [] },
        },
      },
    );
    renderPage(`/uuid/${LINK_UUID}`);
    // PayPal is not offered without a PayPal merchant id: the card page opens.
    await waitFor(() => expect(window.location.pathname).toBe(`/uuid/${LINK_UUID}/card`));
    // Read with the link, at the landing address, for the card page that opens instead.
    expect(sourceOf(fetchMock, '/assets')[0]).toBe('paypage-web/card/v5.0');
    expect(new Set(sourceOf(fetchMock, '/assets'))).toEqual(new Set(['paypage-web/card/v5.0']));
  });

  it('the saved assets of a landing page that may show them: the landing page’s', async () => {
    const fetchMock = fakeApi(
      linkFound(aPaymentLink({ consumerReference: 'c-1', paymentMethods: ['CARD'] })),
      {
        [`/public/payment-link/${LINK_UUID}/assets`]: {
          status: 200,
          body: { card: [], sepaDirectDebit: [], paypal: [] },
        },
      },
    );
    renderPage(`/uuid/${LINK_UUID}`);
    expect(await screen.findByRole('heading', { name: 'Alpine Outfitters' })).toBeVisible();
    expect(sourceOf(fetchMock, '/assets')).toEqual(['paypage-web/landing-page/v5.0']);
  });
});
