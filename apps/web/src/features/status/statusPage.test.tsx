import type { LinkStatus } from '@paypage/contract/linkStatus';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openInTopWindow } from '../../lib/returnToShop/openInTopWindow';
import { aPaymentLink, apiCalls, fakeApi, linkFound, LINK_UUID } from '../../test/fakeApi';
import { renderPage } from '../../test/renderPage';

vi.mock('../../lib/returnToShop/openInTopWindow', () => ({ openInTopWindow: vi.fn() }));

const SHOP = 'https://shop.example/thanks';
const CHECKOUT = 'https://shop.example/checkout';

const CLOSED: [LinkStatus, string][] = [
  ['CONSUMED', 'Already paid'],
  ['EXPIRED', 'Payment session expired'],
  ['INVALIDATED', 'Payment session invalid'],
];

async function openStatusPage(status: LinkStatus, title: string, overrides = {}) {
  const fetchMock = fakeApi(linkFound(aPaymentLink({ status, ...overrides })), {
    [`/public/payment-link/uuid/${LINK_UUID}/user-redirect`]: { status: 201, body: {} },
  });
  renderPage(`/uuid/${LINK_UUID}`);
  const heading = await screen.findByRole('heading', { level: 1, name: title });
  return { fetchMock, page: within(heading.closest('section') as HTMLElement) };
}

describe('status pages say whose payment it is', () => {
  afterEach(() => vi.mocked(openInTopWindow).mockClear());

  it.each(CLOSED)('%s: merchant, description and amount', async (status, title) => {
    const { page } = await openStatusPage(status, title);
    expect(page.getByText('Alpine Outfitters')).toBeVisible();
    expect(page.getByText('Order 1042: two wool jumpers')).toBeVisible();
    expect(page.getByRole('definition')).toHaveTextContent('EUR 19.99');
    expect(page.getByRole('term')).toHaveTextContent('Total price');
    // Without a shop address there is nowhere to go back to.
    expect(page.queryByRole('link', { name: 'Back to shop' })).not.toBeInTheDocument();
  });

  it('leaves the description out when the link has none', async () => {
    const { page } = await openStatusPage('EXPIRED', 'Payment session expired', {
      description: null,
    });
    expect(page.getByText('Alpine Outfitters')).toBeVisible();
    expect(page.getByText('EUR 19.99')).toBeVisible();
    expect(page.queryByText('Order 1042', { exact: false })).not.toBeInTheDocument();
  });

  it.each<[LinkStatus, string, string]>([
    ['CONSUMED', 'Already paid', SHOP],
    ['EXPIRED', 'Payment session expired', CHECKOUT],
    ['INVALIDATED', 'Payment session invalid', CHECKOUT],
  ])('%s goes back to the shop, recording it first', async (status, title, url) => {
    const { page, fetchMock } = await openStatusPage(status, title, {
      returnUrl: SHOP,
      backToShopUrl: CHECKOUT,
    });
    const back = page.getByRole('link', { name: 'Back to shop' });
    expect(back).toHaveAttribute('href', url);
    expect(back).toHaveAttribute('target', '_top');
    fireEvent.click(back);
    await vi.waitFor(() => expect(openInTopWindow).toHaveBeenCalledWith(url), { timeout: 5_000 });
    expect(apiCalls(fetchMock).map((call) => call.url)).toContain(
      `https://api.paypage.test/public/payment-link/uuid/${LINK_UUID}/user-redirect`,
    );
  });

  it('offers the only address a link has, and never a non-web one', async () => {
    const only = await openStatusPage('EXPIRED', 'Payment session expired', { returnUrl: SHOP });
    expect(only.page.getByRole('link', { name: 'Back to shop' })).toHaveAttribute('href', SHOP);
  });

  it('ignores an address that is not a web address', async () => {
    const { page } = await openStatusPage('CONSUMED', 'Already paid', {
      returnUrl: 'javascript:alert(1)',
    });
    expect(page.queryByRole('link')).not.toBeInTheDocument();
  });

  it('the processing page says it too, with the way back to the checkout', async () => {
    const { page } = await openStatusPage('PROCESSING_PAYMENT', 'Processing payment', {
      returnUrl: SHOP,
      backToShopUrl: CHECKOUT,
    });
    expect(page.getByText('Alpine Outfitters')).toBeVisible();
    expect(page.getByText('Order 1042: two wool jumpers')).toBeVisible();
    expect(page.getByText('EUR 19.99')).toBeVisible();
    expect(page.getByRole('link', { name: 'Back to shop' })).toHaveAttribute('href', CHECKOUT);
  });
});
