import type { PaymentLinkInfo } from '@paypage/contract/paymentLink';
import { PAYMENT_METHODS } from '@paypage/contract/paymentMethods';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RETURN_HOME_AFTER_S } from '../features/pageNotFound/pageNotFoundPage';
import { methodSegment } from '../lib/paymentMethods/methodSegment';
import { aPaymentLink, fakeApi, linkFound, LINK_UUID } from '../test/fakeApi';
import { renderPage } from '../test/renderPage';
import { payByBankResultPath } from './payByBankResult';

const EVERY_METHOD: Partial<PaymentLinkInfo> = {
  paymentMethods: [...PAYMENT_METHODS],
  paypalMerchantId: 'PP-MERCHANT',
};

function openPath(
  path: string,
  link: Partial<PaymentLinkInfo> = EVERY_METHOD,
  otherCalls: Parameters<typeof fakeApi>[1] = {},
) {
  fakeApi(linkFound(aPaymentLink(link)), otherCalls);
  renderPage(`/uuid/${LINK_UUID}${path}`);
}

/** The service's answer about tx_0123456789: refused, the link payable again. */
const REFUSED_AT_THE_PROVIDER = {
  [`/public/payment-link/${LINK_UUID}/transaction/tx_0123456789`]: {
    status: 200,
    body: {
      transactionId: 'tx_0123456789',
      paymentMethod: 'IDEAL',
      status: 'REFUSED',
      refusalReason: 'DECLINED',
      linkStatus: 'VALID',
      updatedAt: '2026-11-23T10:00:00Z',
    },
  },
};

// A method's first visit loads its chunk behind the loader: that may take more than a second.
const breadcrumb = () => screen.findByRole('navigation', { name: 'Breadcrumb' }, { timeout: 5000 });
const notAvailable = () => screen.findByRole('heading', { name: 'Payment method not available' });

describe('method routes (SPEC §2)', () => {
  it.each([
    ['/direct-bank-transfer', 'Direct bank transfer'],
    ['/netbanking', 'Netbanking'],
    ['/phonepe', 'PhonePe'],
    ['/upi', 'UPI'],
    ['/upiqrcode', 'UPI QR code'],
    ['/sepa-dd', 'SEPA Direct Debit'],
    ['/payto', 'PayTo'],
    ['/paypal', 'PayPal'],
    ['/payment-slip', 'Payment slip'],
    ['/account-to-pay', 'Account to Pay'],
    ['/promptpayqr', 'PromptPay QR'],
    ['/trustly', 'Trustly (online bank transfer)'],
    ['/paybybank', 'Pay by bank'],
    ['/virtualaccount', 'Virtual account (Korean bank transfer)'],
    ['/ideal', 'iDEAL'],
    ['/bancontact-card', 'Bancontact card'],
    ['/bancontact-mobile', 'Bancontact mobile'],
    ['/kcp', 'KCP (Korean cards and banks)'],
    ['/kcpDirect', 'KCP (Korean cards and banks)'],
    ['/card', 'Credit or debit card'],
  ])(
    '%s shows the method layout; not available for a link without the method',
    async (path, name) => {
      // A link that offers only another method: whether or not this one is built, not for this link.
      openPath(path, { paymentMethods: [path === '/card' ? 'SEPA_DD' : 'CARD'] });
      const nav = await breadcrumb();
      const [root, current, ...more] = within(nav).getAllByRole('listitem');
      expect(more).toEqual([]);
      expect(root).toHaveTextContent('Payment methods');
      expect(within(nav).getByRole('link', { name: 'Payment methods' })).toHaveAttribute(
        'href',
        `/uuid/${LINK_UUID}`,
      );
      expect(current).toHaveTextContent(name);
      expect(current).toHaveAttribute('aria-current', 'page');
      expect(await notAvailable()).toBeVisible();
      expect(screen.getByText(`${name} is not available for this payment.`, { exact: false }));
    },
  );

  it('/card shows the card page in the method layout, once its page exists', async () => {
    openPath('/card');
    const nav = await breadcrumb();
    expect(within(nav).getByText('Credit or debit card')).toHaveAttribute('aria-current', 'page');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Credit or debit card' }),
    ).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Payment method not available' })).toBeNull();
  });

  it.each(PAYMENT_METHODS.flatMap((method) => [false, true].map((kcp) => [method, kcp] as const)))(
    'gives %s a route that is not page-not-found (newKcpHppRoute %s)',
    async (method, newKcpHppRoute) => {
      openPath(`/${methodSegment(method, newKcpHppRoute)}`);
      expect(await breadcrumb()).toBeVisible();
      expect(screen.queryByRole('heading', { name: 'Page not found' })).toBeNull();
    },
  );

  it('says a method is not available when the link does not offer it', async () => {
    openPath('/sepa-dd', { paymentMethods: ['CARD'] });
    expect(await notAvailable()).toBeVisible();
    expect(screen.getByText(/SEPA Direct Debit is not available/)).toBeVisible();
  });

  it('leads from "not available" back to the list of methods', async () => {
    openPath('/paypal', { paymentMethods: ['CARD', 'PAYPAL'], paypalMerchantId: null });
    await notAvailable();
    await userEvent.click(screen.getByRole('link', { name: 'Choose another payment method' }));
    expect(await screen.findByRole('radiogroup')).toBeVisible();
    expect(window.location.pathname).toBe(`/uuid/${LINK_UUID}`);
  });

  it('shows the status page instead of a method for a link that cannot be paid', async () => {
    openPath('/card', { ...EVERY_METHOD, status: 'INVALIDATED' });
    expect(await screen.findByRole('heading', { name: 'Payment session invalid' })).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).toBeNull();
  });

  it('shows a link in payment as processing, except on the pages that pick up their own payment', async () => {
    openPath('/card', { ...EVERY_METHOD, status: 'PROCESSING_PAYMENT' });
    expect(await screen.findByRole('heading', { name: 'Processing payment' })).toBeVisible();
    cleanup();
    openPath('/virtualaccount', { ...EVERY_METHOD, status: 'PROCESSING_PAYMENT' });
    expect(await breadcrumb()).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Processing payment' })).toBeNull();
  });

  it.each([
    '/netbanking-transaction-created',
    '/phonepe-transaction-created',
    '/upi-transaction-created',
    '/payto-transaction-created',
    // /trustly-transaction-created waits for its payment: features/bankRedirect's tests.
  ])('%s exists after the payment started, whatever the status', async (path) => {
    openPath(path, { ...EVERY_METHOD, status: 'PROCESSING_PAYMENT' });
    expect(await breadcrumb()).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Processing payment' })).toBeNull();
  });

  it('/ckey/{ckey}/adyen exists after the payment started and asks how it ended', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    openPath(
      '/ckey/tx_0123456789/adyen',
      { ...EVERY_METHOD, status: 'PROCESSING_PAYMENT' },
      REFUSED_AT_THE_PROVIDER,
    );
    // Three lazy chunks and a few calls (the link, the payment's status, the failure page):
    // within the page tests' 10 s wait (test/setup.ts).
    const failed = await screen.findByRole('heading', { name: 'Payment failed' });
    expect(failed).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Processing payment' })).toBeNull();
    expect(window.location.pathname).toBe(`/uuid/${LINK_UUID}/failure`);
    expect(
      screen.getByText('Your bank or card issuer declined the payment.', { exact: false }),
    ).toBeVisible();
  });

  it('/ckey/{ckey}/adyen is the provider checkout’s even when the link lists KCP first', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // KCP returns to /kcp-transaction-created (decision 0020); this address is iDEAL's.
    openPath(
      '/ckey/tx_0123456789/adyen',
      { paymentMethods: ['KCP', 'IDEAL'], status: 'PROCESSING_PAYMENT' },
      REFUSED_AT_THE_PROVIDER,
    );
    expect(await screen.findByRole('heading', { name: 'Payment failed' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Payment method not available' })).toBeNull();
  });

  it('/kcp-transaction-created exists after the payment started, and waits for KCP', async () => {
    const transactionId = 'tx_0123456789';
    fakeApi(linkFound(aPaymentLink({ ...EVERY_METHOD, status: 'PROCESSING_PAYMENT' })), {
      [`/public/payment-link/${LINK_UUID}/transaction/${transactionId}`]: {
        status: 200,
        body: {
          transactionId,
          paymentMethod: 'KCP',
          status: 'PENDING',
          linkStatus: 'PROCESSING_PAYMENT',
          updatedAt: '2026-11-23T10:00:00Z',
        },
      },
    });
    renderPage(`/uuid/${LINK_UUID}/kcp-transaction-created?transactionId=${transactionId}`);
    expect(await breadcrumb()).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Confirming your payment' })).toBeVisible();
  });
});

describe('page not found under a valid link', () => {
  afterEach(() => vi.useRealTimers());

  it.each(['/nonsense', '/card/extra', '/mid/7/elsewhere', '/uuid'])(
    '%s shows page-not-found with a link back to the payment',
    async (path) => {
      openPath(path);
      expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeVisible();
      expect(
        screen.getByText('You will be taken back to your payment in 10 seconds.'),
      ).toBeVisible();
      await userEvent.click(screen.getByRole('link', { name: 'Go to your payment now' }));
      expect(await screen.findByRole('radiogroup')).toBeVisible();
    },
  );

  it(`counts down ${RETURN_HOME_AFTER_S} seconds, then goes back to the landing page`, async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    openPath('/nonsense');
    await screen.findByRole('heading', { name: 'Page not found' });
    await act(() => vi.advanceTimersByTimeAsync(9_000));
    // Found rather than got: the countdown starts in an effect, which the browser's runtime
    // (Preact, decision 0027) runs a frame after the page shows.
    expect(
      await screen.findByText('You will be taken back to your payment in 1 second.'),
    ).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(await screen.findByRole('radiogroup')).toBeVisible();
    expect(window.location.pathname).toBe(`/uuid/${LINK_UUID}`);
  });
});

describe('/pay-by-bank-result', () => {
  const resultOf = (query: string) => payByBankResultPath(new URLSearchParams(query));
  const TX = 'tx_bank0000001';

  it.each(['', '&status=SUCCESS', '&status=PENDING', '&status=success'])(
    'with the payment named (%s) leads to its result page, which asks how it ended',
    (status) => {
      expect(resultOf(`uuid=${LINK_UUID}&transactionId=${TX}${status}`)).toBe(
        `/uuid/${LINK_UUID}/mid/${TX}/success`,
      );
    },
  );

  it.each(['REFUSED', 'cancelled', 'ERROR'])('a bank saying %s starts at the failure page', (s) => {
    expect(resultOf(`uuid=${LINK_UUID}&transactionId=${TX}&status=${s}`)).toBe(
      `/uuid/${LINK_UUID}/mid/${TX}/failure`,
    );
  });

  it('without a payment leads to the link, whose page says how it stands', () => {
    expect(resultOf(`uuid=${LINK_UUID}&status=SUCCESS`)).toBe(`/uuid/${LINK_UUID}`);
  });

  it.each(['', 'uuid=', 'uuid=nope&status=SUCCESS', `uuid=${LINK_UUID}x&transactionId=${TX}`])(
    '"%s" has no valid link: session not found',
    (query) => {
      expect(resultOf(query)).toBe('/session-not-found');
    },
  );

  it('sends the shopper on without the uuid check of /uuid paths', async () => {
    fakeApi(linkFound(aPaymentLink({ status: 'CONSUMED' })));
    renderPage(`/pay-by-bank-result?uuid=${LINK_UUID}&status=REFUSED`);
    expect(await screen.findByRole('heading', { name: 'Already paid' })).toBeVisible();
    expect(window.location.pathname).toBe(`/uuid/${LINK_UUID}`);
  });

  it('shows session not found without a link', async () => {
    fakeApi(linkFound(aPaymentLink()));
    renderPage('/pay-by-bank-result?status=SUCCESS');
    expect(await screen.findByRole('heading', { name: 'Session not found' })).toBeVisible();
  });
});
