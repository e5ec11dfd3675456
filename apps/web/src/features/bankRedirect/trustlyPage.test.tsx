import { IDEMPOTENCY_HEADER } from '@paypage/contract/headers';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { leavePage } from '../../lib/browser/leavePage';
import { LINK_UUID } from '../../test/fakeApi';
import { BANK_URL, EVENT_PATH, ok, openBankPage, requestsTo, TX } from './bankRedirectTestKit';
import { TRUSTLY_LIMITS_URL } from './trustlyPage';

vi.mock('../../lib/browser/leavePage', () => ({ leavePage: vi.fn() }));

const START = `/public/trustly/payment-link/${LINK_UUID}`;
const started = ok({ redirectUrl: BANK_URL, paymentUuid: TX });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(leavePage).mockClear();
});

function openTrustly(link: Parameters<typeof openBankPage>[3] = {}) {
  return openBankPage('TRUSTLY', 'trustly', { [START]: started }, link);
}

const field = (name: string) => screen.getByRole('textbox', { name });
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Continue to Trustly' }));
const ready = () =>
  screen.findByRole(
    'heading',
    { level: 1, name: 'Trustly (online bank transfer)' },
    { timeout: 5000 },
  );

describe('the Trustly form (SPEC §2, §5)', { timeout: 15_000 }, () => {
  it('asks for every field on submit with SPEC’s messages, and focuses the first', async () => {
    const fetchMock = openTrustly();
    await ready();
    await submit();
    expect(field('First name')).toHaveAccessibleDescription('Please enter your first name.');
    expect(field('Last name')).toHaveAccessibleDescription('Please enter your last name.');
    expect(field('Email address')).toHaveAccessibleDescription('Please enter your email address.');
    expect(field('First name')).toHaveFocus();
    expect(field('First name')).toHaveAttribute('aria-invalid', 'true');
    expect(requestsTo(fetchMock, START)).toEqual([]);
  });

  it('checks each field when it is left: lengths 1 to 50, a valid email of at most 70', async () => {
    openTrustly();
    await ready();
    await userEvent.type(field('First name'), 'A'.repeat(51));
    await userEvent.tab();
    expect(field('First name')).toHaveAccessibleDescription(
      'First name must be between 1 and 50 characters',
    );
    await userEvent.type(field('Last name'), '   ');
    await userEvent.tab();
    expect(field('Last name')).toHaveAccessibleDescription('Please enter your last name.');
    await userEvent.type(field('Email address'), `${'a'.repeat(59)}@example.com`);
    await userEvent.tab();
    expect(field('Email address')).toHaveAccessibleDescription(
      'Please enter a valid email address.',
    );
    await userEvent.clear(field('Email address'));
    await userEvent.type(field('Email address'), 'ana@example');
    expect(field('Email address')).toHaveAccessibleDescription(
      'Please enter a valid email address.',
    );
    await userEvent.clear(field('First name'));
    await userEvent.type(field('First name'), 'Ä'.repeat(50));
    expect(field('First name')).not.toHaveAccessibleDescription();
  });

  it('sends the trimmed payer with a key, records the leaving and goes to Trustly', async () => {
    const fetchMock = openTrustly();
    await ready();
    await userEvent.type(field('First name'), '  Zoë ');
    await userEvent.type(field('Last name'), 'Ødegård');
    await userEvent.type(field('Email address'), ' zoe@example.com ');
    await submit();
    await waitFor(() => expect(leavePage).toHaveBeenCalledWith(BANK_URL));
    const [start] = requestsTo(fetchMock, START);
    expect(start?.body).toEqual({
      firstName: 'Zoë',
      lastName: 'Ødegård',
      email: 'zoe@example.com',
      acceptedTerms: { termsUrl: null },
    });
    expect(start?.headers.get(IDEMPOTENCY_HEADER)).toBeTruthy();
    expect(requestsTo(fetchMock, EVENT_PATH)[0]?.body).toEqual({ paymentMethod: 'TRUSTLY' });
  });

  it('is filled in from the shopper information the merchant gave', async () => {
    const fetchMock = openTrustly({
      shopperInformation: { firstName: 'Alex', lastName: 'Example', email: 'alex@example.com' },
    });
    await ready();
    expect(field('First name')).toHaveValue('Alex');
    expect(field('Email address')).toHaveValue('alex@example.com');
    await submit();
    await waitFor(() => expect(leavePage).toHaveBeenCalled());
    expect(requestsTo(fetchMock, START)[0]?.body).toEqual({
      firstName: 'Alex',
      lastName: 'Example',
      email: 'alex@example.com',
      acceptedTerms: { termsUrl: null },
    });
  });

  it('links Trustly’s payment limits for en_GB only (SPEC §9)', async () => {
    openTrustly({ locale: 'en_GB' });
    await ready();
    const limits = screen.getByRole('link', { name: /Trustly payment limits/ });
    expect(limits).toHaveAttribute('href', TRUSTLY_LIMITS_URL);
    expect(limits).toHaveAttribute('target', '_blank');
    expect(limits).toHaveAccessibleName('Trustly payment limits (opens in a new tab)');
  });

  it('speaks the link’s language, without the en_GB document', async () => {
    await act(async () => {
      openTrustly({ locale: 'de_DE' });
    });
    expect(
      await screen.findByRole('button', { name: 'Weiter zu Trustly' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Vorname' })).toBeVisible();
    expect(screen.queryByRole('link', { name: /Trustly/ })).toBeNull();
  });
});
