import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { openInTopWindow } from '../../lib/returnToShop/openInTopWindow';
import { aPaymentLink, LINK_UUID } from '../../test/fakeApi';
import { FailurePage } from './failurePage';
import {
  CHECKOUT_URL,
  fakeUserRedirectApi,
  renderUnderLink,
  SHOP_URL,
  userRedirectCalls,
} from './resultPageTestKit';

vi.mock('../../lib/returnToShop/openInTopWindow', () => ({ openInTopWindow: vi.fn() }));

const routes = [
  { path: 'failure', element: <FailurePage /> },
  { path: 'mid/:mid/failure', element: <FailurePage /> },
];
const withBothAddresses = { returnUrl: SHOP_URL, backToShopUrl: CHECKOUT_URL };

function openFailure(search = '', overrides: Parameters<typeof aPaymentLink>[0] = {}) {
  renderUnderLink(`/uuid/${LINK_UUID}/failure${search}`, aPaymentLink(overrides), routes);
}

const linkNames = () => screen.queryAllByRole('link').map((link) => link.textContent);

describe('failure page', () => {
  beforeEach(() => {
    vi.mocked(openInTopWindow).mockClear();
  });

  it.each([
    ['', 'Payment failed', 'Your payment could not be completed.', []],
    ['?variant=unknown', 'Payment failed', 'Your payment could not be completed.', []],
    ['?variant=retry', 'Payment failed', 'Please try again or choose another', ['Try again']],
    [
      '?variant=retry-and-checkout',
      'Payment failed',
      'Please try again, or return to the checkout.',
      ['Try again', 'Back to checkout'],
    ],
    [
      '?variant=return-only',
      'Payment failed',
      'Please return to the checkout to continue.',
      ['Back to checkout'],
    ],
    [
      '?variant=paypal',
      'PayPal payment failed',
      'Your payment with PayPal could not be completed.',
      ['Try again'],
    ],
    [
      '?variant=payto-agreement',
      'PayTo agreement not created',
      'Please contact your local customer support.',
      [],
    ],
  ])('%s shows "%s" with %j', (search, title, text, links) => {
    openFailure(search, withBothAddresses);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(screen.getByText(text, { exact: false })).toBeVisible();
    expect(linkNames()).toEqual(links);
  });

  it('says the window can be closed when there is nothing left to do', () => {
    openFailure('?variant=payto-agreement', withBothAddresses);
    expect(screen.getByText('You can close this window now.')).toBeVisible();
  });

  it('retries from the link’s landing page', () => {
    openFailure('?variant=retry');
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute(
      'href',
      `/uuid/${LINK_UUID}`,
    );
  });

  it('records the way back to the checkout as backToShopUrl, then goes', async () => {
    const fetchMock = fakeUserRedirectApi();
    openFailure('?variant=retry-and-checkout', withBothAddresses);
    const link = screen.getByRole('link', { name: 'Back to checkout' });
    expect(link).toHaveAttribute('href', CHECKOUT_URL);
    expect(link).toHaveAttribute('target', '_top');
    fireEvent.click(link);
    await vi.waitFor(() => expect(openInTopWindow).toHaveBeenCalledWith(CHECKOUT_URL), {
      timeout: 5_000,
    });
    expect(userRedirectCalls(fetchMock).map((call) => call.body)).toEqual([
      { url: CHECKOUT_URL, redirectTo: 'backToShopUrl' },
    ]);
  });

  it('goes back to the shop’s return link when there is no checkout address', async () => {
    const fetchMock = fakeUserRedirectApi();
    openFailure('?variant=return-only', { returnUrl: SHOP_URL, backToShopUrl: null });
    fireEvent.click(screen.getByRole('link', { name: 'Back to shop' }));
    await vi.waitFor(() => expect(openInTopWindow).toHaveBeenCalledWith(SHOP_URL), {
      timeout: 5_000,
    });
    expect(userRedirectCalls(fetchMock).map((call) => call.body)).toEqual([
      { url: SHOP_URL, redirectTo: 'returnUrl' },
    ]);
  });

  it('offers only the retry when the link has no address to return to', () => {
    openFailure('?variant=retry-and-checkout', { returnUrl: null, backToShopUrl: null });
    expect(screen.getByText('Please try again or choose another', { exact: false })).toBeVisible();
    expect(linkNames()).toEqual(['Try again']);
  });

  it('shows the plain failure for return-only without an address', () => {
    openFailure('?variant=return-only', { returnUrl: null, backToShopUrl: null });
    expect(screen.getByText('Your payment could not be completed.')).toBeVisible();
    expect(screen.getByText('You can close this window now.')).toBeVisible();
    expect(linkNames()).toEqual([]);
  });

  it('shows the same page for the result of a redirect-to-payment', () => {
    renderUnderLink(`/uuid/${LINK_UUID}/mid/pay-7/failure?variant=paypal`, aPaymentLink(), routes);
    expect(screen.getByRole('heading', { name: 'PayPal payment failed' })).toBeVisible();
  });
});
