import type { PaymentLinkInfo } from '@paypage/contract/paymentLink';
import type { PaymentStatusResponse } from '@paypage/contract/payments';
import { IDEMPOTENCY_HEADER } from '@paypage/contract/headers';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LinkAnswer } from '../../test/fakeApi';
import { aPaymentLink, apiCalls, fakeApi, linkFound, LINK_UUID } from '../../test/fakeApi';
import { renderPage } from '../../test/renderPage';
import { acceptTermsInThisVisit } from '../../test/termsAccepted';

const TX = 'tx_va000000001';
const ISSUE_PATH = `/public/virtual-account/payment-link/${LINK_UUID}`;
const STATUS_PATH = `/public/payment-link/${LINK_UUID}/transaction/${TX}`;
const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

const account = (dueDate = inHours(72)) => ({
  bankCode: '088',
  bankName: '신한은행',
  accountNumber: '56211102345678',
  beneficiaryName: 'Alpine Outfitters',
  reference: 'ORDER-1042',
  dueDate,
});

const issued = (dueDate?: string): LinkAnswer => ({
  status: 200,
  body: {
    transactionId: TX,
    status: 'PENDING',
    amount: 55000,
    currency: 'KRW',
    ...account(dueDate),
  },
});

const status = (overrides: Partial<PaymentStatusResponse> = {}, dueDate?: string): LinkAnswer => ({
  status: 200,
  body: {
    transactionId: TX,
    paymentMethod: 'VIRTUALACCOUNT',
    status: 'PENDING',
    linkStatus: 'PROCESSING_PAYMENT',
    details: account(dueDate),
    updatedAt: '2026-11-23T10:00:00Z',
    ...overrides,
  },
});

function openAccountPage(
  answers: Record<string, LinkAnswer>,
  link: Partial<PaymentLinkInfo> = {},
  query = '',
) {
  const fetchMock = fakeApi(
    linkFound(
      aPaymentLink({ paymentMethods: ['VIRTUALACCOUNT'], amount: 55000, currency: 'KRW', ...link }),
    ),
    answers,
  );
  acceptTermsInThisVisit();
  renderPage(`/uuid/${LINK_UUID}/virtualaccount${query}`);
  return fetchMock;
}

const calls = (fetchMock: ReturnType<typeof fakeApi>, path: string) =>
  apiCalls(fetchMock).filter((call) => call.url.endsWith(path));

afterEach(() => vi.useRealTimers());

describe('the virtual account page', () => {
  it('issues an account on request and shows SPEC §2’s details, each to copy, and the deadline', async () => {
    const dueDate = inHours(72);
    const fetchMock = openAccountPage({ [ISSUE_PATH]: issued(dueDate), [STATUS_PATH]: status() });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Virtual account (Korean bank transfer)',
      }),
    ).toBeVisible();
    const issue = screen.getByRole('button', { name: 'Get account details' });
    expect(issue).toHaveAccessibleDescription(/can only be completed by a transfer to it/);
    await userEvent.click(issue);

    expect(
      await screen.findByRole('heading', { name: 'Transfer the amount to this account' }),
    ).toBeVisible();
    expect(window.location.search).toBe(`?transactionId=${TX}`);
    for (const [label, value] of [
      ['Bank name', 'Shinhan Bank'],
      ['Account number', '56211102345678'],
      ['Beneficiary name', 'Alpine Outfitters'],
      ['Reference', 'ORDER-1042'],
    ] as const) {
      const term = screen.getByText(label, { selector: 'dt' });
      expect(term.nextElementSibling).toHaveTextContent(value);
      expect(screen.getByRole('button', { name: `Copy ${label}` })).toBeVisible();
    }
    expect(screen.getByText('Amount to transfer')).toBeVisible();
    expect(screen.getAllByText('KRW 55,000').length).toBeGreaterThan(0);
    expect(screen.getByText('Deadline')).toBeVisible();
    const [issueCall, ...more] = calls(fetchMock, ISSUE_PATH);
    expect(more).toEqual([]);
    expect(issueCall?.headers.get(IDEMPOTENCY_HEADER)).toMatch(/^[0-9a-f]{32}$/);
  });

  it('copies the account number for the banking app, and says so', async () => {
    const user = userEvent.setup();
    openAccountPage(
      { [STATUS_PATH]: status() },
      { status: 'PROCESSING_PAYMENT' },
      `?transactionId=${TX}`,
    );
    await user.click(await screen.findByRole('button', { name: 'Copy Account number' }));
    expect(await navigator.clipboard.readText()).toBe('56211102345678');
    expect(await screen.findByText('Account number copied')).toBeInTheDocument();
  });

  it('sees the deposit by itself and shows the success page', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const answers = { [ISSUE_PATH]: issued(), [STATUS_PATH]: status() };
    openAccountPage(answers);
    await userEvent.click(await screen.findByRole('button', { name: 'Get account details' }));
    await screen.findByRole('heading', { name: 'Transfer the amount to this account' });
    answers[STATUS_PATH] = status({ status: 'COMPLETED', linkStatus: 'CONSUMED' });
    await act(() => vi.advanceTimersByTimeAsync(2_500));
    expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeVisible();
  });

  it('shows the same account after a reload, from the payment’s details', async () => {
    const fetchMock = openAccountPage(
      { [STATUS_PATH]: status() },
      { status: 'PROCESSING_PAYMENT' },
      `?transactionId=${TX}`,
    );
    expect(await screen.findByText('56211102345678')).toBeVisible();
    expect(calls(fetchMock, ISSUE_PATH)).toEqual([]);
  });

  it('picks up the account still waiting when the link is in payment and the address names none', async () => {
    const fetchMock = openAccountPage(
      { [ISSUE_PATH]: issued(), [STATUS_PATH]: status() },
      { status: 'PROCESSING_PAYMENT' },
    );
    expect(await screen.findByText('56211102345678')).toBeVisible();
    expect(calls(fetchMock, ISSUE_PATH)).toHaveLength(1);
    expect(window.location.search).toBe(`?transactionId=${TX}`);
  });

  it('starts again without an address that names no payment of this link', async () => {
    openAccountPage({}, {}, '?transactionId=tx_unknown0000');
    expect(await screen.findByRole('button', { name: 'Get account details' })).toBeVisible();
    expect(window.location.search).toBe('');
  });

  it('says the account expired once the service closes it, and offers to start over', async () => {
    openAccountPage(
      {
        [STATUS_PATH]: status({ status: 'REFUSED', refusalReason: 'EXPIRED', linkStatus: 'VALID' }),
      },
      { status: 'PROCESSING_PAYMENT' },
      `?transactionId=${TX}`,
    );
    const title = await screen.findByRole('heading', { name: 'This virtual account has expired' });
    // Focus moves in an effect after the heading is drawn, which a busy machine may run later.
    await waitFor(() => expect(title).toHaveFocus());
    expect(screen.getByText(/No transfer arrived by/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Choose a payment method' })).toHaveAttribute(
      'href',
      `/uuid/${LINK_UUID}`,
    );
  });

  it('says the account expired at its deadline by itself, and stops asking soon after', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // Far enough ahead that the account is drawn before it (the clock also moves with real time).
    const dueDate = new Date(Date.now() + 30_000).toISOString();
    const fetchMock = openAccountPage(
      { [STATUS_PATH]: status({}, dueDate) },
      { status: 'PROCESSING_PAYMENT' },
      `?transactionId=${TX}`,
    );
    await screen.findByText('56211102345678');
    await act(() => vi.advanceTimersByTimeAsync(30_500));
    expect(
      await screen.findByRole('heading', { name: 'This virtual account has expired' }),
    ).toBeVisible();
    // Not yet closed by the service: nothing to start over with yet.
    expect(screen.queryByRole('link', { name: 'Choose a payment method' })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(90_000));
    const asked = calls(fetchMock, STATUS_PATH).length;
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    expect(calls(fetchMock, STATUS_PATH)).toHaveLength(asked);
  });

  it('shows the Korean bank name and Korean texts on a Korean link', async () => {
    await act(async () => {
      openAccountPage(
        { [STATUS_PATH]: status() },
        { status: 'PROCESSING_PAYMENT', locale: 'ko_KR' },
        `?transactionId=${TX}`,
      );
    });
    expect(
      await screen.findByRole('heading', { name: '아래 계좌로 금액을 이체하십시오' }),
    ).toBeVisible();
    expect(screen.getByText('신한은행')).toBeVisible();
    expect(screen.getByRole('button', { name: '계좌번호 복사' })).toBeVisible();
    const list = screen.getByText('예금주').closest('dl');
    expect(list && within(list).getByText('Alpine Outfitters')).toBeVisible();
  });

  it('answers a failed issue like any payment: SPEC §8’s page for a 409', async () => {
    openAccountPage({
      [ISSUE_PATH]: { status: 409, body: { statusCode: 409, errorCode: 'PAYMENT_LINK_EXPIRED' } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Get account details' }));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      /expired|no longer valid/i,
    );
  });
});
