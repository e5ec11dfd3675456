import type { PaymentStatusResponse } from '@paypage/contract/payments';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LinkAnswer } from '../../test/fakeApi';
import { LINK_UUID } from '../../test/fakeApi';
import { EVENT_PATH, ok, openBankPage, requestsTo, TX } from './bankRedirectTestKit';

const STATUS_PATH = `/public/payment-link/${LINK_UUID}/transaction/${TX}`;

function status(overrides: Partial<PaymentStatusResponse>): PaymentStatusResponse {
  return {
    transactionId: TX,
    paymentMethod: 'TRUSTLY',
    status: 'PENDING',
    linkStatus: 'PROCESSING_PAYMENT',
    details: { bankConfirmation: 'PENDING' },
    updatedAt: '2026-11-23T10:00:00Z',
    ...overrides,
  };
}

/** The status route answers each of `answers` in turn, then the last one again. */
function inTurn(answers: PaymentStatusResponse[]): Record<string, LinkAnswer> {
  return {
    get [STATUS_PATH]() {
      return ok(answers.length > 1 ? answers.shift() : answers[0]);
    },
  };
}

function openWaiting(answers: PaymentStatusResponse[], query = `?transactionId=${TX}`) {
  return openBankPage('TRUSTLY', `trustly-transaction-created${query}`, inTurn(answers), {
    status: 'PROCESSING_PAYMENT',
  });
}

const heading = (name: string) =>
  screen.findByRole('heading', { level: 1, name }, { timeout: 5000 });

afterEach(() => vi.unstubAllGlobals());

describe('/trustly-transaction-created (SPEC §2)', { timeout: 15_000 }, () => {
  it('waits while the bank confirms, then shows the success by itself', async () => {
    // Two looks while the bank confirms (at once, 1 s later): time enough to see the wait.
    const fetchMock = openWaiting([
      status({}),
      status({}),
      status({ status: 'COMPLETED', linkStatus: 'CONSUMED' }),
    ]);
    expect(await heading('Your bank is confirming the payment')).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent(
      'Trustly (online bank transfer)',
    );
    expect(await heading('Payment successful')).toBeVisible();
    expect(window.location.pathname).toBe(`/uuid/${LINK_UUID}/success`);
    // The shopper's return is recorded once.
    expect(requestsTo(fetchMock, EVENT_PATH).map((call) => call.body)).toEqual([
      { paymentMethod: 'TRUSTLY' },
    ]);
  });

  it('shows the failure with a retry when the bank rejects the transfer', async () => {
    openWaiting([
      status({ status: 'REFUSED', linkStatus: 'VALID', refusalReason: 'BANK_REJECTED' }),
    ]);
    expect(await heading('Payment failed')).toBeVisible();
    expect(window.location.search).toBe(`?variant=retry&transaction=${TX}`);
  });

  it('shows how the link stands when the service knows no such payment of the link', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    openBankPage(
      'TRUSTLY',
      'trustly-transaction-created?transactionId=tx_someone0001',
      {},
      {
        status: 'PROCESSING_PAYMENT',
      },
    );
    // No payment of the link to tell of: never a failure that did not happen.
    expect(await heading('Processing payment')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Payment failed' })).toBeNull();
  });

  it('without a payment to wait for, shows how the link stands', async () => {
    openWaiting([status({})], '');
    expect(await heading('Processing payment')).toBeVisible();
    await waitFor(() => expect(window.location.pathname).toBe(`/uuid/${LINK_UUID}`));
  });
});
