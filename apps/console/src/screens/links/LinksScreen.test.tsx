import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { accessibilityViolations } from '../../test/axe';
import { fakeService, problem } from '../../test/fakeService';
import { renderConsole } from '../../test/renderConsole';
import { sessionAs } from '../../test/sessions';
import { summary } from './linkFixtures';

/** A window as wide as a phone's, or wider, as the console's media query sees it. */
function windowIsPhone(phone: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: phone && query === '(max-width: 767px)',
    media: query,
  }));
}

const emptyList = () =>
  fakeService({
    'GET /api/console/v1/session': { body: sessionAs('admin') },
    'GET /api/v1/payment-links': { body: { links: [], nextCursor: null } },
  });

describe('the links list', () => {
  it('lists links with amount, status as text and a way to the next page', async () => {
    const { calls } = fakeService({
      'GET /api/console/v1/session': { body: sessionAs('admin') },
      'GET /api/v1/payment-links': ({ path }) =>
        path.includes('cursor=c2')
          ? {
              body: {
                links: [summary({ uuid: 'second', merchantReference: 'ORDER-2' })],
                nextCursor: null,
              },
            }
          : {
              body: {
                links: [summary({ status: 'CONSUMED', paidWith: 'CARD' })],
                nextCursor: 'c2',
              },
            },
    });
    renderConsole('/console/links');
    const table = await screen.findByRole('table');
    const firstRow = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(within(firstRow).getByRole('link', { name: 'ORDER-1' })).toHaveAttribute(
      'href',
      '/console/links/3f2c1b7e-8d4a-4c1e-9b2f-1a2b3c4d5e6f',
    );
    expect(firstRow).toHaveTextContent('€12.50');
    expect(within(firstRow).getByText('Paid')).toHaveClass('link-status--consumed');
    expect(await accessibilityViolations()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'ORDER-2' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ORDER-1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(calls.at(-1)?.path).toBe('/api/v1/payment-links?cursor=c2');
  });

  it('sends the filters as the API’s query, keeps them in the address and in the export', async () => {
    const { calls } = fakeService({
      'GET /api/console/v1/session': { body: sessionAs('admin') },
      'GET /api/v1/payment-links': { body: { links: [], nextCursor: null } },
    });
    renderConsole('/console/links');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Search'), 'ORDER');
    await user.click(screen.getByRole('checkbox', { name: 'Paid' }));
    await user.click(screen.getByRole('checkbox', { name: 'Expired' }));
    await user.selectOptions(screen.getByLabelText('Payment method'), 'CARD');
    await user.selectOptions(screen.getByLabelText('Currency'), 'EUR');
    await user.type(screen.getByLabelText('Created from'), '2026-11-01');
    await user.type(screen.getByLabelText('Amount from'), '10.5');
    await user.selectOptions(screen.getByLabelText('Sort by'), '-amount');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('No payment links match.')).toBeInTheDocument();
    const query = new URL(calls.at(-1)?.path ?? '', 'http://x').searchParams;
    expect(Object.fromEntries(query)).toEqual({
      q: 'ORDER',
      status: 'CONSUMED,EXPIRED',
      method: 'CARD',
      currency: 'EUR',
      createdFrom: '2026-11-01T00:00:00.000Z',
      amountMin: '1050',
      sort: '-amount',
    });
    expect(window.location.search).toContain('status=CONSUMED%2CEXPIRED');
    expect(screen.getByRole('link', { name: 'Export as CSV' })).toHaveAttribute(
      'href',
      `/api/v1/payment-links/export.csv?${query.toString()}`,
    );
  });

  it('refuses an amount filter that is not an amount', async () => {
    const { calls } = fakeService({
      'GET /api/console/v1/session': { body: sessionAs('admin') },
      'GET /api/v1/payment-links': { body: { links: [], nextCursor: null } },
    });
    renderConsole('/console/links');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Amount up to'), 'lots');
    const before = calls.length;
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(screen.getByLabelText('Amount up to')).toHaveAccessibleDescription(
      'Enter an amount, such as 12.50.',
    );
    expect(calls).toHaveLength(before);
  });

  it('offers “New link” only to roles that may create links', async () => {
    fakeService({
      'GET /api/console/v1/session': { body: sessionAs('finance') },
      'GET /api/v1/payment-links': { body: { links: [], nextCursor: null } },
    });
    renderConsole('/console/links');
    await screen.findByText('No payment links match.');
    expect(screen.queryByRole('link', { name: 'New link' })).toBeNull();
  });

  it('goes back to sign-in when the service says the session ended', async () => {
    fakeService({
      'GET /api/console/v1/session': { body: sessionAs('admin') },
      'GET /api/v1/payment-links': problem(401, 'UNAUTHORIZED'),
    });
    renderConsole('/console/links');
    expect(
      await screen.findByText('Your session has ended. Please sign in again.'),
    ).toBeInTheDocument();
  });

  it('folds the filters behind a “Filters” button on a phone; the search stays', async () => {
    windowIsPhone(true);
    const { calls } = emptyList();
    renderConsole('/console/links');
    const user = userEvent.setup();
    const toggle = await screen.findByRole('button', { name: 'Filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toBeVisible();
    expect(screen.queryByRole('combobox', { name: 'Payment method' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Paid' })).toBeNull();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'ORDER');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await screen.findByText('No payment links match.');
    expect(calls.at(-1)?.path).toBe('/api/v1/payment-links?q=ORDER');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const filters = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(filters).toContainElement(screen.getByRole('combobox', { name: 'Payment method' }));
    expect(await accessibilityViolations()).toEqual([]);
    await user.click(toggle);
    expect(screen.queryByRole('combobox', { name: 'Payment method' })).toBeNull();
  });

  it('says on the button how many filters the list applies, not counting search and sort', async () => {
    windowIsPhone(true);
    emptyList();
    renderConsole(
      '/console/links?q=ORDER&status=CONSUMED%2CEXPIRED&method=CARD&amountMin=1000&sort=-amount',
    );
    expect(await screen.findByRole('button', { name: 'Filters (3 active)' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('opens folded filters when one of them is wrong, so its message is seen', async () => {
    windowIsPhone(true);
    emptyList();
    renderConsole('/console/links');
    const user = userEvent.setup();
    const toggle = await screen.findByRole('button', { name: 'Filters' });
    await user.click(toggle);
    await user.type(screen.getByLabelText('Amount from'), 'lots');
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByLabelText('Amount from')).toHaveAccessibleDescription(
      'Enter an amount, such as 12.50.',
    );
  });

  it('shows the filters open on a wide screen, the button ready to fold them', async () => {
    windowIsPhone(false);
    emptyList();
    renderConsole('/console/links');
    expect(await screen.findByRole('button', { name: 'Filters' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('combobox', { name: 'Payment method' })).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Paid' })).toBeVisible();
  });
});
