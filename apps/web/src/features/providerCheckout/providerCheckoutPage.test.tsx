import type { PaymentLinkInfo } from '@paypage/contract/paymentLink';
import type { PaymentMethod } from '@paypage/contract/paymentMethods';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { leavePage } from '../../lib/browser/leavePage';
import { readSavedPayments, savePayment } from '../../lib/storage/savedPayments';
import type { LinkAnswer } from '../../test/fakeApi';
import { aPaymentLink, fakeApi, linkFails, linkFound, LINK_UUID } from '../../test/fakeApi';
import { renderPage } from '../../test/renderPage';
import { acceptTermsInThisVisit } from '../../test/termsAccepted';

vi.mock('../../lib/browser/leavePage', () => ({ leavePage: vi.fn() }));

const SESSION_PATH = `/public/other-payments/adyen/sessions/${LINK_UUID}`;
const SESSION = {
  id: 'cks_0123456789abcdef',
  sessionData: 'data+with/odd=chars-0123456789',
  clientKey: 'test_0123456789abcdef',
};
const CHECKOUT_URL =
  'https://gateway.paypage.test/hosted/checkout/cks_0123456789abcdef?sessionData=data%2Bwith%2Fodd%3Dchars-0123456789&clientKey=test_0123456789abcdef';

function openPage(
  segment: string,
  link: Partial<PaymentLinkInfo> = {},
  session: LinkAnswer = { status: 200, body: SESSION },
) {
  const methods: PaymentMethod[] = ['IDEAL', 'BANCONTACT_CARD', 'BANCONTACT_MOBILE'];
  const fetchMock = fakeApi(linkFound(aPaymentLink({ paymentMethods: methods, ...link })), {
    [SESSION_PATH]: session,
  });
  acceptTermsInThisVisit();
  renderPage(`/uuid/${LINK_UUID}/${segment}`);
  return fetchMock;
}

const sessionCalls = (fetchMock: ReturnType<typeof fakeApi>) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith(SESSION_PATH))
    .map(([, init]) => ({
      method: init?.method,
      body: JSON.parse(String(init?.body)) as unknown,
      key: new Headers(init?.headers).get('idempotency-key'),
    }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(leavePage).mockClear();
  localStorage.clear();
});

describe('the provider checkout page (SPEC §2)', () => {
  it.each([
    ['ideal', 'iDEAL', 'iDEAL', 'on the iDEAL page you choose your bank'],
    ['bancontact-card', 'Bancontact card', 'Bancontact', 'Pay with your Bancontact card'],
    ['bancontact-mobile', 'Bancontact mobile', 'Bancontact', 'Pay with the Bancontact app'],
  ])(
    '/%s says what happens at %s’s checkout and offers to go there',
    async (segment, name, provider, intro) => {
      const fetchMock = openPage(segment);
      expect(await screen.findByRole('heading', { level: 1, name })).toBeVisible();
      expect(screen.getByText(new RegExp(intro))).toBeVisible();
      const button = screen.getByRole('button', { name: `Continue to ${provider}` });
      expect(button).toHaveAccessibleDescription(
        'Once the payment is done, you come back here and see the result.',
      );
      // Nothing starts until the shopper asks: the link stays free for another method.
      expect(sessionCalls(fetchMock)).toEqual([]);
    },
  );

  it('opens a session with a key and sends the shopper to the checkout within seconds', async () => {
    const user = userEvent.setup();
    savePayment({ uuid: LINK_UUID, status: 'VALID' });
    const fetchMock = openPage('bancontact-mobile');
    await user.click(await screen.findByRole('button', { name: 'Continue to Bancontact' }));
    expect(await screen.findByRole('heading', { name: 'You are being redirected' })).toBeVisible();
    const calls = sessionCalls(fetchMock);
    expect(calls).toEqual([
      {
        method: 'POST',
        body: { paymentMethod: 'BANCONTACT_MOBILE', acceptedTerms: { termsUrl: null } },
        key: expect.any(String),
      },
    ]);
    const now = screen.getByRole('link', { name: 'Continue to Bancontact now' });
    expect(now).toHaveAttribute('href', CHECKOUT_URL);
    await user.click(now);
    expect(leavePage).toHaveBeenCalledWith(CHECKOUT_URL);
    // The payment is the provider's to finish now (SPEC §4).
    expect(readSavedPayments()).toEqual([]);
  });

  it('goes by itself after the notice’s few seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
      openPage('ideal');
      await user.click(await screen.findByRole('button', { name: 'Continue to iDEAL' }));
      await screen.findByRole('heading', { name: 'You are being redirected' });
      await act(() => vi.advanceTimersByTimeAsync(3000));
      expect(leavePage).toHaveBeenCalledWith(CHECKOUT_URL);
    } finally {
      vi.useRealTimers();
    }
  });

  it('says the link is being paid when another tab got there first (409)', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    openPage('ideal', {}, linkFails(409, 'PAYMENT_LINK_PROCESSING'));
    await user.click(await screen.findByRole('button', { name: 'Continue to iDEAL' }));
    expect(await screen.findByRole('heading', { name: 'Processing payment' })).toBeVisible();
    expect(leavePage).not.toHaveBeenCalled();
  });

  it('shows the failure with a retry when the checkout cannot be opened', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    openPage('bancontact-card', {}, linkFails(502, 'GATEWAY_UNAVAILABLE'));
    await user.click(await screen.findByRole('button', { name: 'Continue to Bancontact' }));
    expect(await screen.findByRole('heading', { name: 'Payment failed' })).toBeVisible();
    expect(window.location.pathname).toBe(`/uuid/${LINK_UUID}/failure`);
    expect(window.location.search).toBe('?variant=retry');
  });

  it('offers nothing for a link in another currency: both schemes take euros only', async () => {
    const fetchMock = openPage('ideal', { currency: 'SGD' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'iDEAL can only be used for payments in euros. Please choose another payment method.',
    );
    expect(screen.queryByRole('button', { name: /Continue/ })).toBeNull();
    expect(sessionCalls(fetchMock)).toEqual([]);
  });

  it('speaks the link’s language', async () => {
    // A feature's texts in another language suspend the first render: render inside act.
    await act(async () => {
      openPage('bancontact-mobile', { locale: 'nl_BE' });
    });
    expect(await screen.findByRole('button', { name: 'Verder naar Bancontact' })).toBeVisible();
    expect(screen.getByText(/Betaal met de Bancontact-app/)).toBeVisible();
  });
});
