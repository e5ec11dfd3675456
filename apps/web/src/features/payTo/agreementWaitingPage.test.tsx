import type { PaymentLinkInfo } from '@paypage/contract/paymentLink';
import type { PaymentStatusResponse } from '@paypage/contract/payments';
import { configure, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LinkAnswer } from '../../test/fakeApi';
import { aPaymentLink, fakeApi, linkFound, LINK_UUID } from '../../test/fakeApi';
import { renderPage } from '../../test/renderPage';

// The first page loads the PayTo chunks and texts; each outcome needs two looks, 1 s apart.
configure({ asyncUtilTimeout: 8000 });

const TRANSACTION_ID = 'tx_agreement0001';
const STATUS = `/public/payment-link/${LINK_UUID}/transaction/${TRANSACTION_ID}`;
const DEADLINE = '2030-01-01T10:10:00Z';
/** What a result page reads about a link when its address names no payment. */
const LATEST = `/public/payment-link/${LINK_UUID}/latest-payment`;

function aStatus(overrides: Partial<PaymentStatusResponse> = {}): PaymentStatusResponse {
  return {
    transactionId: TRANSACTION_ID,
    paymentMethod: 'PAYTO',
    status: 'PENDING',
    linkStatus: 'PROCESSING_PAYMENT',
    details: {
      mandateScheme: 'PAYTODD',
      mandateStatus: 'PENDING',
      payIdType: 'PHONE',
      payIdMasked: '+61-4*****678',
      agreementExpiresAt: DEADLINE,
    },
    updatedAt: '2030-01-01T10:00:00Z',
    ...overrides,
  };
}

/** The service's answers in turn, the last one for good: the payer decides meanwhile. */
function answersInTurn(...statuses: PaymentStatusResponse[]): LinkAnswer {
  let looks = 0;
  return {
    status: 200,
    get body() {
      return statuses[Math.min(looks++, statuses.length - 1)];
    },
  };
}

function openWaitingPage(
  answer: LinkAnswer,
  link: Partial<PaymentLinkInfo> = {},
  query = `?transactionId=${TRANSACTION_ID}`,
) {
  const fetchMock = fakeApi(
    linkFound(aPaymentLink({ paymentMethods: ['PAYTO'], status: 'PROCESSING_PAYMENT', ...link })),
    { [STATUS]: answer },
  );
  renderPage(`/uuid/${LINK_UUID}/payto-transaction-created${query}`);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const declined = (mandateStatus: string) =>
  aStatus({
    status: 'REFUSED',
    linkStatus: 'VALID',
    refusalReason: mandateStatus,
    details: { ...aStatus().details, mandateStatus },
  });

describe('/payto-transaction-created: waiting for the banking app (SPEC §2, §4)', () => {
  it('says what to do, with the PayID masked and the deadline, and checks by itself', async () => {
    openWaitingPage(answersInTurn(aStatus()));
    expect(
      await screen.findByRole('heading', { name: 'Approve the agreement in your banking app' }),
    ).toBeVisible();
    // The sentence shows at once, its PayID once the payment's details have arrived.
    await waitFor(() =>
      expect(
        screen.getByText(/approve the PayTo agreement with Alpine Outfitters for the PayID/),
      ).toHaveTextContent('+61\u20114*****678'),
    );
    expect(screen.getByText(/Please approve it by/)).toHaveTextContent('2030');
    expect(await screen.findByRole('status')).toHaveTextContent(/Still waiting|Checking/);
  });

  it('moves on to success once the agreement is approved (ACTIVE), without a reload', async () => {
    openWaitingPage(
      answersInTurn(
        aStatus(),
        aStatus({
          status: 'COMPLETED',
          linkStatus: 'CONSUMED',
          details: { ...aStatus().details, mandateStatus: 'ACTIVE' },
        }),
      ),
    );
    expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeVisible();
  });

  it.each(['DECLINED', 'REJECTED', 'TIMEDOUT'])(
    'shows ‘PayTo agreement not created’ when it is %s',
    async (mandateStatus) => {
      openWaitingPage(answersInTurn(aStatus(), declined(mandateStatus)));
      expect(
        await screen.findByRole('heading', { name: 'PayTo agreement not created' }),
      ).toBeVisible();
      expect(screen.getByText(/contact your local customer support/)).toBeVisible();
    },
  );

  it('shows the authorisation of an agreement with an amount of 0', async () => {
    openWaitingPage(answersInTurn(aStatus({ status: 'AUTHORIZED', linkStatus: 'CONSUMED' })), {
      amount: 0,
    });
    expect(await screen.findByRole('heading', { name: 'Payment authorised' })).toBeVisible();
  });

  it('shows the plain failure when the link ended while the agreement waited', async () => {
    openWaitingPage(answersInTurn(aStatus({ status: 'REFUSED', linkStatus: 'EXPIRED' })));
    expect(await screen.findByRole('heading', { name: 'Payment failed' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Try again' })).toBeNull();
  });

  it('without the payment in its address, follows the link instead', async () => {
    const fetchMock = fakeApi(
      answersInTurn(
        aPaymentLink({ paymentMethods: ['PAYTO'], status: 'PROCESSING_PAYMENT' }) as never,
        aPaymentLink({ paymentMethods: ['PAYTO'], status: 'CONSUMED' }) as never,
      ),
      {
        [LATEST]: {
          status: 200,
          body: {
            ...aStatus({ status: 'COMPLETED', linkStatus: 'CONSUMED' }),
            waitsOnShopper: false,
          },
        },
      },
    );
    renderPage(`/uuid/${LINK_UUID}/payto-transaction-created`);
    expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeVisible();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/transaction/'))).toBe(false);
  });

  it('without the payment in its address, a link open again means the agreement failed', async () => {
    fakeApi(
      answersInTurn(
        aPaymentLink({ paymentMethods: ['PAYTO'], status: 'PROCESSING_PAYMENT' }) as never,
        aPaymentLink({ paymentMethods: ['PAYTO'], status: 'VALID' }) as never,
      ),
      {
        [LATEST]: {
          status: 200,
          body: {
            ...aStatus({ status: 'REFUSED', refusalReason: 'TIMEDOUT', linkStatus: 'VALID' }),
            waitsOnShopper: false,
          },
        },
      },
    );
    renderPage(`/uuid/${LINK_UUID}/payto-transaction-created`);
    expect(
      await screen.findByRole('heading', { name: 'PayTo agreement not created' }),
    ).toBeVisible();
  });
});
