import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentLinkInfo } from '@paypage/contract/paymentLink';
import { leavePage } from '../../lib/browser/leavePage';
import type { LinkAnswer } from '../../test/fakeApi';
import { aPaymentLink, fakeApi, linkFound, LINK_UUID, TEST_BASE_URL } from '../../test/fakeApi';
import { renderPage } from '../../test/renderPage';
import { acceptTermsInThisVisit } from '../../test/termsAccepted';

vi.mock('../../lib/browser/leavePage', () => ({ leavePage: vi.fn() }));

const INDIA: Partial<PaymentLinkInfo> = {
  amount: 249900,
  currency: 'INR',
  locale: 'en_IN',
  paymentMethods: ['NETBANKING', 'PHONEPE'],
};
const ok = (body: unknown): LinkAnswer => ({ status: 200, body });
const STARTED = ok({
  transactionId: 'tx_bank00000001',
  status: 'PENDING',
  redirectUrl: '/hosted/approve/gp_bank0001',
  expiresAt: '2030-01-01T00:15:00Z',
});

// Each test loads the method's chunks first: slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(leavePage).mockClear();
});

function open(
  path: string,
  link: Partial<PaymentLinkInfo> = INDIA,
  calls: Record<string, LinkAnswer> = {},
) {
  const fetchMock = fakeApi(linkFound(aPaymentLink(link)), calls);
  acceptTermsInThisVisit();
  renderPage(`/uuid/${LINK_UUID}/${path}`);
  return fetchMock;
}

const postsTo = (fetchMock: ReturnType<typeof fakeApi>, path: string) =>
  fetchMock.mock.calls.filter(
    ([url, init]) => String(url) === `${TEST_BASE_URL}${path}` && init?.method === 'POST',
  );

describe('/netbanking', () => {
  it('asks for the bank, the email and the phone, and says what is missing (SPEC §5)', async () => {
    const user = userEvent.setup();
    open('netbanking');
    await screen.findByRole('heading', { name: 'Pay by netbanking' }, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Continue to your bank' }));
    expect(screen.getByRole('combobox', { name: 'Your bank' })).toHaveFocus();
    expect(screen.getByRole('combobox', { name: 'Your bank' })).toHaveAccessibleDescription('Please choose your bank.');
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveAccessibleDescription('Please enter your email address.');
    const phone = screen.getByRole('textbox', { name: 'Phone number' });
    expect(phone).toHaveAccessibleDescription('With the country code, for example +91 98765 43210 Please enter your phone number.');
    await user.type(phone, '98765 43210');
    await user.tab();
    expect(phone).toHaveAccessibleDescription(/Please enter a valid phone number with its country code\./);
  });

  it('pays at the chosen bank with an Idempotency-Key, then sends the payer there', async () => {
    const user = userEvent.setup();
    const path = `/public/netbanking/payment-link/${LINK_UUID}/transaction`;
    const fetchMock = open('netbanking', INDIA, { [path]: STARTED });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Your bank' }), 'HDFC Bank');
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'asha@example.in');
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '+91 98765 43210{Enter}');
    const notice = await screen.findByRole('heading', { name: 'You are being redirected' });
    expect(notice).toBeVisible();
    const [[, init]] = postsTo(fetchMock, path) as [[string, RequestInit]];
    expect(JSON.parse(String(init.body))).toEqual({
      paymentMethod: 'NETBANKING',
      email: 'asha@example.in',
      phone: '+919876543210',
      bank: 'HDFC',
      acceptedTerms: { termsUrl: null },
    });
    expect(new Headers(init.headers).get('idempotency-key')).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
    await user.click(screen.getByRole('link', { name: 'Continue to HDFC Bank now' }));
    expect(leavePage).toHaveBeenCalledWith('https://gateway.paypage.test/hosted/approve/gp_bank0001');
  });

  it('says it takes rupees only on a link in another currency', async () => {
    open('netbanking', { ...INDIA, currency: 'EUR' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This payment method accepts payments in Indian rupees (INR) only.',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });
}); // prettier-ignore

describe('/phonepe', () => {
  it('asks for no bank and sends the payer to PhonePe', async () => {
    const user = userEvent.setup();
    const path = `/public/phonepe/payment-link/${LINK_UUID}/transaction`;
    const fetchMock = open('phonepe', INDIA, { [path]: STARTED });
    await screen.findByRole('heading', { name: 'Pay with PhonePe' });
    expect(screen.queryByRole('combobox', { name: 'Your bank' })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'asha@example.in');
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '+919876543210');
    await user.click(screen.getByRole('button', { name: 'Continue to PhonePe' }));
    expect(await screen.findByRole('link', { name: 'Continue to PhonePe now' })).toBeVisible();
    const [[, init]] = postsTo(fetchMock, path) as [[string, RequestInit]];
    expect(JSON.parse(String(init.body))).toEqual({
      paymentMethod: 'PHONEPE',
      email: 'asha@example.in',
      phone: '+919876543210',
      acceptedTerms: { termsUrl: null },
    });
  });
}); // prettier-ignore

describe('/netbanking-transaction-created and /phonepe-transaction-created', () => {
  const status = (overrides: object) =>
    ok({
      transactionId: 'tx_bank00000001',
      paymentMethod: 'PHONEPE',
      status: 'PENDING',
      linkStatus: 'PROCESSING_PAYMENT',
      updatedAt: '2030-01-01T00:00:00Z',
      ...overrides,
    });
  const statusPath = `/public/payment-link/${LINK_UUID}/transaction/tx_bank00000001`;

  it('waits for the outcome by itself', async () => {
    open('phonepe-transaction-created?transaction=tx_bank00000001', { ...INDIA, status: 'PROCESSING_PAYMENT' }, { [statusPath]: status({}) });
    expect(await screen.findByRole('heading', { name: 'Waiting for PhonePe' })).toBeVisible();
    expect(await screen.findByText(/Still waiting for confirmation/)).toBeVisible();
  });

  it('moves on to the success page once paid', async () => {
    open('netbanking-transaction-created?transaction=tx_bank00000001', { ...INDIA, status: 'PROCESSING_PAYMENT' }, {
      [statusPath]: status({ status: 'COMPLETED', linkStatus: 'CONSUMED' }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment successful' }, { timeout: 5000 })).toBeVisible();
  });

  it('offers a retry once declined', async () => {
    await act(async () => {
      open('netbanking-transaction-created?transaction=tx_bank00000001', { ...INDIA, status: 'PROCESSING_PAYMENT' }, {
        [statusPath]: status({ status: 'REFUSED', linkStatus: 'VALID', refusalReason: 'DECLINED' }),
      });
    });
    expect(await screen.findByRole('link', { name: /try again/i }, { timeout: 5000 })).toBeVisible();
  });
}); // prettier-ignore
