import type { LinkStatus } from '@paypage/contract/linkStatus';
import type { LatestPaymentResponse, PaymentStatusResponse } from '@paypage/contract/payments';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { leavePage } from '../../lib/browser/leavePage';
import { rememberTermsAccepted } from '../../lib/storage/visitMemory';
import type { LinkAnswer } from '../../test/fakeApi';
import { aPaymentLink, fakeApi, LINK_UUID, TEST_BASE_URL } from '../../test/fakeApi';
import { renderPage } from '../../test/renderPage';
import { watchAddresses } from '../../test/watchAddresses';

vi.mock('../../lib/browser/leavePage', () => ({ leavePage: vi.fn() }));

const TX = 'tx_0123456789abcdef';
const PATHS = {
  latest: `/public/payment-link/${LINK_UUID}/latest-payment`,
  cancel: `/public/payment-link/${LINK_UUID}/transaction/${TX}/cancel`,
  payment: `/public/payment-link/${LINK_UUID}/transaction/${TX}`,
};
const CHALLENGE = 'eyJhY3NVcmwiOiJodHRwczovL2dhdGV3YXkucGF5cGFnZS50ZXN0L2FjcyJ9';

function latest(overrides: Partial<LatestPaymentResponse> = {}): LatestPaymentResponse {
  return {
    transactionId: TX,
    paymentMethod: 'CARD',
    status: 'PENDING',
    linkStatus: 'PROCESSING_PAYMENT',
    updatedAt: '2026-11-23T10:00:00Z',
    waitsOnShopper: true,
    continueAt: { threeDSecure2Challenge: CHALLENGE },
    ...overrides,
  };
}

const ok = (body: unknown, status = 200): LinkAnswer => ({ status, body });
const problem = (status: number, errorCode: string): LinkAnswer => ({
  status,
  body: { statusCode: status, errorCode, message: 'test answer' },
});

/**
 * The service as the shopper finds it: the link being paid, its latest payment, and what the
 * cancel call answers. The link's status and the latest payment may change meanwhile (`world`).
 */
function openProcessingLink(first: LatestPaymentResponse, cancel?: LinkAnswer) {
  const world: { linkStatus: LinkStatus; latest: LatestPaymentResponse; cancelled?: LinkAnswer } = {
    linkStatus: 'PROCESSING_PAYMENT',
    latest: first,
    ...(cancel ? { cancelled: cancel } : {}),
  };
  const fetchMock = fakeApi(
    {
      status: 200,
      get body() {
        return aPaymentLink({ status: world.linkStatus, paymentMethods: ['CARD', 'UPIQRCODE'] });
      },
    },
    {
      get [PATHS.latest]() {
        return ok(world.latest);
      },
      get [PATHS.cancel]() {
        return world.cancelled ?? problem(500, 'INTERNAL_ERROR');
      },
      get [PATHS.payment]() {
        return ok(world.latest);
      },
    },
  );
  renderPage(`/uuid/${LINK_UUID}`);
  return { fetchMock, world };
}

const cancelCalls = (fetchMock: ReturnType<typeof fakeApi>) =>
  fetchMock.mock.calls.filter(([url]) => String(url) === `${TEST_BASE_URL}${PATHS.cancel}`);

const heading = (name: string | RegExp) =>
  screen.findByRole('heading', { level: 1, name }, { timeout: 5000 });

afterEach(() => {
  vi.mocked(leavePage).mockClear();
  vi.useRealTimers();
});

describe('the processing page (a link being paid, SPEC §4)', () => {
  it('shows what is paid to whom and, while the payment waits on the shopper, both ways on', async () => {
    openProcessingLink(latest());
    expect(await heading('Processing payment')).toBeVisible();
    // In the page itself: the header names the merchant too.
    expect(within(screen.getByRole('main')).getByText('Alpine Outfitters')).toBeVisible();
    expect(screen.getByText('EUR 19.99')).toBeVisible();
    const status = await screen.findByText(/has not been completed yet/);
    expect(status).toHaveAttribute('role', 'status');
    // Real buttons, in the page's order: the keyboard reaches both.
    const continuing = screen.getByRole('button', { name: 'Continue the payment' });
    const another = screen.getByRole('button', { name: 'Choose another way to pay' });
    await userEvent.tab();
    await userEvent.tab();
    expect([continuing, another]).toContain(document.activeElement);
  });

  it('continues at 3-D Secure exactly where the card page goes after paying', async () => {
    // This test's challenge is not one the 3-D Secure page can show: it moves on by itself.
    const addresses = watchAddresses();
    openProcessingLink(latest());
    await userEvent.click(await screen.findByRole('button', { name: 'Continue the payment' }));
    await waitFor(() => expect(addresses()).not.toEqual([]));
    const [address] = addresses();
    expect(address?.pathname).toBe(`/uuid/${LINK_UUID}/card-challenge`);
    expect(address?.searchParams.get('transactionId')).toBe(TX);
    expect(address?.searchParams.get('threeDSecure2Challenge')).toBe(CHALLENGE);
  });

  it('continues at the provider’s page, or at the method’s own page of an open QR code', async () => {
    openProcessingLink(
      latest({
        paymentMethod: 'IDEAL',
        continueAt: { redirectUrl: 'https://gateway.paypage.test/hosted/checkout/gp_1' },
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Continue the payment' }));
    expect(leavePage).toHaveBeenCalledWith('https://gateway.paypage.test/hosted/checkout/gp_1');
  });

  it('continues an open QR code on its own page', async () => {
    openProcessingLink(latest({ paymentMethod: 'UPIQRCODE', continueAt: {} }));
    await userEvent.click(await screen.findByRole('button', { name: 'Continue the payment' }));
    await waitFor(() => expect(window.location.pathname).toBe(`/uuid/${LINK_UUID}/upiqrcode`));
    expect(window.location.search).toBe(`?transaction=${TX}`);
  });

  it('chooses another way: cancelled once, however often pressed, then the methods again', async () => {
    const refused: PaymentStatusResponse = {
      ...latest(),
      status: 'REFUSED',
      refusalReason: 'CANCELLED',
      linkStatus: 'VALID',
    };
    const { fetchMock, world } = openProcessingLink(latest(), ok(refused));
    const another = await screen.findByRole('button', { name: 'Choose another way to pay' });
    world.linkStatus = 'VALID';
    await Promise.all([userEvent.click(another), userEvent.click(another)]);
    // The landing page of the link, payable again: its methods, not a skipped one.
    expect(await heading('Alpine Outfitters')).toBeVisible();
    expect(screen.getByRole('radiogroup', { name: 'Choose a payment method' })).toBeVisible();
    expect(window.location.pathname).toBe(`/uuid/${LINK_UUID}`);
    expect(cancelCalls(fetchMock)).toHaveLength(1);
    expect(cancelCalls(fetchMock)[0]?.[1]?.method).toBe('POST');
  });

  it('shows the success when the bank approved before the cancel: paid once, no other way', async () => {
    const paid: PaymentStatusResponse = {
      ...latest(),
      status: 'COMPLETED',
      linkStatus: 'CONSUMED',
    };
    const { world } = openProcessingLink(latest(), ok(paid));
    const another = await screen.findByRole('button', { name: 'Choose another way to pay' });
    world.linkStatus = 'CONSUMED';
    world.latest = { ...paid, waitsOnShopper: false };
    await userEvent.click(another);
    expect(await heading('Payment successful')).toBeVisible();
    expect(window.location.pathname).toBe(`/uuid/${LINK_UUID}/success`);
    expect(new URLSearchParams(window.location.search).get('transaction')).toBe(TX);
  });

  it('says the bank is confirming when the payment can no longer be cancelled, and keeps checking', async () => {
    const { world } = openProcessingLink(latest(), problem(409, 'PAYMENT_NOT_CANCELLABLE'));
    await userEvent.click(await screen.findByRole('button', { name: 'Choose another way to pay' }));
    expect(await screen.findByText(/can no longer be cancelled/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Choose another way to pay' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Continue the payment' })).toBeNull();
    // The bank answers: the page follows by itself.
    world.latest = {
      ...latest(),
      status: 'COMPLETED',
      linkStatus: 'CONSUMED',
      waitsOnShopper: false,
    };
    world.linkStatus = 'CONSUMED';
    expect(await heading('Payment successful')).toBeVisible();
  });

  it('says so when the cancel call fails, and lets the shopper press again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    openProcessingLink(latest(), problem(502, 'GATEWAY_UNAVAILABLE'));
    await userEvent.click(await screen.findByRole('button', { name: 'Choose another way to pay' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The payment could not be cancelled just now. Please try again.',
    );
    expect(screen.getByRole('button', { name: 'Choose another way to pay' })).toBeEnabled();
  });

  it('follows a payment that was refused meanwhile (its webhook arrived) to its failure', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { world } = openProcessingLink(latest({ waitsOnShopper: false, continueAt: {} }));
    expect(await heading('Processing payment')).toBeVisible();
    // Only waiting: nothing to continue or cancel.
    expect(screen.getByText(/Please do not pay again/)).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
    world.latest = {
      ...latest(),
      status: 'REFUSED',
      refusalReason: 'EXPIRED',
      linkStatus: 'VALID',
      waitsOnShopper: false,
    };
    world.linkStatus = 'VALID';
    await vi.advanceTimersByTimeAsync(1_500);
    expect(await heading('Payment failed')).toBeVisible();
    expect(
      screen.getByText('The payment was not completed in time, so it was stopped.', {
        exact: false,
      }),
    ).toBeVisible();
    const retry = screen.getByRole('link', { name: 'Try again' });
    expect(retry).toHaveAttribute('href', `/uuid/${LINK_UUID}/card`);
    expect(
      within(retry.parentElement as HTMLElement).getByRole('link', {
        name: 'Choose another payment method',
      }),
    ).toHaveAttribute('href', `/uuid/${LINK_UUID}`);
  });

  it('is where a payment started in another tab sends the shopper: with its way on', async () => {
    const world = { linkStatus: 'VALID' as LinkStatus };
    fakeApi(
      {
        status: 200,
        get body() {
          return aPaymentLink({
            status: world.linkStatus,
            paymentMethods: ['PROMPTPAYQR'],
            currency: 'THB',
          });
        },
      },
      {
        [`/public/prompt-pay/payment-link/${LINK_UUID}`]: problem(409, 'PAYMENT_LINK_PROCESSING'),
        [PATHS.latest]: ok(latest({ paymentMethod: 'PROMPTPAYQR', continueAt: {} })),
      },
    );
    rememberTermsAccepted(LINK_UUID);
    renderPage(`/uuid/${LINK_UUID}/promptpayqr`);
    const show = await screen.findByRole('button', { name: 'Show QR code' }, { timeout: 5000 });
    world.linkStatus = 'PROCESSING_PAYMENT';
    await userEvent.click(show);
    expect(await heading('Processing payment')).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Continue the payment' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Choose another way to pay' })).toBeVisible();
  });

  it('after a start refused because another payment has won meanwhile: the link is paid', async () => {
    const world = { linkStatus: 'VALID' as LinkStatus };
    fakeApi(
      {
        status: 200,
        get body() {
          return aPaymentLink({
            status: world.linkStatus,
            paymentMethods: ['PROMPTPAYQR'],
            currency: 'THB',
          });
        },
      },
      {
        [`/public/prompt-pay/payment-link/${LINK_UUID}`]: problem(409, 'PAYMENT_LINK_PROCESSING'),
      },
    );
    rememberTermsAccepted(LINK_UUID);
    renderPage(`/uuid/${LINK_UUID}/promptpayqr`);
    const show = await screen.findByRole('button', { name: 'Show QR code' }, { timeout: 5000 });
    world.linkStatus = 'CONSUMED';
    await userEvent.click(show);
    expect(await heading('Already paid')).toBeVisible();
    expect(screen.queryByText('Processing payment')).toBeNull();
  });
});
