import type { PaymentLinkInfo } from '@paypage/contract/paymentLink';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDEMPOTENCY_HEADER } from '@paypage/contract/headers';
import { leavePage } from '../../lib/browser/leavePage';
import { REDIRECT_AFTER_MS } from '../../components/redirectNotice';
import type { LinkAnswer } from '../../test/fakeApi';
import { aPaymentLink, apiCalls, fakeApi, linkFound, LINK_UUID } from '../../test/fakeApi';
import { renderPage } from '../../test/renderPage';
import { acceptTermsInThisVisit } from '../../test/termsAccepted';

vi.mock('../../lib/browser/leavePage', () => ({ leavePage: vi.fn() }));

const GATEWAY = 'https://gateway.paypage.test';
const KCP_PATH = `/public/other-payments/transaction/${LINK_UUID}`;
const WINDOW = '/hosted/kcp/gp_kcp0000000001';
const KCP_TX = 'tx_kcp00000001';

const kcpTransaction = (overrides: Record<string, unknown> = {}): LinkAnswer => ({
  status: 200,
  body: {
    id: KCP_TX,
    status: 'PENDING',
    type: 'debit',
    paymentMethod: 'KCP',
    asset: null,
    asynchronous: { redirectUrl: WINDOW },
    ...overrides,
  },
});

/** The payment as the service tells it: KCP has not answered yet. */
const STILL_OPEN: LinkAnswer = {
  status: 200,
  body: {
    transactionId: KCP_TX,
    paymentMethod: 'KCP',
    status: 'PENDING',
    linkStatus: 'PROCESSING_PAYMENT',
    updatedAt: '2026-11-23T10:00:00Z',
  },
};

function openKcp(answer: LinkAnswer, link: Partial<PaymentLinkInfo> = {}, path = '/kcp') {
  const fetchMock = fakeApi(
    linkFound(aPaymentLink({ paymentMethods: ['KCP'], amount: 55000, currency: 'KRW', ...link })),
    {
      [KCP_PATH]: answer,
      // Known and open: the waiting page waits, however soon it asks (a payment the service does
      // not know sends it on to the link's own result page).
      [`/public/payment-link/${LINK_UUID}/transaction/${KCP_TX}`]: STILL_OPEN,
    },
  );
  acceptTermsInThisVisit();
  renderPage(`/uuid/${LINK_UUID}${path}`);
  return fetchMock;
}

const kcpCalls = (fetchMock: ReturnType<typeof fakeApi>) =>
  apiCalls(fetchMock).filter((call) => call.url.endsWith(KCP_PATH));

afterEach(() => {
  vi.useRealTimers();
  vi.mocked(leavePage).mockClear();
});

describe('the KCP page (/kcp, /kcpDirect)', () => {
  it('says how KCP pays, then starts the payment once and announces the way to KCP', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = openKcp(kcpTransaction());
    expect(await screen.findByRole('heading', { level: 1, name: 'KCP (Korean cards and banks)' }));
    expect(screen.getByText('Korean credit and debit cards')).toBeVisible();
    expect(screen.getByText('Bank transfer from a Korean bank account')).toBeVisible();
    const pay = screen.getByRole('button', { name: 'Pay with KCP' });
    expect(pay).toHaveAccessibleDescription(
      'KCP will bring you back to this page once you have paid or cancelled.',
    );
    await userEvent.click(pay);

    expect(await screen.findByRole('heading', { name: 'You are being redirected' })).toBeVisible();
    const now = screen.getByRole('link', { name: 'Continue to KCP now' });
    expect(now).toHaveAttribute('href', `${GATEWAY}${WINDOW}`);
    const [call, ...more] = kcpCalls(fetchMock);
    expect(more).toEqual([]);
    expect(call?.headers.get(IDEMPOTENCY_HEADER)).toMatch(/^[0-9a-f]{32}$/);
    // SPEC §7's empty body, but for the terms the shopper accepted.
    expect(fetchMock.mock.calls.find(([url]) => String(url).endsWith(KCP_PATH))?.[1]).toMatchObject(
      { method: 'POST', body: JSON.stringify({ acceptedTerms: { termsUrl: null } }) },
    );
    await act(() => vi.advanceTimersByTimeAsync(REDIRECT_AFTER_MS));
    expect(leavePage).toHaveBeenCalledWith(`${GATEWAY}${WINDOW}`);
  });

  it('is the page of /kcpDirect too (newKcpHppRoute)', async () => {
    openKcp(kcpTransaction(), { newKcpHppRoute: true }, '/kcpDirect');
    expect(await screen.findByRole('button', { name: 'Pay with KCP' })).toBeVisible();
  });

  it('offers to go on in KCP’s window when the shopper comes back while it is open', async () => {
    const fetchMock = openKcp(kcpTransaction(), { status: 'PROCESSING_PAYMENT' });
    expect(
      await screen.findByRole('heading', { name: 'Your KCP payment is not finished yet' }),
    ).toBeVisible();
    const go = screen.getByRole('link', { name: 'Continue to KCP' });
    expect(go).toHaveAttribute('href', `${GATEWAY}${WINDOW}`);
    expect(kcpCalls(fetchMock)).toHaveLength(1);
    // No redirect by itself: the back button must not be a trap.
    expect(leavePage).not.toHaveBeenCalled();
    await userEvent.click(go);
    expect(leavePage).toHaveBeenCalledWith(`${GATEWAY}${WINDOW}`);
  });

  it('follows no address off the gateway: a decided or odd answer goes to the waiting page', async () => {
    openKcp(kcpTransaction({ asynchronous: { redirectUrl: '//evil.example/steal' } }));
    await userEvent.click(await screen.findByRole('button', { name: 'Pay with KCP' }));
    expect(await screen.findByRole('heading', { name: 'Confirming your payment' })).toBeVisible();
    expect(window.location.pathname).toBe(`/uuid/${LINK_UUID}/kcp-transaction-created`);
    expect(window.location.search).toBe(`?transactionId=${KCP_TX}`);
    expect(leavePage).not.toHaveBeenCalled();
  });

  it.each([
    [409, 'PAYMENT_LINK_PROCESSING', 'Processing payment'],
    [409, 'PAYMENT_LINK_CONSUMED', 'Payment already made.'],
    [502, 'GATEWAY_UNAVAILABLE', 'Payment failed'],
  ])('answers a %i %s with “%s”', async (status, errorCode, title) => {
    openKcp({ status, body: { statusCode: status, errorCode, message: 'test' } });
    await userEvent.click(await screen.findByRole('button', { name: 'Pay with KCP' }));
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeVisible();
  });

  it('speaks Korean on a Korean link', async () => {
    await act(async () => {
      openKcp(kcpTransaction(), { locale: 'ko_KR' });
    });
    expect(await screen.findByRole('button', { name: 'KCP로 결제하기' })).toBeVisible();
    expect(
      screen.getByText(
        'KCP 안전결제창에서 국내 신용·체크카드 또는 계좌이체로 결제하실 수 있습니다.',
      ),
    ).toBeVisible();
    expect(screen.getByText('KRW 55,000', { exact: false })).toBeVisible();
  });
});
