import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openInTopWindow } from '../../lib/returnToShop/openInTopWindow';
import { aPaymentLink, LINK_UUID } from '../../test/fakeApi';
import {
  fakeUserRedirectApi,
  renderUnderLink,
  SHOP_URL,
  userRedirectCalls,
} from './resultPageTestKit';
import { SuccessPage } from './successPage';

vi.mock('../../lib/returnToShop/openInTopWindow', () => ({ openInTopWindow: vi.fn() }));

const NBSP = /\u00a0/g;
const routes = [
  { path: 'success', element: <SuccessPage /> },
  { path: 'mid/:mid/success', element: <SuccessPage /> },
];

function openSuccess(search = '', overrides: Parameters<typeof aPaymentLink>[0] = {}) {
  renderUnderLink(`/uuid/${LINK_UUID}/success${search}`, aPaymentLink(overrides), routes);
}

const paragraphs = () =>
  screen.getAllByRole('paragraph').map((p) => p.textContent.replace(NBSP, ' '));

describe('success page', () => {
  beforeEach(() => {
    vi.mocked(openInTopWindow).mockClear();
  });

  it.each([
    [
      '',
      'Payment successful',
      'Thank you. Your payment of EUR 19.99 to Alpine Outfitters is complete.',
    ],
    ['?variant=completed', 'Payment successful', 'Your payment of EUR 19.99'],
    [
      '?variant=authorisation',
      'Payment authorised',
      'EUR 19.99 has been authorised for Alpine Outfitters.',
    ],
    [
      '?variant=card-created',
      'Card saved',
      'Your card has been saved for payments to Alpine Outfitters.',
    ],
    [
      '?variant=card-selected',
      'Card selected',
      'Your card will be used for payments to Alpine Outfitters.',
    ],
    ['?variant=paypal-created', 'PayPal account linked', 'Your PayPal account has been linked'],
    ['?variant=paypal-selected', 'PayPal account selected', 'Your PayPal account will be used'],
    [
      '?variant=mandate-created',
      'Direct debit mandate created',
      'Your SEPA direct debit mandate for Alpine Outfitters has been created.',
    ],
    [
      '?variant=mandate-selected',
      'Direct debit mandate selected',
      'Your SEPA direct debit mandate will be used',
    ],
    ['?variant=no-such-thing', 'Payment successful', 'Your payment of EUR 19.99'],
    ['?variant=retry', 'Payment successful', 'Your payment of EUR 19.99'],
  ])('%s shows "%s"', (search, title, text) => {
    openSuccess(search);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(paragraphs().join('\n')).toContain(text);
  });

  it('names the amount of a saved card, account or mandate only when something was paid', () => {
    openSuccess('?variant=card-created', { amount: 4990 });
    expect(paragraphs()).toContain('Amount: EUR 49.90');
  });

  it('leaves the amount out of a saved asset chosen without paying', () => {
    openSuccess('?variant=mandate-selected', { amount: 0 });
    expect(paragraphs().join('\n')).not.toContain('Amount');
  });

  it('shows the same page for the result of a redirect-to-payment', () => {
    renderUnderLink(
      `/uuid/${LINK_UUID}/mid/pay-7/success?variant=authorisation`,
      aPaymentLink(),
      routes,
    );
    expect(screen.getByRole('heading', { name: 'Payment authorised' })).toBeVisible();
  });

  it('speaks German for a German link', async () => {
    const { showLanguage } = await import('../../lib/i18n/translator');
    await showLanguage('de', 'de_DE');
    openSuccess('', { locale: 'de_DE', returnUrl: SHOP_URL, returnUrlTimer: 3 });
    expect(screen.getByRole('heading', { name: 'Zahlung erfolgreich' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Sie werden in 3 Sekunden zum Shop zurückgeleitet.',
    );
    expect(screen.getByRole('link', { name: 'Zurück zum Shop' })).toBeVisible();
  });

  it('says the window can be closed when the link has no return link', () => {
    openSuccess('', { returnUrl: null, returnUrlTimer: 5 });
    expect(screen.getByText('You can close this window now.')).toBeVisible();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('treats a return link that is not a web address as none', () => {
    openSuccess('', { returnUrl: 'javascript:alert(1)' });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('You can close this window now.')).toBeVisible();
  });
});

describe('back to the shop without a timer (returnUrlTimer 0)', () => {
  beforeEach(() => {
    vi.mocked(openInTopWindow).mockClear();
  });

  it('offers only the button: a real link to the top window, no countdown', async () => {
    fakeUserRedirectApi();
    openSuccess('', { returnUrl: SHOP_URL, returnUrlTimer: 0 });
    const link = screen.getByRole('link', { name: 'Back to shop' });
    expect(link).toHaveAttribute('href', SHOP_URL);
    expect(link).toHaveAttribute('target', '_top');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Stay on this page' })).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(openInTopWindow).not.toHaveBeenCalled();
  });

  it('records the return with the link’s returnUrl, then goes', async () => {
    const fetchMock = fakeUserRedirectApi();
    openSuccess('', { returnUrl: SHOP_URL, returnUrlTimer: 0 });
    fireEvent.click(screen.getByRole('link', { name: 'Back to shop' }));
    await vi.waitFor(() => expect(openInTopWindow).toHaveBeenCalledWith(SHOP_URL), {
      timeout: 5_000,
    });
    const [call, ...more] = userRedirectCalls(fetchMock);
    expect(more).toEqual([]);
    expect(call?.method).toBe('POST');
    expect(call?.body).toEqual({ url: SHOP_URL, redirectTo: 'returnUrl' });
    expect(call?.headers.get('x-paypage-source')).toBe('paypage-web/success/v5.0');
  });

  it('leaves a ctrl-click to the browser (a new tab), without recording', () => {
    const fetchMock = fakeUserRedirectApi();
    openSuccess('', { returnUrl: SHOP_URL });
    let leftToTheBrowser = false;
    // Runs after the page's own handler; it then stops jsdom, which cannot open tabs.
    const lastListener = (event: MouseEvent) => {
      leftToTheBrowser = !event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener('click', lastListener);
    fireEvent.click(screen.getByRole('link', { name: 'Back to shop' }), { ctrlKey: true });
    window.removeEventListener('click', lastListener);
    expect(leftToTheBrowser).toBe(true);
    expect(userRedirectCalls(fetchMock)).toEqual([]);
  });
});

describe('the countdown back to the shop', () => {
  beforeEach(() => {
    vi.mocked(openInTopWindow).mockClear();
    // Only the countdown's clock is faked: the API stub and Testing Library keep real timeouts.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const tick = (seconds: number) => act(() => vi.advanceTimersByTimeAsync(seconds * 1000));
  const shown = () =>
    screen.getByText(/returned to the shop in|Returning|not be returned/, {
      selector: '[aria-hidden="true"]',
    });

  it('counts returnUrlTimer seconds down every second, then records and goes', async () => {
    const fetchMock = fakeUserRedirectApi();
    openSuccess('', { returnUrl: SHOP_URL, returnUrlTimer: 3 });
    expect(shown()).toHaveTextContent('You will be returned to the shop in 3 seconds.');
    await tick(1);
    expect(shown()).toHaveTextContent('in 2 seconds.');
    await tick(1);
    expect(shown()).toHaveTextContent('in 1 second.');
    expect(openInTopWindow).not.toHaveBeenCalled();
    await tick(1);
    expect(screen.getByRole('status')).toHaveTextContent('Returning to the shop…');
    await vi.waitFor(() => expect(openInTopWindow).toHaveBeenCalledWith(SHOP_URL), {
      timeout: 5_000,
    });
    expect(userRedirectCalls(fetchMock).map((call) => call.body)).toEqual([
      { url: SHOP_URL, redirectTo: 'returnUrl' },
    ]);
  });

  it('announces politely at the start and in the final seconds only', async () => {
    fakeUserRedirectApi();
    openSuccess('', { returnUrl: SHOP_URL, returnUrlTimer: 10 });
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('in 10 seconds');
    await tick(3);
    expect(shown()).toHaveTextContent('in 7 seconds');
    expect(status).toHaveTextContent('in 10 seconds');
    await tick(2);
    expect(status).toHaveTextContent('in 5 seconds');
    await tick(2);
    expect(shown()).toHaveTextContent('in 3 seconds');
    expect(status).toHaveTextContent('in 5 seconds');
  });

  it('still goes to the shop when recording fails, with a console warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetchMock = fakeUserRedirectApi(500);
    openSuccess('', { returnUrl: SHOP_URL, returnUrlTimer: 1 });
    await tick(1);
    await vi.waitFor(() => expect(openInTopWindow).toHaveBeenCalledWith(SHOP_URL), {
      timeout: 5_000,
    });
    expect(userRedirectCalls(fetchMock)).toHaveLength(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('leaving anyway'), expect.anything());
    warn.mockRestore();
  });

  it('stops when the shopper stays, keeping the way back at hand', async () => {
    const fetchMock = fakeUserRedirectApi();
    openSuccess('', { returnUrl: SHOP_URL, returnUrlTimer: 2 });
    fireEvent.click(screen.getByRole('button', { name: 'Stay on this page' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'You will not be returned to the shop automatically.',
    );
    expect(screen.getByRole('link', { name: 'Back to shop' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Stay on this page' })).not.toBeInTheDocument();
    await tick(5);
    expect(openInTopWindow).not.toHaveBeenCalled();
    expect(userRedirectCalls(fetchMock)).toEqual([]);
  });

  it('records once when the shopper clicks just before the countdown ends', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = fakeUserRedirectApi();
    const stub = fetchMock.getMockImplementation();
    if (!stub) throw new Error('fakeUserRedirectApi sets an implementation');
    fetchMock.mockImplementation(async (input, init) =>
      String(input).endsWith('/user-redirect')
        ? new Promise<Response>((resolve) => (answer = resolve))
        : stub(input, init),
    );
    openSuccess('', { returnUrl: SHOP_URL, returnUrlTimer: 1 });
    fireEvent.click(screen.getByRole('link', { name: 'Back to shop' }));
    await tick(1);
    answer(Response.json({ id: 'e', recordedAt: 'now' }, { status: 201 }));
    await vi.waitFor(() => expect(openInTopWindow).toHaveBeenCalledTimes(1), { timeout: 5_000 });
    expect(userRedirectCalls(fetchMock)).toHaveLength(1);
  });
});
