import { buildUpiIntent, parseUpiIntent } from '@paypage/contract/methods/upiIntent';
import type { PaymentLinkInfo } from '@paypage/contract/paymentLink';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { decodeDrawnQr } from '../../test/decodeQr';
import type { LinkAnswer } from '../../test/fakeApi';
import { aPaymentLink, fakeApi, linkFound, LINK_UUID, TEST_BASE_URL } from '../../test/fakeApi';
import { renderPage } from '../../test/renderPage';
import { acceptTermsInThisVisit } from '../../test/termsAccepted';

const INDIA: Partial<PaymentLinkInfo> = {
  amount: 249900,
  currency: 'INR',
  locale: 'en_IN',
  paymentMethods: ['UPI', 'UPIQRCODE'],
};
const ok = (body: unknown): LinkAnswer => ({ status: 200, body });
const PAY = `/public/upi/payment-link/${LINK_UUID}/transaction`;
const STATUS = `/public/payment-link/${LINK_UUID}/transaction/tx_upi000000001`;
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
const INTENT = buildUpiIntent({
  payeeAddress: 'paypagedemo@sandboxpsp',
  payeeName: 'Alpine Outfitters',
  merchantCode: '5999',
  reference: 'GP7QX2M9KD4',
  note: 'Order 1042',
  amountMinor: 249900,
});

function pending(method: 'UPI' | 'UPIQRCODE', details: object): LinkAnswer {
  return ok({
    transactionId: 'tx_upi000000001',
    paymentMethod: method,
    status: 'PENDING',
    linkStatus: 'PROCESSING_PAYMENT',
    details,
    updatedAt: '2030-01-01T00:00:00Z',
  });
}

// Each test loads the method's chunks first: slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

afterEach(() => vi.unstubAllGlobals());

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

const bodyPosted = (fetchMock: ReturnType<typeof fakeApi>) => {
  const call = fetchMock.mock.calls.find(([url]) => String(url) === `${TEST_BASE_URL}${PAY}`);
  return JSON.parse(String(call?.[1]?.body));
};

async function fillContact(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'asha@example.in');
  await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '+91 98765 43210');
}

describe('/upi: a collect request to the payer’s UPI ID', () => {
  it.each([
    ['', 'Please enter your UPI ID.'],
    ['asha sharma@okhdfc', 'Your UPI ID must not contain spaces.'],
    ['asha', 'Please enter a UPI ID in the form name@bank.'],
    ['asha@', 'Please enter a UPI ID in the form name@bank.'],
  ])('says what is wrong with %j (SPEC §5)', async (typed, message) => {
    const user = userEvent.setup();
    open('upi');
    const upiId = await screen.findByRole('textbox', { name: 'UPI ID' }, { timeout: 5000 });
    if (typed) await user.type(upiId, typed);
    await user.click(screen.getByRole('button', { name: 'Send payment request' }));
    expect(upiId).toHaveFocus();
    expect(upiId).toHaveAccessibleDescription(`For example name@bank ${message}`);
  });

  it('sends it, then waits at /upi-transaction-created with a countdown', async () => {
    const user = userEvent.setup();
    const fetchMock = open('upi', INDIA, {
      [PAY]: ok({ transactionId: 'tx_upi000000001', status: 'PENDING', expiresAt: inMinutes(10) }),
      [STATUS]: pending('UPI', { payerUpiId: 'asha@okhdfc', expiresAt: inMinutes(10) }),
    });
    await user.type(await screen.findByRole('textbox', { name: 'UPI ID' }, { timeout: 5000 }), 'asha@okhdfc');
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Send payment request' }));
    expect(await screen.findByRole('heading', { name: 'Approve the payment in your UPI app' }, { timeout: 5000 })).toBeVisible();
    expect(window.location.pathname + window.location.search).toBe(
      `/uuid/${LINK_UUID}/upi-transaction-created?transaction=tx_upi000000001`,
    );
    expect(await screen.findByText(/We have sent a payment request to asha@okhdfc\./)).toBeVisible();
    expect(await screen.findByRole('timer')).toHaveTextContent(/^Time left: (10:00|9:[0-5]\d)$/);
    expect(bodyPosted(fetchMock)).toEqual({
      paymentMethod: 'UPI',
      upiId: 'asha@okhdfc',
      email: 'asha@example.in',
      phone: '+919876543210',
      acceptedTerms: { termsUrl: null },
    });
  });

  it('stays on the form when the UPI ID is unknown: the link is open again', async () => {
    const user = userEvent.setup();
    open('upi', INDIA, { [PAY]: ok({ transactionId: 'tx_upi000000001', status: 'REFUSED' }) });
    await user.type(await screen.findByRole('textbox', { name: 'UPI ID' }, { timeout: 5000 }), 'unknown@upi');
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Send payment request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This UPI ID could not be found.');
    expect(screen.getByRole('textbox', { name: 'UPI ID' })).toBeVisible();
  });
}); // prettier-ignore

describe('/upiqrcode: a UPI QR code, waited for on the page', () => {
  it('shows the provider’s upi://pay intent as a QR code that decodes to it, and as text', async () => {
    const user = userEvent.setup();
    const fetchMock = open('upiqrcode', INDIA, {
      [PAY]: ok({ transactionId: 'tx_upi000000001', status: 'PENDING', expiresAt: inMinutes(10) }),
      [STATUS]: pending('UPIQRCODE', { qrPayload: INTENT, expiresAt: inMinutes(10) }),
    });
    await screen.findByRole('heading', { name: 'Pay by UPI QR code' }, { timeout: 5000 });
    expect(screen.queryByRole('textbox', { name: 'UPI ID' })).toBeNull();
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Show QR code' }));
    const code = await screen.findByRole('img', { name: /^QR code to pay INR.2,499\.00 with a UPI app$/ }, { timeout: 5000 });
    expect(window.location.search).toBe('?transaction=tx_upi000000001');
    const decoded = decodeDrawnQr(code as unknown as SVGElement);
    expect(decoded).toBe(INTENT);
    expect(parseUpiIntent(decoded ?? '')).toMatchObject({ ok: true, intent: { amountMinor: 249900 } });
    expect(screen.getByText(INTENT)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Copy Content of the QR code' })).toBeVisible();
    expect(bodyPosted(fetchMock)).toEqual({ paymentMethod: 'UPIQRCODE', email: 'asha@example.in', phone: '+919876543210', acceptedTerms: { termsUrl: null } });
  }, 30_000);

  it('shows the same code again after a reload, while the link is in payment', async () => {
    open('upiqrcode?transaction=tx_upi000000001', { ...INDIA, status: 'PROCESSING_PAYMENT' }, {
      [STATUS]: pending('UPIQRCODE', { qrPayload: INTENT, expiresAt: inMinutes(5) }),
    });
    expect(await screen.findByRole('heading', { name: 'Scan the QR code' }, { timeout: 5000 })).toBeVisible();
    expect(await screen.findByText(INTENT)).toBeVisible();
    expect(await screen.findByRole('timer')).toHaveTextContent(/^Time left: (5:00|4:[0-5]\d)$/);
  });

  it('on a phone, offers to save the code, and the UPI app on the same phone', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(pointer: coarse)' }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined }));
    open('upiqrcode?transaction=tx_upi000000001', { ...INDIA, status: 'PROCESSING_PAYMENT' }, {
      [STATUS]: pending('UPIQRCODE', { qrPayload: INTENT, expiresAt: inMinutes(5) }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Save QR code' }, { timeout: 5000 }));
    expect(click.mock.contexts[0]).toHaveProperty('download', 'upi-qr-code.png');
    expect(screen.getByText(/^Paying with this phone\?/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Pay with a UPI app on this phone' })).toHaveAttribute('href', INTENT);
    click.mockRestore();
  });

  it('shows the processing page instead of a form while the link is in payment', async () => {
    open('upiqrcode', { ...INDIA, status: 'PROCESSING_PAYMENT' });
    expect(await screen.findByRole('heading', { name: 'Processing payment' }, { timeout: 5000 })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Show QR code' })).toBeNull();
  });
}); // prettier-ignore
