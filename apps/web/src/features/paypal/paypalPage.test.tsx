import type { PaypalAsset } from '@paypage/contract/assets';
import type { PaymentLinkInfo } from '@paypage/contract/paymentLink';
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { leavePage } from '../../lib/browser/leavePage';
import type { LinkAnswer } from '../../test/fakeApi';
import { aPaymentLink, apiCalls, fakeApi, linkFound, LINK_UUID } from '../../test/fakeApi';
import { renderPage } from '../../test/renderPage';
import { acceptTermsInThisVisit } from '../../test/termsAccepted';

vi.mock('../../lib/browser/leavePage', () => ({ leavePage: vi.fn() }));

// The first page of the file loads the PayPal chunks and texts, slower than findBy's default 1 s
// on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const GATEWAY = 'https://gateway.paypage.test';
const PATHS = {
  assets: `/public/payment-link/${LINK_UUID}/assets`,
  transaction: '/public/paypal/merchant/merchant-1/transaction',
  deleteAccount: (id: string) => `/public/payment-link/${LINK_UUID}/asset/${id}/type/paypal`,
  event: '/public/asset/event',
  payment: `/public/payment-link/${LINK_UUID}/transaction/tx_0123456789`,
};

/** How the service tells the PayPal payment stands, as the result page reads it. */
const paypalPayment = (status: string, linkStatus: string, refusalReason?: string) =>
  ok({
    transactionId: 'tx_0123456789',
    paymentMethod: 'PAYPAL',
    status,
    linkStatus,
    ...(refusalReason ? { refusalReason } : {}),
    updatedAt: '2026-11-23T10:00:00Z',
  });

function anAccount(overrides: Partial<PaypalAsset> = {}): PaypalAsset {
  return {
    id: 'as_paypal0000001',
    type: 'PAYPAL',
    billingAgreementId: 'B-DEMO0001',
    customerAccountId: 'DEMOPAYER01',
    payerEmail: 'alex@example.com',
    ...overrides,
  };
}

const ok = (body: unknown, status = 200): LinkAnswer => ({ status, body });

function openPaypalPage(
  accounts: PaypalAsset[],
  link: Partial<PaymentLinkInfo> = {},
  calls: Record<string, LinkAnswer> = {},
  path = `/uuid/${LINK_UUID}/paypal`,
) {
  const fetchMock = fakeApi(
    linkFound(
      aPaymentLink({
        consumerReference: 'c-1',
        paymentMethods: ['PAYPAL'],
        paypalMerchantId: 'PAYPAL-MERCHANT-1',
        ...link,
      }),
    ),
    { [PATHS.assets]: ok({ card: [], sepaDirectDebit: [], paypal: accounts }), ...calls },
  );
  acceptTermsInThisVisit();
  renderPage(path);
  return fetchMock;
}

const posted = (fetchMock: ReturnType<typeof fakeApi>, path: string) =>
  fetchMock.mock.calls.filter(([url]) => String(url).endsWith(path));

const bodyOf = (fetchMock: ReturnType<typeof fakeApi>, path: string) =>
  JSON.parse(String(posted(fetchMock, path)[0]?.[1]?.body));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(leavePage).mockClear();
  // Unmount first: this hook runs before the setup file's cleanup (after-hooks run in reverse).
  // A page whose effects were still pending when its test ended could otherwise load the
  // fraud-data script after the removal below and leave it to the next test (a CI run saw one
  // under an amount of 0).
  cleanup();
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

describe('the PayPal page (SPEC §2, §9)', () => {
  it('lists the saved accounts with the first chosen, and "pay with another account"', async () => {
    openPaypalPage([
      anAccount(),
      anAccount({ id: 'as_paypal0000002', payerEmail: 'b@example.com' }),
    ]);
    const group = await screen.findByRole('group', { name: 'Your saved PayPal accounts' });
    expect(within(group).getByRole('radio', { name: /alex@example.com/ })).toBeChecked();
    expect(within(group).getAllByText('Account ID DEMOPAYER01')).toHaveLength(2);
    // Each saved account carries PayPal's mark; "another account" is no saved one.
    const marked = within(group)
      .getAllByRole('radio')
      .map((radio) => radio.closest('label')?.querySelector('svg.method-mark') ?? null);
    expect(marked.map((mark) => mark !== null)).toEqual([true, true, false]);
    expect(
      within(group).getByRole('radio', { name: 'Pay with another account' }),
    ).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Pay EUR\u00a019.99' })).toHaveAccessibleDescription(
      /do not close or leave this page/,
    );
  });

  it('reads "add a new PayPal account" when a new account is saved (a subscription)', async () => {
    openPaypalPage([anAccount()], { isSubscription: true });
    expect(await screen.findByRole('radio', { name: 'Add a new PayPal account' })).toBeVisible();
  });

  it('names the button after what it does: authorize with preauth, select with an amount of 0', async () => {
    openPaypalPage([anAccount()], { paymentSettings: { payPal: { transactionType: 'preauth' } } });
    expect(await screen.findByRole('button', { name: 'Authorize payment' })).toBeVisible();
  });

  it('with an amount of 0 selects the saved account: the asset event, then success', async () => {
    const fetchMock = openPaypalPage(
      [anAccount()],
      { amount: 0 },
      { [PATHS.event]: ok({ id: 'ev_1', recordedAt: '2026-01-01T00:00:00Z' }, 201) },
      `/uuid/${LINK_UUID}/paypal?campaign=spring`,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Select billing agreement' }));
    expect(await screen.findByRole('heading', { name: 'PayPal account selected' })).toBeVisible();
    expect(new URLSearchParams(window.location.search).get('campaign')).toBe('spring');
    expect(bodyOf(fetchMock, PATHS.event)).toMatchObject({
      assetType: 'PAYPAL',
      paymentLinkId: LINK_UUID,
      id: 'as_paypal0000001',
      paypalBillingData: { billingAgreementId: 'B-DEMO0001' },
    });
    expect(posted(fetchMock, PATHS.transaction)).toHaveLength(0);
    // No money moves: no correlation id, no fraud-data script.
    expect(document.querySelector('script[data-correlation-id]')).toBeNull();
  });

  it('pays with the saved account without leaving the page', async () => {
    const fetchMock = openPaypalPage(
      [anAccount()],
      {},
      {
        [PATHS.transaction]: ok({
          status: 'COMPLETED',
          transactionId: 'tx_0123456789',
          billingAgreementCreated: false,
        }),
        [PATHS.payment]: paypalPayment('COMPLETED', 'CONSUMED'),
      },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Pay EUR\u00a019.99' }));
    expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeVisible();
    const body = bodyOf(fetchMock, PATHS.transaction);
    expect(body.acceptedTerms).toEqual({ termsUrl: null });
    expect(body.asset).toEqual({
      type: 'PAYPAL',
      paymentLinkId: LINK_UUID,
      id: 'as_paypal0000001',
    });
    expect(body.correlationId).toMatch(/^[0-9a-f]{32}$/);
    const init = posted(fetchMock, PATHS.transaction)[0]?.[1];
    expect(new Headers(init?.headers).get('idempotency-key')).toMatch(/^[0-9a-f]{32}$/);
    expect(leavePage).not.toHaveBeenCalled();
  });

  it('shows the PayPal failure when the saved account is refused', async () => {
    openPaypalPage(
      [anAccount()],
      {},
      {
        [PATHS.transaction]: ok({
          status: 'REFUSED',
          transactionId: 'tx_0123456789',
          refusalReason: 'INSTRUMENT_DECLINED',
          billingAgreementCreated: false,
        }),
        [PATHS.payment]: paypalPayment('REFUSED', 'VALID', 'INSTRUMENT_DECLINED'),
      },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Pay EUR\u00a019.99' }));
    expect(await screen.findByRole('heading', { name: 'PayPal payment failed' })).toBeVisible();
    expect(screen.getByText(/Your bank or card issuer declined the payment/)).toBeVisible();
    expect(window.location.search).toBe('?variant=paypal&transaction=tx_0123456789');
    // Try again: PayPal's page again.
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute(
      'href',
      `/uuid/${LINK_UUID}/paypal`,
    );
  });

  it('announces PayPal, then leaves for its approval page', async () => {
    const fetchMock = openPaypalPage(
      [],
      {},
      {
        [PATHS.transaction]: ok({
          status: 'PENDING',
          transactionId: 'tx_0123456789',
          redirectUrl: '/hosted/approve/gp_123456789',
          billingAgreementCreated: false,
        }),
      },
    );
    expect(await screen.findByText(/taken to PayPal to log in/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Pay EUR\u00a019.99' }));
    expect(await screen.findByRole('heading', { name: 'You are being redirected' })).toBeVisible();
    expect(bodyOf(fetchMock, PATHS.transaction).asset).toEqual({
      type: 'PAYPAL',
      paymentLinkId: LINK_UUID,
    });
    await userEvent.click(screen.getByRole('link', { name: 'Continue to PayPal now' }));
    expect(leavePage).toHaveBeenCalledWith(`${GATEWAY}/hosted/approve/gp_123456789`);
  });

  it('goes to the PayPal failure when the call fails, and to SPEC §8 on a 409', async () => {
    openPaypalPage([], {}, { [PATHS.transaction]: ok({ statusCode: 502 }, 502) });
    await userEvent.click(await screen.findByRole('button', { name: 'Pay EUR\u00a019.99' }));
    expect(await screen.findByRole('heading', { name: 'PayPal payment failed' })).toBeVisible();
  });

  it('shows "Payment already made." when the link was paid elsewhere meanwhile', async () => {
    openPaypalPage(
      [],
      {},
      {
        [PATHS.transaction]: ok({ statusCode: 409, errorCode: 'PAYMENT_LINK_CONSUMED' }, 409),
      },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Pay EUR\u00a019.99' }));
    expect(await screen.findByRole('heading', { name: 'Payment already made.' })).toBeVisible();
  });

  it('deletes an account after confirming with its holder and id, then loads the accounts again', async () => {
    const fetchMock = openPaypalPage(
      [anAccount()],
      {},
      {
        [PATHS.deleteAccount('as_paypal0000001')]: ok(null, 204),
      },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Delete alex@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this PayPal account?' });
    expect(within(dialog).getByText('Account holder')).toBeVisible();
    expect(within(dialog).getByText('alex@example.com')).toBeVisible();
    expect(within(dialog).getByText('DEMOPAYER01')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete PayPal account' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posted(fetchMock, PATHS.deleteAccount('as_paypal0000001'))[0]?.[1]?.method).toBe(
      'DELETE',
    );
    expect(apiCalls(fetchMock).filter(({ url }) => url.endsWith('/assets'))).toHaveLength(2);
  });

  it('says so when deleting fails', async () => {
    openPaypalPage([anAccount()], {}, { [PATHS.deleteAccount('as_paypal0000001')]: ok({}, 500) });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete alex@example.com' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete PayPal account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong while deleting the PayPal account.',
    );
  });

  it('loads the fraud-data script once, from the gateway, with the correlation id and merchant id', async () => {
    openPaypalPage([]);
    await screen.findByRole('button', { name: 'Pay EUR\u00a019.99' });
    // Added by an effect, which Preact (in the browser, decision 0027) runs a frame after the page shows.
    await waitFor(() =>
      expect(document.head.querySelectorAll('script[data-correlation-id]')).toHaveLength(1),
    );
    const scripts = document.head.querySelectorAll('script[data-correlation-id]');
    const script = scripts[0] as HTMLScriptElement;
    expect(script.src).toBe(`${GATEWAY}/hosted/paypal/fraud-data.js`);
    expect(script.dataset.merchantId).toBe('PAYPAL-MERCHANT-1');
    expect(script.dataset.correlationId).toMatch(/^[0-9a-f]{32}$/);
  });
});
