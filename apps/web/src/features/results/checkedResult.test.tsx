import type { LinkStatus } from '@paypage/contract/linkStatus';
import type { LatestPaymentResponse } from '@paypage/contract/payments';
import { SHOPPER_REFUSALS } from '@paypage/contract/refusalReasons';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { termsAcceptedThisVisit } from '../../lib/storage/visitMemory';
import type { LinkAnswer } from '../../test/fakeApi';
import { aPaymentLink, fakeApi, linkFound, LINK_UUID } from '../../test/fakeApi';
import { renderPage } from '../../test/renderPage';
import { aLatestPayment, LATEST_PAYMENT_PATH, PAYMENT_ID } from './resultPageTestKit';

const NAMED_PATH = `/public/payment-link/${LINK_UUID}/transaction/${PAYMENT_ID}`;
const NONE: LinkAnswer = {
  status: 404,
  body: { statusCode: 404, errorCode: 'PAYMENT_NOT_FOUND', message: 'no payment' },
};

/** Opens a result address of a link, the service answering its latest (or named) payment. */
function openResult(path: string, linkStatus: LinkStatus, payment: LinkAnswer) {
  const fetchMock = fakeApi(
    linkFound(aPaymentLink({ status: linkStatus, paymentMethods: ['CARD', 'PAYPAL'] })),
    { [LATEST_PAYMENT_PATH]: payment, [NAMED_PATH]: payment },
  );
  renderPage(`/uuid/${LINK_UUID}/${path}`);
  return fetchMock;
}

const found = (overrides: Partial<LatestPaymentResponse>): LinkAnswer => ({
  status: 200,
  body: aLatestPayment(overrides),
});
const refused = (
  refusalReason: string,
  paymentMethod: LatestPaymentResponse['paymentMethod'] = 'CARD',
) => found({ status: 'REFUSED', linkStatus: 'VALID', refusalReason, paymentMethod });

const heading = (name: string | RegExp) =>
  screen.findByRole('heading', { level: 1, name }, { timeout: 5000 });

describe('/success and /failure say only what happened (they read the payment first)', () => {
  it('/success of a link nobody paid shows its landing page, never "successful"', async () => {
    openResult('success', 'VALID', NONE);
    expect(await heading('Alpine Outfitters')).toBeVisible();
    expect(window.location.pathname).toBe(`/uuid/${LINK_UUID}`);
    expect(screen.queryByText(/Payment successful/)).toBeNull();
  });

  it('/success?variant=card-selected typed by hand is no success either', async () => {
    openResult('success?variant=card-selected', 'VALID', NONE);
    expect(await heading('Alpine Outfitters')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Card selected' })).toBeNull();
  });

  it('/failure of a link with no payment shows its landing page, not a failure', async () => {
    openResult('failure?variant=retry', 'VALID', NONE);
    expect(await heading('Alpine Outfitters')).toBeVisible();
    expect(screen.queryByText(/Payment failed/)).toBeNull();
  });

  it('/success of a consumed link whose latest payment was paid is the success', async () => {
    openResult('success', 'CONSUMED', found({ status: 'COMPLETED', linkStatus: 'CONSUMED' }));
    expect(await heading('Payment successful')).toBeVisible();
    expect(
      screen.getByText(/Your payment of EUR\s19\.99 to Alpine Outfitters is complete/),
    ).toBeVisible();
  });

  it('/success of a refused payment shows its failure instead, with why', async () => {
    openResult('success', 'VALID', refused('DECLINED'));
    expect(await heading('Payment failed')).toBeVisible();
    expect(window.location.pathname).toBe(`/uuid/${LINK_UUID}/failure`);
    expect(new URLSearchParams(window.location.search).get('transaction')).toBe(PAYMENT_ID);
  });

  it('/failure of a paid payment shows its success instead', async () => {
    openResult(
      `failure?transaction=${PAYMENT_ID}`,
      'CONSUMED',
      found({ status: 'AUTHORIZED', linkStatus: 'CONSUMED' }),
    );
    expect(await heading('Payment authorised')).toBeVisible();
  });

  it('a payment still open shows the processing page', async () => {
    openResult('success', 'PROCESSING_PAYMENT', found({ waitsOnShopper: true }));
    expect(await heading('Processing payment')).toBeVisible();
    expect(window.location.pathname).toBe(`/uuid/${LINK_UUID}`);
  });

  it('a link that ended otherwise shows its status page', async () => {
    openResult('success', 'EXPIRED', NONE);
    expect(await heading('Payment session expired')).toBeVisible();
  });
});

describe('a refusal says why (ShopperRefusal texts)', () => {
  const TEXTS: Record<string, [string, string]> = {
    declined: ['DECLINED', 'Your bank or card issuer declined the payment.'],
    expiredCard: ['EXPIRED_CARD', 'Your card has expired.'],
    insufficientFunds: ['INSUFFICIENT_FUNDS', 'There is not enough money available'],
    authenticationFailed: ['AUTHENTICATION_FAILED', 'Your bank could not confirm that it was you.'],
    limitExceeded: ['LIMIT_EXCEEDED', 'This payment is over the spending limit'],
    blocked: ['BLOCKED', 'Your card or account is blocked.'],
    providerUnavailable: ['PROVIDER_UNAVAILABLE', 'Your bank could not be reached just now.'],
    timedOut: ['EXPIRED', 'The payment was not completed in time'],
  };

  it('has a text for every refusal the page knows', () => {
    expect(Object.keys(TEXTS).sort()).toEqual(
      SHOPPER_REFUSALS.filter((refusal) => refusal !== 'cancelled').sort(),
    );
  });

  it.each(Object.entries(TEXTS))('%s: %j', async (_refusal, [reason, text]) => {
    openResult(`failure?variant=retry&transaction=${PAYMENT_ID}`, 'VALID', refused(reason));
    expect(await heading('Payment failed')).toBeVisible();
    expect(screen.getByText(text, { exact: false })).toBeVisible();
    expect(document.querySelector('.tone-icon--error')).not.toBeNull();
  });

  it('offers to pay again after a refusal of a link payable again, even at a plain address', async () => {
    openResult('failure', 'VALID', refused('DECLINED'));
    expect(await screen.findByRole('link', { name: 'Try again' })).toHaveAttribute(
      'href',
      `/uuid/${LINK_UUID}/card`,
    );
  });

  it('an unknown code reads as a plain refusal', async () => {
    openResult(`failure?transaction=${PAYMENT_ID}`, 'VALID', refused('XYZ_NEW_CODE'));
    expect(await screen.findByText(/declined the payment/)).toBeVisible();
  });

  it('in the shopper’s language', async () => {
    fakeApi(linkFound(aPaymentLink({ locale: 'de_DE' })), {
      [NAMED_PATH]: refused('INSUFFICIENT_FUNDS'),
    });
    renderPage(`/uuid/${LINK_UUID}/failure?variant=retry&transaction=${PAYMENT_ID}`);
    expect(await heading('Zahlung fehlgeschlagen')).toBeVisible();
    expect(await screen.findByText(/nicht genug Geld/)).toBeVisible();
  });

  it('the shopper’s own cancel is neutral: nothing failed, nothing charged, the methods again', async () => {
    openResult(
      `failure?variant=paypal&transaction=${PAYMENT_ID}`,
      'VALID',
      refused('CANCELLED', 'PAYPAL'),
    );
    expect(await heading('Payment cancelled')).toBeVisible();
    expect(screen.getByText('You cancelled the payment. Nothing was charged.')).toBeVisible();
    expect(screen.queryByText(/failed/)).toBeNull();
    expect(document.querySelector('.tone-icon--info')).not.toBeNull();
    expect(document.querySelector('.tone-icon--error')).toBeNull();
    expect(screen.getByRole('link', { name: 'Choose another payment method' })).toHaveAttribute(
      'href',
      `/uuid/${LINK_UUID}`,
    );
  });
});

describe('"Try again" keeps the way', () => {
  it('returns to the refused method’s page with the terms already accepted', async () => {
    fakeApi(linkFound(aPaymentLink({ paymentMethods: ['SEPA_DD', 'CARD'] })), {
      [NAMED_PATH]: refused('EXPIRED_CARD'),
      [`/public/card/payment-link/${LINK_UUID}?language=en`]: {
        status: 200,
        body: { token: 'cs_test_session', integrationId: 'sandbox' },
      },
    });
    renderPage(`/uuid/${LINK_UUID}/failure?variant=retry&transaction=${PAYMENT_ID}`);
    await userEvent.click(await screen.findByRole('link', { name: 'Try again' }));
    await waitFor(() => expect(window.location.pathname).toBe(`/uuid/${LINK_UUID}/card`));
    expect(await screen.findByRole('button', { name: 'Pay EUR\u00a019.99' })).toBeVisible();
    expect(termsAcceptedThisVisit(LINK_UUID)).toBe(true);
    // The card page does not ask for the terms again.
    expect(screen.queryByRole('checkbox', { name: /I accept/ })).toBeNull();
  });
});
