import { render as renderAlone, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PaymentLinkContext } from '../../lib/paymentLink/paymentLinkContext';
import { aPaymentLink } from '../../test/fakeApi';
import { payActionOf, PayButton } from './payButton';

// The button names the link's amount: it is drawn inside a loaded link's page.
const render = (button: ReactNode, link = aPaymentLink()) =>
  renderAlone(button, {
    wrapper: ({ children }) => <PaymentLinkContext value={link}>{children}</PaymentLinkContext>,
  });

describe("the pay button's words (SPEC §9)", () => {
  it.each([
    [1999, 'preauthAndCapture', false, 'pay'],
    [1999, 'debit', true, 'pay'],
    [1999, 'zeroAuth', false, 'authorize'],
    [1999, 'zeroAuth', true, 'authorize'],
    [0, 'preauthAndCapture', false, 'authorize'],
    [0, 'preauth', true, 'select'],
  ] as const)('amount %i, %s, saved card %s → %s', (amount, transactionType, saved, action) => {
    expect(payActionOf({ amount, transactionType, savedCardSelected: saved })).toBe(action);
  });

  it.each([
    ['pay', 'Pay EUR\u00a019.99'],
    ['authorize', 'Authorize payment'],
    ['select', 'Select card'],
  ] as const)('%s reads "%s"', (action, label) => {
    render(<PayButton action={action} transactionType="debit" busy={false} onPay={vi.fn()} />);
    expect(screen.getByRole('button', { name: label })).toBeEnabled();
  });

  it('shows a cart with preauthAndCapture, a document with a pen otherwise', () => {
    const { rerender } = render(
      <PayButton action="pay" transactionType="preauthAndCapture" busy={false} onPay={vi.fn()} />,
    );
    expect(screen.getByRole('button')).toHaveAttribute('data-icon', 'cart');
    for (const type of ['preauth', 'debit', 'zeroAuth'] as const) {
      rerender(<PayButton action="pay" transactionType={type} busy={false} onPay={vi.fn()} />);
      expect(screen.getByRole('button')).toHaveAttribute('data-icon', 'document-edit');
    }
  });

  it('names the amount as the link has it: KRW without minor units, SGD the Singapore way', () => {
    render(
      <PayButton action="pay" transactionType="debit" busy={false} onPay={vi.fn()} />,
      aPaymentLink({ amount: 49000, currency: 'KRW', locale: 'ko_KR' }),
    );
    expect(screen.getByRole('button')).toHaveTextContent(/^Pay KRW\s49,000$/);
  });

  it('cannot be pressed while a payment is under way', () => {
    render(<PayButton action="pay" transactionType="debit" busy onPay={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Pay EUR\u00a019.99' })).toBeDisabled();
  });
});
