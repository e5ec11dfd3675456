import type { PaymentLinkInfo } from '@paypage/contract/paymentLink';
import type { PaymentStatusResponse } from '@paypage/contract/payments';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_POLL_DELAY_MS } from '../../lib/payments/usePaymentOutcome';
import { readSavedPayments } from '../../lib/storage/savedPayments';
import { aPaymentLink, LINK_UUID, TEST_BASE_URL } from '../../test/fakeApi';
import { renderPage } from '../../test/renderPage';

const TX = 'tx_0123456789abcdef';
const CONFIG = {
  baseUrl: TEST_BASE_URL,
  appOrigin: 'http://localhost:3000',
  gppBaseUrl: 'https://gateway.paypage.test',
};

function status(overrides: Partial<PaymentStatusResponse> = {}): PaymentStatusResponse {
  return {
    transactionId: TX,
    paymentMethod: 'IDEAL',
    status: 'PENDING',
    linkStatus: 'PROCESSING_PAYMENT',
    updatedAt: '2026-11-23T10:00:00Z',
    ...overrides,
  };
}

/** The link, and the service's word on the payment: one answer per look, the last repeats. */
function fakeService(
  link: Partial<PaymentLinkInfo>,
  ...answers: (PaymentStatusResponse | number)[]
) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url === '/config.json') return Response.json(CONFIG);
    if (url.startsWith(`${TEST_BASE_URL}/public/payment-link/uuid/`)) {
      return Response.json(aPaymentLink({ paymentMethods: ['IDEAL', 'BANCONTACT_CARD'], ...link }));
    }
    if (url === `${TEST_BASE_URL}/public/payment-link/${LINK_UUID}/transaction/${TX}`) {
      const next = answers.length > 1 ? answers.shift() : answers[0];
      return typeof next === 'number'
        ? Response.json({ statusCode: next, errorCode: 'TRANSACTION_NOT_FOUND' }, { status: next })
        : Response.json(next);
    }
    return Response.json({ statusCode: 404, errorCode: 'NOT_FOUND' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
}

const openReturn = () => renderPage(`/uuid/${LINK_UUID}/ckey/${TX}/adyen`);

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('/uuid/{uuid}/ckey/{ckey}/adyen: back from the provider’s checkout', () => {
  it('shows the success the service confirms, and the link leaves the saved payments', async () => {
    fakeService({ status: 'CONSUMED' }, status({ status: 'COMPLETED', linkStatus: 'CONSUMED' }));
    openReturn();
    expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeVisible();
    expect(window.location.pathname).toBe(`/uuid/${LINK_UUID}/success`);
    expect(readSavedPayments()).toEqual([]);
  });

  it('shows the failure with a retry for a refusal: the link can be paid again', async () => {
    fakeService({}, status({ status: 'REFUSED', linkStatus: 'VALID', refusalReason: 'DECLINED' }));
    openReturn();
    expect(await screen.findByRole('heading', { name: 'Payment failed' })).toBeVisible();
    expect(window.location.search).toBe(`?variant=retry&transaction=${TX}`);
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute(
      'href',
      `/uuid/${LINK_UUID}/ideal`,
    );
    expect(readSavedPayments()).toEqual([{ uuid: LINK_UUID, status: 'VALID' }]);
  });

  it('says the shopper cancelled at the provider: neutral, with the way back to the methods', async () => {
    fakeService({}, status({ status: 'REFUSED', linkStatus: 'VALID', refusalReason: 'CANCELLED' }));
    openReturn();
    expect(await screen.findByRole('heading', { name: 'Payment cancelled' })).toBeVisible();
    expect(screen.getByText('You cancelled the payment. Nothing was charged.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Choose another payment method' })).toBeVisible();
  });

  it('shows the link’s own page, not a failure, for a payment the service does not know', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeService({}, 404);
    openReturn();
    expect(await screen.findByRole('heading', { name: 'Alpine Outfitters' })).toBeVisible();
    expect(window.location.pathname).toBe(`/uuid/${LINK_UUID}`);
    expect(screen.queryByRole('heading', { name: 'Payment failed' })).toBeNull();
  });

  it('waits for the provider’s confirmation and moves on by itself', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakeService(
      { status: 'PROCESSING_PAYMENT' },
      status({ paymentMethod: 'BANCONTACT_CARD' }),
      status({ paymentMethod: 'BANCONTACT_CARD', status: 'COMPLETED', linkStatus: 'CONSUMED' }),
    );
    openReturn();
    expect(await screen.findByRole('heading', { name: 'Confirming your payment' })).toBeVisible();
    expect(
      screen.getByText(
        'Bancontact has not confirmed your payment yet. Please do not pay again: the result appears here as soon as it is known.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Still waiting for confirmation.');
    await act(() => vi.advanceTimersByTimeAsync(FIRST_POLL_DELAY_MS));
    expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeVisible();
  });
});
