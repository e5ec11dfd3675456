import { buildThaiQr, parseThaiQr } from '@paypage/contract/methods/thaiQr';
import type { PaymentLinkInfo } from '@paypage/contract/paymentLink';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { decodeDrawnQr } from '../../test/decodeQr';
import type { LinkAnswer } from '../../test/fakeApi';
import { aPaymentLink, fakeApi, linkFound, LINK_UUID, TEST_BASE_URL } from '../../test/fakeApi';
import { renderPage } from '../../test/renderPage';
import { acceptTermsInThisVisit } from '../../test/termsAccepted';

const THAILAND: Partial<PaymentLinkInfo> = {
  amount: 129000,
  currency: 'THB',
  locale: 'en_GB',
  paymentMethods: ['PROMPTPAYQR'],
};
const ok = (body: unknown): LinkAnswer => ({ status: 200, body });
const START = `/public/prompt-pay/payment-link/${LINK_UUID}`;
const STATUS = `/public/payment-link/${LINK_UUID}/transaction/tx_thai00000001`;
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
const PAYLOAD = buildThaiQr({
  billerId: '010555612345601',
  reference1: 'GP7QX2M9KD4',
  merchantName: 'Alpine Outfitters',
  merchantCity: 'Bangkok',
  merchantCategoryCode: '5999',
  amountMinor: 129000,
});
const status = (overrides: object = {}) =>
  ok({
    transactionId: 'tx_thai00000001',
    paymentMethod: 'PROMPTPAYQR',
    status: 'PENDING',
    linkStatus: 'PROCESSING_PAYMENT',
    details: { qrPayload: PAYLOAD, expiresAt: inMinutes(10) },
    updatedAt: '2030-01-01T00:00:00Z',
    ...overrides,
  });

// Each test loads the method's chunks first: slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

afterEach(() => vi.unstubAllGlobals());

function open(
  path: string,
  link: Partial<PaymentLinkInfo> = THAILAND,
  calls: Record<string, LinkAnswer> = {},
) {
  const fetchMock = fakeApi(linkFound(aPaymentLink(link)), calls);
  acceptTermsInThisVisit();
  renderPage(`/uuid/${LINK_UUID}/${path}`);
  return fetchMock;
}

describe('/promptpayqr', () => {
  it('shows a Thai QR Payment code that decodes to the provider’s payload, with a countdown', async () => {
    const user = userEvent.setup();
    const fetchMock = open('promptpayqr', THAILAND, {
      [START]: ok({ redirectUrl: `http://localhost:3000/uuid/${LINK_UUID}/promptpayqr?transaction=tx_thai00000001`, paymentUuid: 'tx_thai00000001' }),
      [STATUS]: status(),
    });
    await user.click(await screen.findByRole('button', { name: 'Show QR code' }, { timeout: 5000 }));
    const code = await screen.findByRole('img', { name: /^Thai QR code to pay THB.1,290\.00 with PromptPay$/ }, { timeout: 5000 });
    const decoded = decodeDrawnQr(code as unknown as SVGElement);
    expect(decoded).toBe(PAYLOAD);
    expect(parseThaiQr(decoded ?? '')).toMatchObject({ ok: true, amountMinor: 129000 });
    expect(screen.getByText(PAYLOAD)).toBeVisible();
    expect(await screen.findByRole('timer')).toHaveTextContent(/^Time left: (10:00|9:[0-5]\d)$/);
    expect(window.location.search).toBe('?transaction=tx_thai00000001');
    const post = fetchMock.mock.calls.find(([url]) => String(url) === `${TEST_BASE_URL}${START}`);
    expect(new Headers(post?.[1]?.headers).get('idempotency-key')).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
  }, 30_000);

  it('moves on to the success page once the code is paid, even after a reload', async () => {
    open('promptpayqr?transaction=tx_thai00000001', { ...THAILAND, status: 'PROCESSING_PAYMENT' }, {
      [STATUS]: status({ status: 'COMPLETED', linkStatus: 'CONSUMED' }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment successful' }, { timeout: 5000 })).toBeVisible();
  });

  it('says the time ran out when the code expired unpaid', async () => {
    open('promptpayqr?transaction=tx_thai00000001', { ...THAILAND, status: 'PROCESSING_PAYMENT' }, {
      [STATUS]: status({ details: { qrPayload: PAYLOAD, expiresAt: inMinutes(-1) } }),
    });
    expect(await screen.findByText('The time to pay has run out.', {}, { timeout: 5000 })).toBeVisible();
  });

  it('on a phone, saves the code as a PNG and says how to pay with it from the same phone', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(pointer: coarse)' }));
    const saved: Blob[] = [];
    vi.stubGlobal('URL', Object.assign(URL, {
      createObjectURL: (blob: Blob) => (saved.push(blob), 'blob:http://localhost:3000/qr'),
      revokeObjectURL: () => undefined,
    }));
    const clicked: HTMLAnchorElement[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) { clicked.push(this); });
    open('promptpayqr?transaction=tx_thai00000001', { ...THAILAND, status: 'PROCESSING_PAYMENT' }, { [STATUS]: status() });
    const save = await screen.findByRole('button', { name: 'Save QR code' }, { timeout: 5000 });
    expect(screen.getByText(/^Paying with this phone\? Save the QR code, then open your payment app/)).toBeVisible();
    await userEvent.click(save);
    expect(saved).toHaveLength(1);
    expect(saved[0]?.type).toBe('image/png');
    // jsdom's Blob has no arrayBuffer(): read as a browser of its age would.
    const reader = new FileReader();
    const read = new Promise((resolve) => reader.addEventListener('load', resolve));
    reader.readAsArrayBuffer(saved[0] as Blob);
    await read;
    const bytes = new Uint8Array(reader.result as ArrayBuffer);
    expect([...bytes.subarray(1, 4)].map((b) => String.fromCharCode(b)).join('')).toBe('PNG');
    expect(clicked[0]?.download).toBe('promptpay-qr-code.png');
    expect(clicked[0]?.href).toBe('blob:http://localhost:3000/qr');
    click.mockRestore();
  });

  it('offers no saving on a computer, whose code the phone scans', async () => {
    vi.stubGlobal('matchMedia', () => ({ matches: false }));
    open('promptpayqr?transaction=tx_thai00000001', { ...THAILAND, status: 'PROCESSING_PAYMENT' }, { [STATUS]: status() });
    await screen.findByRole('img', { name: /^Thai QR code/ }, { timeout: 5000 });
    expect(screen.queryByRole('button', { name: 'Save QR code' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Paying with this phone/)).not.toBeInTheDocument();
  });

  it('says it takes baht only on a link in another currency', async () => {
    open('promptpayqr', { ...THAILAND, currency: 'INR' });
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('This payment method accepts payments in Thai baht (THB) only.');
  });
}); // prettier-ignore
