import type { CardAsset } from '@paypage/contract/assets';
import { CARD_FORM_MESSAGE } from '@paypage/contract/cardPaymentConstants';
import type { PaymentLinkInfo } from '@paypage/contract/paymentLink';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { leavePage } from '../../lib/browser/leavePage';
import { readSavedPayments, savePayment } from '../../lib/storage/savedPayments';
import type { LinkAnswer } from '../../test/fakeApi';
import {
  aPaymentLink,
  aSavedCard,
  apiCalls,
  fakeApi,
  linkFound,
  LINK_UUID,
} from '../../test/fakeApi';
import { renderPage } from '../../test/renderPage';
import { acceptTermsInThisVisit } from '../../test/termsAccepted';
import { watchAddresses } from '../../test/watchAddresses';

vi.mock('../../lib/browser/leavePage', () => ({ leavePage: vi.fn() }));

const GATEWAY = 'https://gateway.paypage.test';
const PATHS = {
  assets: `/public/payment-link/${LINK_UUID}/assets`,
  // The form in the page's language (English here, as the test link's locale reads).
  session: `/public/card/payment-link/${LINK_UUID}?language=en`,
  transaction: `/public/payment-link/${LINK_UUID}/transaction`,
  deleteCard: (id: string) => `/public/payment-link/${LINK_UUID}/asset/${id}/type/card`,
  event: '/public/asset/event',
  payment: (id: string) => `/public/payment-link/${LINK_UUID}/transaction/${id}`,
};

/** How the service tells a card payment of the link stands (GET …/transaction/{id}). */
const cardPayment = (status: string, linkStatus: PaymentLinkInfo['status'], more = {}) =>
  ok({
    transactionId: 'tx_0123456789',
    paymentMethod: 'CARD',
    status,
    linkStatus,
    updatedAt: '2026-11-23T10:00:00Z',
    ...more,
  });

const ok = (body: unknown, status = 200): LinkAnswer => ({ status, body });

function openCardPage(
  cards: CardAsset[],
  link: Partial<PaymentLinkInfo> = {},
  calls: Record<string, LinkAnswer> = {},
) {
  const fetchMock = fakeApi(
    linkFound(aPaymentLink({ consumerReference: 'c-1', paymentMethods: ['CARD'], ...link })),
    {
      [PATHS.assets]: ok({ card: cards, sepaDirectDebit: [], paypal: [] }),
      [PATHS.session]: ok({ token: 'cs_test_session', integrationId: 'sandbox' }),
      ...calls,
    },
  );
  // Accepted on the landing page: the card page itself does not ask (termsGate.test.tsx).
  acceptTermsInThisVisit();
  renderPage(`/uuid/${LINK_UUID}/card`);
  return fetchMock;
}

const posted = (fetchMock: ReturnType<typeof fakeApi>, path: string) =>
  fetchMock.mock.calls.filter(([url]) => String(url).endsWith(path));

afterEach(() => vi.unstubAllGlobals());

describe('the saved cards (SPEC §2, §4)', () => {
  it('lists them with the first usable one chosen; an expired one cannot be chosen', async () => {
    openCardPage([
      aSavedCard({ id: 'as_expired0001', lastDigits: '1111', expired: true }),
      aSavedCard({ id: 'as_master00001', brand: 'MASTERCARD', lastDigits: '4444' }),
    ]);
    const group = await screen.findByRole('group', { name: 'Your saved cards' });
    expect(within(group).getByRole('radio', { name: /Visa ending in 1111/ })).toBeDisabled();
    expect(within(group).getByText('Expired')).toBeVisible();
    expect(within(group).getByRole('radio', { name: /Mastercard ending in 4444/ })).toBeChecked();
    expect(within(group).getByText('Expires 03/2031')).toBeVisible();
    // A saved card needs no form, so no form session is opened.
    expect(screen.queryByTitle('Card details')).toBeNull();
  });

  it('shows the card form when "add a new card" is chosen', async () => {
    const fetchMock = openCardPage([aSavedCard()]);
    await userEvent.click(await screen.findByRole('radio', { name: 'Add a new card' }));
    const frame = await screen.findByTitle('Card details');
    expect(frame).toHaveAttribute('src', `${GATEWAY}/hosted/card-form?token=cs_test_session`);
    expect(posted(fetchMock, PATHS.session)).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the secure card form');
  });

  it('pays with the chosen card: Idempotency-Key, device information, then 3-D Secure', async () => {
    const fetchMock = openCardPage(
      [aSavedCard()],
      {},
      {
        [PATHS.transaction]: ok({
          status: 'PENDING',
          transactionId: 'tx_0123456789',
          asynchronous: { threeDSecure2Challenge: 'e30' },
        }),
      },
    );
    // The challenge here ('e30', {}) is not one the 3-D Secure page can show: it moves on.
    const addresses = watchAddresses();
    await userEvent.click(await screen.findByRole('button', { name: 'Pay EUR\u00a019.99' }));
    await waitFor(() => expect(addresses()).not.toEqual([]));
    const [address] = addresses();
    expect(address?.pathname).toBe(`/uuid/${LINK_UUID}/card-challenge`);
    const init = posted(fetchMock, PATHS.transaction)[0]?.[1];
    const body = JSON.parse(String(init?.body));
    expect(body.payment).toEqual({ asset: { type: 'CARD', id: 'as_card00000001' } });
    expect(body.deviceInformation).toMatchObject({ deviceType: 'browser', javaEnabled: false });
    expect(body.acceptedTerms).toEqual({ termsUrl: null });
    // 3-D Secure's pages in the page's language.
    expect(body.language).toBe('en');
    expect(new Headers(init?.headers).get('idempotency-key')).toMatch(/^[0-9a-f]{32}$/);
    expect(address?.searchParams.get('savedCard')).toBe('true');
  });

  it('leaves for the gateway with a redirectUrl and forgets the stored payment', async () => {
    savePayment({ uuid: LINK_UUID, status: 'VALID' });
    openCardPage(
      [aSavedCard()],
      {},
      {
        [PATHS.transaction]: ok({
          status: 'PENDING',
          transactionId: 'tx_0123456789',
          asynchronous: { redirectUrl: '/3ds1/acs?payment=1' },
        }),
      },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Pay EUR\u00a019.99' }));
    await waitFor(() => expect(leavePage).toHaveBeenCalledWith(`${GATEWAY}/3ds1/acs?payment=1`));
    expect(readSavedPayments().some(({ uuid }) => uuid === LINK_UUID)).toBe(false);
  });

  it('goes to the failure page when the payment call fails', async () => {
    openCardPage([aSavedCard()], {}, { [PATHS.transaction]: ok({ statusCode: 502 }, 502) });
    await userEvent.click(await screen.findByRole('button', { name: 'Pay EUR\u00a019.99' }));
    expect(await screen.findByRole('heading', { name: 'Payment failed' })).toBeVisible();
    expect(window.location.search).toBe('?variant=retry');
  });

  it('shows "Payment already made." when the link was paid elsewhere meanwhile', async () => {
    openCardPage(
      [aSavedCard()],
      {},
      {
        [PATHS.transaction]: ok({ statusCode: 409, errorCode: 'PAYMENT_LINK_CONSUMED' }, 409),
      },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Pay EUR\u00a019.99' }));
    expect(await screen.findByRole('heading', { name: 'Payment already made.' })).toBeVisible();
  });

  it('deletes a card after confirming, then loads the cards again', async () => {
    const fetchMock = openCardPage(
      [aSavedCard()],
      {},
      { [PATHS.deleteCard('as_card00000001')]: ok(null, 204) },
    );
    await userEvent.click(
      await screen.findByRole('button', { name: 'Delete Visa ending in 4242' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete this card?' });
    expect(within(dialog).getByText('Alex Example')).toBeVisible();
    expect(within(dialog).getByText('4242 •••• •••• 4242')).toBeVisible();
    expect(within(dialog).getByText('03/2031')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete card' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const deletes = posted(fetchMock, PATHS.deleteCard('as_card00000001'));
    expect(deletes).toHaveLength(1);
    expect(deletes[0]?.[1]?.method).toBe('DELETE');
    expect(apiCalls(fetchMock).filter(({ url }) => url.endsWith('/assets'))).toHaveLength(2);
  });

  it('says "Something went wrong while deleting the card." when the delete fails', async () => {
    openCardPage([aSavedCard()], {}, { [PATHS.deleteCard('as_card00000001')]: ok({}, 500) });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Delete Visa ending in 4242' }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Delete card' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong while deleting the card.',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('with an amount of 0 selects the card: the asset event, then success with the query', async () => {
    const fetchMock = fakeApi(linkFound(aPaymentLink({ consumerReference: 'c-1', amount: 0 })), {
      [PATHS.assets]: ok({ card: [aSavedCard()], sepaDirectDebit: [], paypal: [] }),
      [PATHS.event]: ok({ id: 'ev_1', recordedAt: '2026-01-01T00:00:00Z' }, 201),
    });
    acceptTermsInThisVisit();
    renderPage(`/uuid/${LINK_UUID}/card?campaign=spring`);
    await userEvent.click(await screen.findByRole('button', { name: 'Select card' }));
    expect(await screen.findByRole('heading', { name: 'Card selected' })).toBeVisible();
    expect(new URLSearchParams(window.location.search).get('campaign')).toBe('spring');
    const init = posted(fetchMock, PATHS.event)[0]?.[1];
    expect(JSON.parse(String(init?.body))).toMatchObject({
      assetType: 'CARD',
      paymentLinkId: LINK_UUID,
      id: 'as_card00000001',
    });
    expect(posted(fetchMock, PATHS.transaction)).toHaveLength(0);
  });
});

describe('the framed card form', () => {
  async function readyForm() {
    openCardPage([]);
    const frame = (await screen.findByTitle('Card details')) as HTMLIFrameElement;
    return frame;
  }

  function tell(frame: HTMLIFrameElement, data: unknown, origin = GATEWAY) {
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', { data, origin, source: frame.contentWindow }),
      );
    });
  }

  it('listens only to the gateway, and only to its own frame', async () => {
    const frame = await readyForm();
    tell(frame, { type: CARD_FORM_MESSAGE.ready, height: 300 }, 'https://evil.test');
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', { data: { type: CARD_FORM_MESSAGE.ready }, origin: GATEWAY }),
      );
    });
    expect(screen.getByRole('button', { name: 'Pay EUR\u00a019.99' })).toBeDisabled();
    tell(frame, { type: CARD_FORM_MESSAGE.ready, height: 300 });
    expect(screen.getByRole('button', { name: 'Pay EUR\u00a019.99' })).toBeEnabled();
    expect(frame.style.height).toBe('300px');
  });

  it('asks the form to tokenise, then pays with the token; one payment for two presses', async () => {
    const fetchMock = openCardPage(
      [],
      {},
      {
        [PATHS.transaction]: ok({ status: 'REFUSED', transactionId: 'tx_0123456789' }),
        [PATHS.payment('tx_0123456789')]: cardPayment('REFUSED', 'VALID', {
          refusalReason: 'INSUFFICIENT_FUNDS',
        }),
      },
    );
    const frame = (await screen.findByTitle('Card details')) as HTMLIFrameElement;
    const postMessage = vi.spyOn(frame.contentWindow as Window, 'postMessage');
    tell(frame, { type: CARD_FORM_MESSAGE.ready, height: 300 });
    const pay = screen.getByRole('button', { name: 'Pay EUR\u00a019.99' });
    await userEvent.click(pay);
    tell(frame, { type: CARD_FORM_MESSAGE.submitRequested });
    expect(postMessage).toHaveBeenCalledTimes(1);
    expect(postMessage).toHaveBeenCalledWith({ type: CARD_FORM_MESSAGE.submit }, GATEWAY);
    tell(frame, {
      type: CARD_FORM_MESSAGE.tokenised,
      cardToken: 'ct_0123456789',
      brand: 'VISA',
      lastDigits: '0002',
    });
    expect(await screen.findByRole('heading', { name: 'Payment failed' })).toBeVisible();
    expect(screen.getByText(/There is not enough money available/)).toBeVisible();
    const payments = posted(fetchMock, PATHS.transaction);
    expect(payments).toHaveLength(1);
    expect(JSON.parse(String(payments[0]?.[1]?.body)).payment.asset).toEqual({
      type: 'CARD',
      cardToken: 'ct_0123456789',
    });
  });

  it('keeps the cardholder’s name for a retry in this visit, and hands it back to the form', async () => {
    openCardPage(
      [],
      {},
      {
        [PATHS.transaction]: ok({ status: 'REFUSED', transactionId: 'tx_0123456789' }),
        [PATHS.payment('tx_0123456789')]: cardPayment('REFUSED', 'VALID', {
          refusalReason: 'DECLINED',
        }),
      },
    );
    let frame = (await screen.findByTitle('Card details')) as HTMLIFrameElement;
    tell(frame, { type: CARD_FORM_MESSAGE.ready, height: 300 });
    await userEvent.click(screen.getByRole('button', { name: 'Pay EUR\u00a019.99' }));
    tell(frame, {
      type: CARD_FORM_MESSAGE.tokenised,
      cardToken: 'ct_0123456789',
      brand: 'VISA',
      lastDigits: '0002',
      holder: '  Alex Example ',
    });
    await userEvent.click(await screen.findByRole('link', { name: 'Try again' }));
    frame = (await screen.findByTitle('Card details')) as HTMLIFrameElement;
    const postMessage = vi.spyOn(frame.contentWindow as Window, 'postMessage');
    tell(frame, { type: CARD_FORM_MESSAGE.ready, height: 300 });
    // Only the name, only to the gateway; the number stays in the gateway's frame.
    expect(postMessage).toHaveBeenCalledWith(
      { type: CARD_FORM_MESSAGE.prefill, holder: 'Alex Example' },
      GATEWAY,
    );
    expect(JSON.stringify(sessionStorage)).not.toContain('0002');
  });

  it('says to check the card details when the form finds them invalid', async () => {
    const frame = await readyForm();
    tell(frame, { type: CARD_FORM_MESSAGE.ready, height: 300 });
    await userEvent.click(screen.getByRole('button', { name: 'Pay EUR\u00a019.99' }));
    tell(frame, { type: CARD_FORM_MESSAGE.invalid, fields: ['number'] });
    expect(await screen.findByRole('alert')).toHaveTextContent('Please check your card details.');
  });

  it('opens the form in the language the shopper picks in the footer', async () => {
    const fetchMock = openCardPage(
      [],
      {},
      {
        [`/public/card/payment-link/${LINK_UUID}?language=ar`]: ok({
          token: 'cs_arabic_session',
          integrationId: 'sandbox',
        }),
      },
    );
    expect(await screen.findByTitle('Card details')).toHaveAttribute(
      'src',
      `${GATEWAY}/hosted/card-form?token=cs_test_session`,
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'العربية');
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    // A new session in Arabic, framed under the form's Arabic title ("Card details").
    await waitFor(() =>
      expect(screen.getByTitle('بيانات البطاقة')).toHaveAttribute(
        'src',
        `${GATEWAY}/hosted/card-form?token=cs_arabic_session`,
      ),
    );
    expect(posted(fetchMock, `?language=ar`)).toHaveLength(1);
  });

  it('opens a new form session when the old one expired', async () => {
    const fetchMock = openCardPage([]);
    const frame = (await screen.findByTitle('Card details')) as HTMLIFrameElement;
    tell(frame, { type: CARD_FORM_MESSAGE.ready, height: 300 });
    await userEvent.click(screen.getByRole('button', { name: 'Pay EUR\u00a019.99' }));
    tell(frame, { type: CARD_FORM_MESSAGE.failed, reason: 'session-expired' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The card form timed out');
    await waitFor(() => expect(posted(fetchMock, PATHS.session)).toHaveLength(2));
  });

  it('offers to load the form again when its session cannot be opened', async () => {
    const fetchMock = openCardPage([], {}, { [PATHS.session]: ok({ statusCode: 502 }, 502) });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The card form could not be loaded.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Load the card form again' }));
    await waitFor(() => expect(posted(fetchMock, PATHS.session)).toHaveLength(2));
  });
});

describe('the completed pages (SPEC §2)', () => {
  function openCompleted(
    path: string,
    status: PaymentLinkInfo['status'],
    link: Partial<PaymentLinkInfo> = {},
    payment: LinkAnswer = cardPayment('COMPLETED', 'CONSUMED'),
  ) {
    fakeApi(linkFound(aPaymentLink({ status, ...link })), {
      [PATHS.payment('tx_0123456789')]: payment,
    });
    renderPage(`/uuid/${LINK_UUID}/${path}?status=COMPLETED&transactionId=tx_0123456789`);
  }

  it('show success when the service says the link is paid', async () => {
    openCompleted('card-payment-completed', 'CONSUMED');
    expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeVisible();
    expect(new URLSearchParams(window.location.search).get('transaction')).toBe('tx_0123456789');
  });

  it('show the authorisation for preauth, and a selected card for a saved zeroAuth card', async () => {
    openCompleted(
      'card-payment-completed',
      'CONSUMED',
      { paymentSettings: { card: { transactionType: 'preauth' } } },
      cardPayment('AUTHORIZED', 'CONSUMED'),
    );
    expect(await screen.findByRole('heading', { name: 'Payment authorised' })).toBeVisible();
    cleanup();
    openCompleted(
      'card-asset-payment-completed',
      'CONSUMED',
      { amount: 0, paymentSettings: { card: { transactionType: 'zeroAuth' } } },
      cardPayment('AUTHORIZED', 'CONSUMED'),
    );
    expect(await screen.findByRole('heading', { name: 'Card selected' })).toBeVisible();
  });

  it('believe the service, not the address: an open link is a failed payment', async () => {
    openCompleted(
      'card-asset-payment-completed',
      'VALID',
      {},
      cardPayment('REFUSED', 'VALID', { refusalReason: 'EXPIRED_CARD' }),
    );
    expect(await screen.findByRole('heading', { name: 'Payment failed' })).toBeVisible();
    expect(screen.getByText(/Your card has expired/)).toBeVisible();
  });

  it('say the payment is being processed while it is', async () => {
    openCompleted('card-payment-completed', 'PROCESSING_PAYMENT');
    expect(await screen.findByRole('heading', { name: 'Processing payment' })).toBeVisible();
  });
});
