import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { leavePage } from '../lib/browser/leavePage';
import { termsAcceptedThisVisit } from '../lib/storage/visitMemory';
import {
  aPaymentLink,
  aSavedCard,
  fakeApi,
  linkFound,
  LINK_UUID,
  TEST_BASE_URL,
} from '../test/fakeApi';
import { renderPage } from '../test/renderPage';

vi.mock('../lib/browser/leavePage', () => ({ leavePage: vi.fn() }));

const TERMS_URL = 'https://shop.example/terms';
const PATHS = {
  assets: `/public/payment-link/${LINK_UUID}/assets`,
  cardPayment: `/public/payment-link/${LINK_UUID}/transaction`,
  bank: `/public/request-to-pay/payment-link/${LINK_UUID}`,
};

/** A link with terms and a saved card (no card form to wait for), the service answering. */
function openLink(path: string) {
  const fetchMock = fakeApi(
    linkFound(
      aPaymentLink({
        termsAndConditionsUrl: TERMS_URL,
        consumerReference: 'c-1',
        paymentMethods: ['CARD', 'REQUEST_TO_PAY'],
      }),
    ),
    {
      [PATHS.assets]: {
        status: 200,
        body: { card: [aSavedCard()], sepaDirectDebit: [], paypal: [] },
      },
      [PATHS.cardPayment]: {
        status: 200,
        body: {
          status: 'PENDING',
          transactionId: 'tx_0123456789',
          asynchronous: { threeDSecure2Challenge: 'e30' },
        },
      },
      [PATHS.bank]: {
        status: 200,
        body: {
          redirectUrl: 'https://gateway.paypage.test/hosted/approve/gp_1',
          paymentUuid: 'tx_bank0000001',
        },
      },
    },
  );
  renderPage(`/uuid/${LINK_UUID}${path}`);
  return fetchMock;
}

const bodiesTo = (fetchMock: ReturnType<typeof fakeApi>, path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url) === `${TEST_BASE_URL}${path}`)
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

const termsBox = () => screen.findByRole('checkbox', { name: /I accept the terms and conditions/ });

describe('terms everywhere a payment starts (SPEC §2/§5)', () => {
  it('/card opened directly asks for the terms and pays only once they are ticked', async () => {
    const fetchMock = openLink('/card');
    const box = await termsBox();
    expect(screen.getByRole('link', { name: /terms and conditions/ })).toHaveAttribute(
      'href',
      TERMS_URL,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Pay EUR\u00a019.99' }));
    expect(bodiesTo(fetchMock, PATHS.cardPayment)).toEqual([]);
    expect(box).toHaveFocus();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Please accept the terms and conditions to continue.')).toBeVisible();

    await userEvent.click(box);
    await userEvent.click(screen.getByRole('button', { name: 'Pay EUR\u00a019.99' }));
    await waitFor(() => expect(bodiesTo(fetchMock, PATHS.cardPayment)).toHaveLength(1));
    expect(bodiesTo(fetchMock, PATHS.cardPayment)[0]?.acceptedTerms).toEqual({
      termsUrl: TERMS_URL,
    });
    // Ticked once in this visit: remembered for the other method pages.
    expect(termsAcceptedThisVisit(LINK_UUID)).toBe(true);
  });

  it('a bank transfer opened directly waits for the tick too', async () => {
    const fetchMock = openLink('/direct-bank-transfer');
    const box = await termsBox();
    await userEvent.click(screen.getByRole('button', { name: 'Continue to your bank' }));
    expect(bodiesTo(fetchMock, PATHS.bank)).toEqual([]);
    expect(box).toHaveFocus();
    await userEvent.click(box);
    await userEvent.click(screen.getByRole('button', { name: 'Continue to your bank' }));
    await waitFor(() => expect(leavePage).toHaveBeenCalled());
    expect(bodiesTo(fetchMock, PATHS.bank)).toEqual([{ acceptedTerms: { termsUrl: TERMS_URL } }]);
  });

  it('accepted on the landing page, it is not asked again on the method’s page', async () => {
    const fetchMock = openLink('');
    await userEvent.click(await termsBox());
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.click(
      await screen.findByRole('button', { name: 'Pay EUR\u00a019.99' }, { timeout: 5000 }),
    );
    expect(screen.queryByRole('checkbox', { name: /I accept/ })).toBeNull();
    await waitFor(() => expect(bodiesTo(fetchMock, PATHS.cardPayment)).toHaveLength(1));
    expect(bodiesTo(fetchMock, PATHS.cardPayment)[0]?.acceptedTerms).toEqual({
      termsUrl: TERMS_URL,
    });
  });
});
