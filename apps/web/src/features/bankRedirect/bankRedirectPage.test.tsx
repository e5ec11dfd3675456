import { IDEMPOTENCY_HEADER, SOURCE_HEADER } from '@paypage/contract/headers';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { leavePage } from '../../lib/browser/leavePage';
import { readSavedPayments, savePayment } from '../../lib/storage/savedPayments';
import { LINK_UUID } from '../../test/fakeApi';
import {
  BANK_URL,
  EVENT_PATH,
  ok,
  openBankPage,
  problem,
  requestsTo,
  TX,
} from './bankRedirectTestKit';

vi.mock('../../lib/browser/leavePage', () => ({ leavePage: vi.fn() }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(leavePage).mockClear();
});

const PAGES = [
  {
    method: 'REQUEST_TO_PAY',
    segment: 'direct-bank-transfer',
    path: `/public/request-to-pay/payment-link/${LINK_UUID}`,
    title: 'Direct bank transfer',
    intro: 'Pay EUR 19.99 by bank transfer, straight from your account.',
    button: 'Continue to your bank',
  },
  {
    method: 'PAYBYBANK',
    segment: 'paybybank',
    path: `/public/paybybank/payment-link/${LINK_UUID}`,
    title: 'Pay by bank',
    intro: 'On the next page you choose your bank',
    button: 'Choose your bank',
  },
  {
    method: 'ACCOUNT_TO_PAY',
    segment: 'account-to-pay',
    path: `/public/account-to-pay/payment-link/${LINK_UUID}`,
    title: 'Account to Pay',
    intro: 'You sign in to your online banking',
    button: 'Continue to your bank',
  },
] as const;

describe.each(PAGES)(
  '$segment',
  { timeout: 15_000 },
  ({ method, segment, path, title, intro, button }) => {
    const started = ok({ redirectUrl: BANK_URL, paymentUuid: TX });

    it('says what happens at the bank and sends the shopper there, recording it', async () => {
      savePayment({ uuid: LINK_UUID, status: 'VALID' });
      const fetchMock = openBankPage(method, segment, { [path]: started });
      // The first look waits for the method's chunk.
      expect(
        await screen.findByRole('heading', { level: 1, name: title }, { timeout: 5000 }),
      ).toBeVisible();
      expect(screen.getByText(intro, { exact: false })).toBeVisible();
      expect(screen.getByText(/Afterwards you come back to this page/)).toBeVisible();
      await userEvent.click(screen.getByRole('button', { name: button }));

      await waitFor(() => expect(leavePage).toHaveBeenCalledWith(BANK_URL));
      const [start] = requestsTo(fetchMock, path);
      expect(start?.method).toBe('POST');
      // SPEC §7's empty body, but for the terms the shopper accepted.
      expect(start?.body).toEqual({ acceptedTerms: { termsUrl: null } });
      expect(start?.headers.get(IDEMPOTENCY_HEADER)).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
      const [event] = requestsTo(fetchMock, EVENT_PATH);
      expect(event?.body).toEqual({ paymentMethod: method });
      expect(event?.headers.get(SOURCE_HEADER)).toBe(`paypage-web/${segment}/v5.0`);
      // The browser is the bank's now: the link leaves the saved payments (SPEC §4).
      expect(readSavedPayments().some(({ uuid }) => uuid === LINK_UUID)).toBe(false);
      expect(screen.getByRole('status')).toHaveTextContent('Taking you to your bank…');
      expect(screen.getByRole('button', { name: button })).toBeDisabled();
    });

    it('starts one payment however often the button is pressed', async () => {
      const fetchMock = openBankPage(method, segment, { [path]: started });
      const press = await screen.findByRole('button', { name: button });
      await Promise.all([userEvent.click(press), userEvent.click(press), userEvent.click(press)]);
      await waitFor(() => expect(leavePage).toHaveBeenCalledTimes(1));
      expect(requestsTo(fetchMock, path)).toHaveLength(1);
    });
  },
);

describe('when the payment cannot start', { timeout: 15_000 }, () => {
  const path = `/public/request-to-pay/payment-link/${LINK_UUID}`;

  it('shows SPEC §8’s page for a link paid meanwhile (409)', async () => {
    openBankPage('REQUEST_TO_PAY', 'direct-bank-transfer', {
      [path]: problem(409, 'PAYMENT_LINK_CONSUMED'),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Continue to your bank' }));
    expect(await screen.findByRole('heading', { name: 'Payment already made.' })).toBeVisible();
    expect(leavePage).not.toHaveBeenCalled();
  });

  it('shows the failure with a retry when the provider is down (502)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    openBankPage('REQUEST_TO_PAY', 'direct-bank-transfer', {
      [path]: problem(502, 'GATEWAY_UNAVAILABLE'),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Continue to your bank' }));
    expect(await screen.findByRole('heading', { name: 'Payment failed' })).toBeVisible();
    expect(window.location.search).toBe('?variant=retry');
    expect(leavePage).not.toHaveBeenCalled();
  });

  it('never leaves for an address that is not a web page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    openBankPage('REQUEST_TO_PAY', 'direct-bank-transfer', {
      [path]: ok({ redirectUrl: 'javascript:alert(1)', paymentUuid: TX }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Continue to your bank' }));
    expect(await screen.findByRole('heading', { name: 'Payment failed' })).toBeVisible();
    expect(leavePage).not.toHaveBeenCalled();
  });

  it('still goes to the bank when the event cannot be recorded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    openBankPage('REQUEST_TO_PAY', 'direct-bank-transfer', {
      [path]: ok({ redirectUrl: BANK_URL, paymentUuid: TX }),
      [EVENT_PATH]: problem(500, 'INTERNAL_ERROR'),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Continue to your bank' }));
    await waitFor(() => expect(leavePage).toHaveBeenCalledWith(BANK_URL));
  });
});
