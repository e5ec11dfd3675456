import { configure, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { leavePage } from '../../lib/browser/leavePage';
import type { LinkAnswer } from '../../test/fakeApi';
import { aPaymentLink, fakeApi, linkFound, LINK_UUID } from '../../test/fakeApi';
import { renderPage } from '../../test/renderPage';

vi.mock('../../lib/browser/leavePage', () => ({ leavePage: vi.fn() }));

// The first page of the file loads the PayPal chunks and texts, slower than findBy's default 1 s
// on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const ok = (body: unknown, status = 200): LinkAnswer => ({ status, body });
let counter = 0;

/** How the service then tells the payment stands, as the result page reads it. */
const stands =
  (status: string, linkStatus: string, refusalReason?: string) => (transactionId: string) =>
    ok({
      transactionId,
      paymentMethod: 'PAYPAL',
      status,
      linkStatus,
      ...(refusalReason ? { refusalReason } : {}),
      updatedAt: '2026-11-23T10:00:00Z',
    });

/** Back from PayPal with a transaction of its own (the page executes each one once). */
function comeBack(
  answerOf: (transactionId: string) => LinkAnswer,
  link = {},
  paymentOf: (transactionId: string) => LinkAnswer = stands('COMPLETED', 'CONSUMED'),
) {
  const transactionId = `tx_return${String(counter++).padStart(6, '0')}`;
  const execute = `/public/paypal/merchant/merchant-1/transaction/execute?paymentLinkId=${LINK_UUID}&transactionId=${transactionId}`;
  const fetchMock = fakeApi(
    linkFound(
      aPaymentLink({
        status: 'PROCESSING_PAYMENT',
        paymentMethods: ['PAYPAL'],
        paypalMerchantId: 'PAYPAL-MERCHANT-1',
        ...link,
      }),
    ),
    {
      [execute]: answerOf(transactionId),
      [`/public/payment-link/${LINK_UUID}/transaction/${transactionId}`]: paymentOf(transactionId),
    },
  );
  renderPage(`/uuid/${LINK_UUID}/paypal-transaction-created?transactionId=${transactionId}`);
  const executions = () =>
    fetchMock.mock.calls.filter(([url]) => String(url).includes('/transaction/execute'));
  return { executions };
}

afterEach(() => vi.mocked(leavePage).mockClear());

describe('/paypal-transaction-created: the payer is back from PayPal', () => {
  it('executes once with a key, then shows success', async () => {
    const { executions } = comeBack((transactionId) =>
      ok({ status: 'COMPLETED', transactionId, billingAgreementCreated: false }),
    );
    expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeVisible();
    expect(executions()).toHaveLength(1);
    const init = executions()[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(init?.body).toBeUndefined();
    expect(new Headers(init?.headers).get('idempotency-key')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('shows the authorisation and the linked account for a subscription of 0', async () => {
    comeBack(
      (transactionId) => ok({ status: 'AUTHORIZED', transactionId, billingAgreementCreated: true }),
      { amount: 0, isSubscription: true },
      stands('AUTHORIZED', 'CONSUMED'),
    );
    expect(await screen.findByRole('heading', { name: 'PayPal account linked' })).toBeVisible();
  });

  it('shows the PayPal failure for a refused payment, with why and a retry', async () => {
    comeBack(
      (transactionId) =>
        ok({
          status: 'REFUSED',
          transactionId,
          refusalReason: 'INSTRUMENT_DECLINED',
          billingAgreementCreated: false,
        }),
      {},
      stands('REFUSED', 'VALID', 'INSTRUMENT_DECLINED'),
    );
    expect(await screen.findByRole('heading', { name: 'PayPal payment failed' })).toBeVisible();
    expect(screen.getByText(/declined the payment/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute(
      'href',
      `/uuid/${LINK_UUID}/paypal`,
    );
  });

  it('says the payer cancelled at PayPal, neutrally: nothing failed, nothing was charged', async () => {
    comeBack(
      (transactionId) =>
        ok({
          status: 'REFUSED',
          transactionId,
          refusalReason: 'CANCELLED',
          billingAgreementCreated: false,
        }),
      {},
      stands('REFUSED', 'VALID', 'CANCELLED'),
    );
    expect(await screen.findByRole('heading', { name: 'Payment cancelled' })).toBeVisible();
    expect(screen.getByText('You cancelled the payment. Nothing was charged.')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'PayPal payment failed' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Choose another payment method' })).toHaveAttribute(
      'href',
      `/uuid/${LINK_UUID}`,
    );
    // The info mark, not the error one.
    expect(document.querySelector('.tone-icon--info')).not.toBeNull();
    expect(document.querySelector('.tone-icon--error')).toBeNull();
  });

  it('sends the payer back to PayPal when the payment was never approved', async () => {
    comeBack((transactionId) =>
      ok({
        status: 'PENDING',
        transactionId,
        redirectUrl: '/hosted/approve/gp_123456789',
        billingAgreementCreated: false,
      }),
    );
    await waitFor(() =>
      expect(leavePage).toHaveBeenCalledWith(
        'https://gateway.paypage.test/hosted/approve/gp_123456789',
      ),
    );
  });

  it('says the payment is processing when it is open without a way on', async () => {
    comeBack((transactionId) =>
      ok({ status: 'PENDING', transactionId, billingAgreementCreated: false }),
    );
    expect(await screen.findByRole('heading', { name: 'Processing payment' })).toBeVisible();
  });

  it('goes to the PayPal failure when executing fails, or without a transaction', async () => {
    comeBack(
      () => ok({ statusCode: 502, errorCode: 'GATEWAY_UNAVAILABLE' }, 502),
      {},
      stands('REFUSED', 'VALID', 'DECLINED'),
    );
    expect(await screen.findByRole('heading', { name: 'PayPal payment failed' })).toBeVisible();
  });

  it('shows SPEC §8’s page on a 409', async () => {
    comeBack(() => ok({ statusCode: 409, errorCode: 'PAYMENT_LINK_EXPIRED' }, 409));
    expect(
      await screen.findByRole('heading', { name: /Offer expired|no longer valid/ }),
    ).toBeVisible();
  });
});
