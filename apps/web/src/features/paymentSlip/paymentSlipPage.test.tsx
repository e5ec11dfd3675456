import type {
  PaymentSlipIssuedResponse,
  PaymentSlipResponse,
} from '@paypage/contract/methods/paymentSlip';
import type { PaymentLinkInfo } from '@paypage/contract/paymentLink';
import type { PaymentStatusResponse } from '@paypage/contract/payments';
import { act, configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LinkAnswer } from '../../test/fakeApi';
import { aPaymentLink, fakeApi, linkFound, LINK_UUID } from '../../test/fakeApi';
import { renderPage } from '../../test/renderPage';
import { acceptTermsInThisVisit } from '../../test/termsAccepted';
import { downloadSlip } from './downloadSlip';

vi.mock('./downloadSlip', () => ({ downloadSlip: vi.fn(async () => undefined) }));

// The first page of the file loads the slip's chunks and texts: slower than findBy's 1 s.
configure({ asyncUtilTimeout: 5000 });

const TX = 'tx_slip00000001';
const IBAN = 'DE73999600000123456789';
const PATHS = {
  issue: `/public/payment-slip/payment-link/${LINK_UUID}`,
  slip: `/public/payment-slip/payment-link/${LINK_UUID}/transaction/${TX}`,
  status: `/public/payment-link/${LINK_UUID}/transaction/${TX}`,
};

const ok = (body: unknown, status = 200): LinkAnswer => ({ status, body });

const ISSUED: PaymentSlipIssuedResponse = {
  transactionId: TX,
  status: 'PENDING',
  linkStatus: 'PROCESSING_PAYMENT',
  customerName: 'Alex Example',
  creditorReference: 'RF18539007547034',
  dueDate: '2030-06-08T10:00:00.000Z',
};

const SLIP: PaymentSlipResponse = {
  ...ISSUED,
  amount: 4990,
  currency: 'EUR',
  creditor: { name: 'Demo Shop GmbH', address: 'Musterstraße 1, 10115 Berlin' },
  iban: IBAN,
};

function statusOf(
  status: PaymentStatusResponse['status'],
  linkStatus: PaymentStatusResponse['linkStatus'],
) {
  return ok({
    transactionId: TX,
    paymentMethod: 'PAYMENT_SLIP',
    status,
    linkStatus,
    updatedAt: '2030-06-01T10:00:00.000Z',
  });
}

function openSlipPage(
  link: Partial<PaymentLinkInfo> = {},
  calls: Record<string, LinkAnswer> = {},
  path = `/uuid/${LINK_UUID}/payment-slip`,
) {
  const fetchMock = fakeApi(
    linkFound(aPaymentLink({ amount: 4990, paymentMethods: ['PAYMENT_SLIP'], ...link })),
    {
      [PATHS.issue]: ok(ISSUED),
      [PATHS.slip]: ok(SLIP),
      [PATHS.status]: statusOf('PENDING', 'PROCESSING_PAYMENT'),
      ...calls,
    },
  );
  acceptTermsInThisVisit();
  renderPage(path);
  return fetchMock;
}

const callsTo = (fetchMock: ReturnType<typeof fakeApi>, path: string) =>
  fetchMock.mock.calls.filter(([url]) => String(url).endsWith(path));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(downloadSlip).mockClear();
});

describe('the payment slip form (SPEC §2, §5)', () => {
  it('fills in the name the merchant gave, issues the slip once and shows it at its own address', async () => {
    const fetchMock = openSlipPage({
      shopperInformation: { firstName: 'Alex', lastName: 'Example' },
    });
    const name = await screen.findByRole('textbox', { name: 'Customer name' });
    expect(name).toHaveValue('Alex Example');
    await userEvent.click(screen.getByRole('button', { name: 'Create payment slip' }));
    expect(await screen.findByRole('heading', { name: 'Your payment slip' })).toBeInTheDocument();
    const [issue] = callsTo(fetchMock, PATHS.issue);
    expect(JSON.parse(String(issue?.[1]?.body))).toEqual({
      customerName: 'Alex Example',
      acceptedTerms: { termsUrl: null },
    });
    expect(new Headers(issue?.[1]?.headers).get('idempotency-key')).toMatch(/.{16,}/);
    expect(window.location.search).toBe(`?transaction=${TX}`);
    expect(callsTo(fetchMock, PATHS.issue)).toHaveLength(1);
  });

  it('asks for the name with SPEC §5’s messages, on submit and on leaving the field', async () => {
    const fetchMock = openSlipPage();
    const name = await screen.findByRole('textbox', { name: 'Customer name' });
    await userEvent.click(screen.getByRole('button', { name: 'Create payment slip' }));
    expect(await screen.findByText('Please enter your name.')).toBeInTheDocument();
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(name, 'alex@example.com');
    await userEvent.tab();
    expect(
      await screen.findByText('The name entered is not valid. Please check your entry.'),
    ).toBeInTheDocument();
    await userEvent.clear(name);
    await userEvent.type(name, 'a'.repeat(71));
    await userEvent.tab();
    expect(await screen.findByText('Name must be between 1 and 70 characters')).toBeInTheDocument();
    expect(callsTo(fetchMock, PATHS.issue)).toHaveLength(0);
  });

  it('shows SPEC §8’s page when the link was paid meanwhile (409)', async () => {
    openSlipPage(
      {},
      {
        [PATHS.issue]: ok(
          { statusCode: 409, errorCode: 'PAYMENT_LINK_CONSUMED', message: 'paid' },
          409,
        ),
      },
    );
    await userEvent.type(await screen.findByRole('textbox', { name: 'Customer name' }), 'Kim Lee');
    await userEvent.click(screen.getByRole('button', { name: 'Create payment slip' }));
    expect(
      await screen.findByRole('heading', { name: /already been made|already made/i }),
    ).toBeInTheDocument();
  });
});

describe('the slip (SPEC §2: download of the slip; customer name and reference number)', () => {
  const slipPath = `/uuid/${LINK_UUID}/payment-slip?transaction=${TX}`;

  it('shows what the transfer needs, its QR code and barcode, and waits for it', async () => {
    openSlipPage({ status: 'PROCESSING_PAYMENT' }, {}, slipPath);
    expect(await screen.findByRole('heading', { name: 'Your payment slip' })).toBeInTheDocument();
    expect(screen.getByText('Alex Example')).toBeInTheDocument();
    expect(screen.getByText('Demo Shop GmbH')).toBeInTheDocument();
    expect(screen.getByText('Musterstraße 1, 10115 Berlin')).toBeInTheDocument();
    expect(screen.getByText('DE73 9996 0000 0123 4567 89')).toBeInTheDocument();
    expect(screen.getAllByText('RF18 5390 0754 7034').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Copy Reference number' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy IBAN' })).toBeInTheDocument();
    expect(
      screen.getByText(/Please transfer .*49\.90.* to the account below by/),
    ).toBeInTheDocument();
    const qr = screen.getByRole('img', {
      name: 'QR code for your banking app with the transfer details',
    });
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M/);
    // The QR code's content, as text: the EPC payload of this very transfer.
    expect(
      screen.getByText(
        (_, element) =>
          element?.className === 'copy-value__text' &&
          element.textContent ===
            `BCD\n002\n1\nSCT\n\nDemo Shop GmbH\n${IBAN}\nEUR49.90\n\nRF18539007547034`,
      ),
    ).toBeInTheDocument();
    const barcode = screen.getByRole('img', {
      name: 'Barcode of the reference number RF18 5390 0754 7034',
    });
    expect(barcode.querySelectorAll('rect').length).toBeGreaterThan(20);
    expect(await screen.findByText(/Still waiting for confirmation/)).toBeInTheDocument();
  });

  it('makes the PDF from the slip in the page’s language', async () => {
    openSlipPage({ status: 'PROCESSING_PAYMENT' }, {}, slipPath);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Download payment slip (PDF)' }),
    );
    await waitFor(() => expect(downloadSlip).toHaveBeenCalledTimes(1));
    const [pdf, fileName] = vi.mocked(downloadSlip).mock.calls[0] ?? [];
    expect(fileName).toBe('payment-slip-RF18539007547034.pdf');
    expect(pdf?.language).toBe('en');
    expect(pdf?.title).toBe('Payment slip');
    expect(pdf?.rows).toContainEqual({ label: 'Customer name', value: 'Alex Example' });
    expect(pdf?.rows).toContainEqual({
      label: 'IBAN',
      value: 'DE73 9996 0000 0123 4567 89',
      strong: true,
    });
    expect(pdf?.rows).toContainEqual({
      label: 'Reference number',
      value: 'RF18 5390 0754 7034',
      strong: true,
    });
    expect(pdf?.qr.payload).toContain('EUR49.90');
    expect(pdf?.barcode.text).toBe('RF18539007547034');
  });

  it('says so when the PDF cannot be made, and the slip stays', async () => {
    vi.mocked(downloadSlip).mockRejectedValueOnce(new Error('no canvas'));
    openSlipPage({ status: 'PROCESSING_PAYMENT' }, {}, slipPath);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Download payment slip (PDF)' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('The PDF could not be created.');
    expect(screen.getByRole('heading', { name: 'Your payment slip' })).toBeInTheDocument();
  });

  it('goes to success once the transfer is received', async () => {
    openSlipPage(
      { status: 'PROCESSING_PAYMENT' },
      { [PATHS.status]: statusOf('COMPLETED', 'CONSUMED') },
      slipPath,
    );
    await waitFor(() => expect(window.location.pathname).toBe(`/uuid/${LINK_UUID}/success`));
  });

  it('offers to try again when no transfer came by the due date (the link is open again)', async () => {
    openSlipPage(
      { status: 'PROCESSING_PAYMENT' },
      { [PATHS.status]: statusOf('REFUSED', 'VALID') },
      slipPath,
    );
    await waitFor(() => expect(window.location.pathname).toBe(`/uuid/${LINK_UUID}/failure`));
    expect(window.location.search).toBe(`?variant=retry&transaction=${TX}`);
  });

  it('tells the link is being paid when the address names no slip', async () => {
    openSlipPage({ status: 'PROCESSING_PAYMENT' });
    expect(await screen.findByRole('heading', { name: 'Processing payment' })).toBeInTheDocument();
  });

  it('offers to try again when the slip cannot be read, and then shows it', async () => {
    let fail = true;
    const fetchMock = fakeApi(
      linkFound(
        aPaymentLink({
          amount: 4990,
          paymentMethods: ['PAYMENT_SLIP'],
          status: 'PROCESSING_PAYMENT',
        }),
      ),
      {
        [PATHS.status]: statusOf('PENDING', 'PROCESSING_PAYMENT'),
        get [PATHS.slip]() {
          return fail ? ok({ statusCode: 502, errorCode: 'GATEWAY_UNAVAILABLE' }, 502) : ok(SLIP);
        },
      },
    );
    renderPage(slipPath);
    expect(await screen.findByRole('alert')).toHaveTextContent('cannot be shown at the moment');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('DE73 9996 0000 0123 4567 89')).toBeInTheDocument();
    expect(callsTo(fetchMock, PATHS.slip)).toHaveLength(2);
  });

  it('speaks the link’s language: German', async () => {
    await act(async () => {
      openSlipPage({ status: 'PROCESSING_PAYMENT', locale: 'de_DE' }, {}, slipPath);
    });
    expect(await screen.findByRole('heading', { name: 'Ihr Zahlschein' })).toBeInTheDocument();
    expect(screen.getByText('Referenznummer')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Zahlschein herunterladen (PDF)' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText(/49,90/).length).toBeGreaterThan(0);
  });
});
