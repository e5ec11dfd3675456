import type { PaymentLinkInfo } from '@paypage/contract/paymentLink';
import { act, configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readSavedPayments, savePayment } from '../../lib/storage/savedPayments';
import type { LinkAnswer } from '../../test/fakeApi';
import { aPaymentLink, fakeApi, linkFound, LINK_UUID } from '../../test/fakeApi';
import { renderPage } from '../../test/renderPage';
import { acceptTermsInThisVisit } from '../../test/termsAccepted';

// The first page of the file loads the PayTo chunk and texts: slower than 1 s on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const TRANSACTION = `/public/sepa/merchant/merchant-1/transaction`;
const ok = (body: unknown, status = 200): LinkAnswer => ({ status, body });
const PENDING = ok({
  transactionId: 'tx_agreement0001',
  status: 'PENDING',
  mandateStatus: 'PENDING',
  agreementExpiresAt: '2030-01-01T10:10:00Z',
});

function openPayTo(link: Partial<PaymentLinkInfo> = {}, answer: LinkAnswer = PENDING) {
  const shown = aPaymentLink({ paymentMethods: ['PAYTO'], currency: 'SGD', ...link });
  // Once the payment has started, the service says the link is being paid.
  Object.defineProperty(shown, 'status', {
    enumerable: true,
    get: () => (posted(fetchMock).length > 0 ? 'PROCESSING_PAYMENT' : (link.status ?? 'VALID')),
  });
  const fetchMock = fakeApi(linkFound(shown), {
    [TRANSACTION]: answer,
    // The started agreement waits for the banking app: the waiting page that asks stays (an
    // unknown payment would send it on to the failure page before the test reads its address).
    [`/public/payment-link/${LINK_UUID}/transaction/tx_agreement0001`]: ok({
      transactionId: 'tx_agreement0001',
      paymentMethod: 'PAYTO',
      status: 'PENDING',
      linkStatus: 'PROCESSING_PAYMENT',
      updatedAt: '2026-11-23T10:00:00Z',
    }),
    // How a refused agreement stands, as the failure page reads it.
    [`/public/payment-link/${LINK_UUID}/transaction/tx_agreement0002`]: ok({
      transactionId: 'tx_agreement0002',
      paymentMethod: 'PAYTO',
      status: 'REFUSED',
      refusalReason: 'REJECTED',
      linkStatus: 'VALID',
      updatedAt: '2026-11-23T10:00:00Z',
    }),
  });
  acceptTermsInThisVisit();
  renderPage(`/uuid/${LINK_UUID}/payto`);
  return fetchMock;
}

const posted = (fetchMock: ReturnType<typeof fakeApi>) =>
  fetchMock.mock.calls.filter(([url]) => String(url).endsWith(TRANSACTION));
const bodyOf = (fetchMock: ReturnType<typeof fakeApi>, index = 0) =>
  JSON.parse(String(posted(fetchMock)[index]?.[1]?.body));

const accountName = () => screen.findByRole('textbox', { name: 'Account name' });
const payIdType = () => screen.getByRole('combobox', { name: 'PayID type' });
const payId = () => screen.getByLabelText('PayID');

async function fill(name: string, type: string, id: string) {
  if (name) await userEvent.type(await accountName(), name);
  await userEvent.selectOptions(payIdType(), type);
  if (id) await userEvent.type(payId(), id);
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('the PayTo page (SPEC §2)', () => {
  it('asks for account name, PayID type and PayID, and says the banking app comes next', async () => {
    openPayTo();
    expect(await screen.findByRole('heading', { level: 1, name: 'PayTo' })).toBeVisible();
    expect(await accountName()).toBeVisible();
    expect(
      [...(payIdType() as HTMLSelectElement).options].map((option) => option.textContent),
    ).toEqual([
      'Mobile number',
      'Email address',
      'Business number (ABN or ACN)',
      'Organisation ID',
    ]);
    expect(payId()).toHaveAccessibleDescription(
      'Your mobile number in the format 0412\u00a0345\u00a0678',
    );
    expect(payId()).toHaveAttribute('type', 'tel');
    expect(
      screen.getByText(
        /check the notification in your banking app and approve the PayTo agreement/,
      ),
    ).toHaveTextContent('to pay SGD 19.99 to Alpine Outfitters');
    expect(screen.getByRole('button', { name: 'Pay SGD\u00a019.99' })).toBeVisible();
  });

  it('pays: the SEPA route with paymentMethod PAYTO, then waits for the banking app', async () => {
    savePayment({ uuid: LINK_UUID, status: 'VALID' });
    const fetchMock = openPayTo();
    await fill('Jane Citizen', 'Mobile number', '+61-4123 456 78');
    await userEvent.click(screen.getByRole('button', { name: 'Pay SGD\u00a019.99' }));
    expect(
      await screen.findByRole('heading', { name: 'Approve the agreement in your banking app' }),
    ).toBeVisible();
    expect(bodyOf(fetchMock)).toEqual({
      paymentLinkId: LINK_UUID,
      paymentMethod: 'PAYTO',
      asset: {
        type: 'PAYTO',
        accountName: 'Jane Citizen',
        payIdType: 'PHONE',
        payId: '+61-412345678',
      },
      acceptedTerms: { termsUrl: null },
    });
    expect(new Headers(posted(fetchMock)[0]?.[1]?.headers).get('idempotency-key')).toMatch(
      /^[0-9a-f]{32}$/,
    );
    // SPEC §4: PENDING clears the stored payment; the address names the payment.
    expect(readSavedPayments().map((payment) => payment.uuid)).not.toContain(LINK_UUID);
    expect(window.location.pathname).toBe(`/uuid/${LINK_UUID}/payto-transaction-created`);
    expect(window.location.search).toBe('?transactionId=tx_agreement0001');
  });

  it.each([
    [
      'Mobile number',
      '0312 345 678',
      // Testing Library reads the example's no-break spaces as spaces.
      'The phone number must match the structure 0412 345 678.',
    ],
    [
      'Business number (ABN or ACN)',
      '1234567',
      'The business number must contain 9 to 11 digits only.',
    ],
    [
      'Business number (ABN or ACN)',
      '51 824 753 556 1',
      'The business number must contain 9 to 11 digits only.',
    ],
    ['Email address', 'jane.example.com', 'Please enter a valid email address.'],
    ['Email address', 'j@ex.au', 'PayID must be between 9 and 256 characters'],
    [
      'Organisation ID',
      'Acme',
      'The organisation ID must contain the company name and a description of the business and/or its geographic location.',
    ],
  ])('%s "%s" is refused: %s', async (type, value, message) => {
    const fetchMock = openPayTo();
    await fill('Jane Citizen', type, value);
    await userEvent.click(screen.getByRole('button', { name: 'Pay SGD\u00a019.99' }));
    expect(await screen.findByText(message)).toBeVisible();
    expect(payId()).toHaveAttribute('aria-invalid', 'true');
    expect(payId()).toHaveFocus();
    expect(posted(fetchMock)).toHaveLength(0);
  });

  it('needs the account name and the PayID, says so on blur and on submit', async () => {
    const fetchMock = openPayTo();
    await userEvent.click(await accountName());
    await userEvent.tab();
    expect(await screen.findByText('Please enter the account name.')).toBeVisible();
    await userEvent.type(await accountName(), 'J'.repeat(141));
    expect(
      await screen.findByText('The account name must be between 1 and 140 characters.'),
    ).toBeVisible();
    await userEvent.clear(await accountName());
    await userEvent.type(await accountName(), 'Jane Citizen');
    await userEvent.click(screen.getByRole('button', { name: 'Pay SGD\u00a019.99' }));
    expect(await screen.findByText('Please enter your PayID.')).toBeVisible();
    expect(posted(fetchMock)).toHaveLength(0);
  });

  it.each([
    '0412 345 678',
    '+61412345678',
    '+61 412 345 678',
    '0412345678',
    '0412\u00a0345\u00a0678',
  ])(
    'takes the mobile number %s as Australians type it, and sends it in SPEC structure',
    async (typed) => {
      const fetchMock = openPayTo();
      await fill('Jane Citizen', 'Mobile number', typed);
      await userEvent.click(screen.getByRole('button', { name: 'Pay SGD\u00a019.99' }));
      await screen.findByRole('heading', { name: 'Approve the agreement in your banking app' });
      expect(bodyOf(fetchMock)).toMatchObject({
        asset: { payIdType: 'PHONE', payId: '+61-412345678' },
      });
    },
  );

  it('takes a business number with spaces and an organisation id as typed', async () => {
    const fetchMock = openPayTo();
    await fill('Acme Pty Ltd', 'Business number (ABN or ACN)', '51 824 753 556');
    await userEvent.click(screen.getByRole('button', { name: 'Pay SGD\u00a019.99' }));
    await waitFor(() => expect(posted(fetchMock)).toHaveLength(1));
    expect(bodyOf(fetchMock).asset).toMatchObject({
      payIdType: 'BUSINESS_NUMBER',
      payId: '51824753556',
    });
  });

  it('with an amount of 0 asks only for the agreement', async () => {
    openPayTo({ amount: 0, isSubscription: true });
    expect(await screen.findByRole('button', { name: 'Authorize agreement' })).toBeVisible();
    expect(screen.getByText(/approve the PayTo agreement with Alpine Outfitters\./)).toBeVisible();
  });

  it('shows the PayTo failure when the bank refuses at once, and SPEC §8 on a 409', async () => {
    openPayTo(
      {},
      ok({ transactionId: 'tx_agreement0002', status: 'REFUSED', mandateStatus: 'REJECTED' }),
    );
    await fill('Jane Citizen', 'Email address', 'jane@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Pay SGD\u00a019.99' }));
    expect(
      await screen.findByRole('heading', { name: 'PayTo agreement not created' }),
    ).toBeVisible();
  });

  it('shows the consumed page when the link was paid meanwhile (409)', async () => {
    openPayTo(
      {},
      ok({ statusCode: 409, errorCode: 'PAYMENT_LINK_CONSUMED', message: 'paid' }, 409),
    );
    await fill('Jane Citizen', 'Email address', 'jane@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Pay SGD\u00a019.99' }));
    expect(await screen.findByRole('heading', { name: /already/i })).toBeVisible();
  });

  it('speaks German when the link does', async () => {
    await act(async () => openPayTo({ locale: 'de_DE' }));
    expect(await screen.findByRole('textbox', { name: 'Kontoname' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'SGD\u00a019.99 bezahlen' })).toBeVisible();
  });
});
