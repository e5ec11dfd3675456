import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { payActionOf, PayButton } from './payButton';

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
    ['pay', 'Pay now'],
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

  it('cannot be pressed while a payment is under way', () => {
    render(<PayButton action="pay" transactionType="debit" busy onPay={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Pay now' })).toBeDisabled();
  });
});
