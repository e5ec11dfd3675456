import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { aPaymentLink } from '../../test/fakeApi';
import { PaymentMethodForm } from './paymentMethodForm';

const LINK = aPaymentLink();

function renderForm() {
  const prepareMethod = vi.fn();
  render(
    <MemoryRouter>
      <PaymentMethodForm
        link={LINK}
        methods={['CARD', 'SEPA_DD', 'PAYPAL']}
        marks={{}}
        prepareMethod={prepareMethod}
      />
    </MemoryRouter>,
  );
  return { prepareMethod, user: userEvent.setup() };
}

describe('the landing page prepares the method the shopper heads for', () => {
  it('prepares nothing before the shopper does anything', () => {
    const { prepareMethod } = renderForm();
    expect(prepareMethod).not.toHaveBeenCalled();
  });

  it('prepares a method when it is chosen', async () => {
    const { prepareMethod, user } = renderForm();
    await user.click(screen.getByRole('radio', { name: 'SEPA Direct Debit' }));
    expect(prepareMethod).toHaveBeenLastCalledWith('SEPA_DD', LINK);
  });

  it('prepares the chosen method when the terms are accepted', async () => {
    const { prepareMethod, user } = renderForm();
    await user.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
    expect(prepareMethod).toHaveBeenLastCalledWith('CARD', LINK);
  });

  it('prepares the chosen method when the shopper reaches for Continue', async () => {
    const { prepareMethod, user } = renderForm();
    await user.click(screen.getByRole('radio', { name: 'PayPal' }));
    prepareMethod.mockClear();
    const button = screen.getByRole('button', { name: 'Continue' });
    // Through the terms' checkbox and link to the button, as a keyboard user goes.
    for (let step = 0; step < 5 && document.activeElement !== button; step++) await user.tab();
    expect(button).toHaveFocus();
    expect(prepareMethod).toHaveBeenLastCalledWith('PAYPAL', LINK);
    prepareMethod.mockClear();
    await user.pointer({ keys: '[MouseLeft>]', target: button });
    expect(prepareMethod).toHaveBeenLastCalledWith('PAYPAL', LINK);
  });
});
