import type { ConsoleRole } from '@paypage/contract/consoleAccess';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { accessibilityViolations } from '../../test/axe';
import { fakeService, problem } from '../../test/fakeService';
import { renderConsole } from '../../test/renderConsole';
import { sessionAs } from '../../test/sessions';

const CARD = {
  id: 'as_card00001',
  type: 'CARD' as const,
  holder: 'Ada Lovelace',
  firstDigits: '424242',
  lastDigits: '4242',
  brand: 'VISA' as const,
  expiryMonth: 3,
  expiryYear: 2030,
  qualified: true,
  expired: false,
  issuingCountryCode: 'DE',
  authenticationStatus: 'Auth3ds2' as const,
};
const SEPA = {
  id: 'as_sepa00001',
  type: 'SEPA_DD' as const,
  accountHolder: 'Ada Lovelace',
  iban: 'DE** **** **** **** **30 00',
  sepaMandateReference: 'MANDATE-1',
};

function service(role: ConsoleRole, extra = {}) {
  let assets = { consumerReference: 'cust-1', card: [CARD], sepaDirectDebit: [SEPA], paypal: [] };
  return fakeService({
    'GET /api/console/v1/session': { body: sessionAs(role) },
    'GET /api/v1/consumers/cust-1/assets': () => ({ body: assets }),
    'DELETE /api/v1/consumers/cust-1/assets/as_card00001': () => {
      assets = { ...assets, card: [] };
      return { status: 204 };
    },
    ...extra,
  });
}

describe('a consumer’s page', () => {
  it('shows the saved payment methods masked as the service gives them', async () => {
    service('support');
    renderConsole('/console/consumers/cust-1');
    expect(await screen.findByText('VISA card ending in 4242')).toBeInTheDocument();
    expect(screen.getByText(/Ada Lovelace, expires 03\/2030/)).toBeInTheDocument();
    expect(screen.getByText('SEPA account DE** **** **** **** **30 00')).toBeInTheDocument();
    // Support may look, not delete or charge.
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Charge a saved payment method' })).toBeNull();
    expect(await accessibilityViolations()).toEqual([]);
  });

  it('deletes a saved payment method after a confirmation', async () => {
    const { calls } = service('finance');
    renderConsole('/console/consumers/cust-1');
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Delete VISA card ending in 4242' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete this payment method?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The payment method has been deleted.')).toBeInTheDocument();
    await screen.findByRole('button', { name: 'Delete SEPA account DE** **** **** **** **30 00' });
    expect(screen.queryByText('VISA card ending in 4242')).toBeNull();
    const deletion = calls.find((call) => call.method === 'DELETE');
    expect(deletion?.headers['X-CSRF-Token']).toBe('csrf-token-1');
  });

  it('charges a saved payment method with one Idempotency-Key per charge', async () => {
    const { calls } = service('finance', {
      'POST /api/v1/charges': ({ body }: { body: unknown }) =>
        (body as { amount: number }).amount === 1
          ? problem(502, 'GATEWAY_UNAVAILABLE')
          : {
              status: 201,
              body: { amount: 1999, currency: 'EUR', status: 'COMPLETED', refusalReason: null },
            },
    });
    renderConsole('/console/consumers/cust-1');
    const user = userEvent.setup();
    const form = within(
      await screen.findByRole('region', { name: 'Charge a saved payment method' }),
    );
    await user.selectOptions(form.getByLabelText('Payment method'), 'as_sepa00001');
    await user.type(form.getByLabelText('Amount'), '0.01');
    await user.type(form.getByLabelText('Description'), 'November');
    await user.click(form.getByRole('button', { name: 'Charge' }));
    expect(await form.findByRole('alert')).toHaveTextContent('payment gateway is not reachable');
    await user.clear(form.getByLabelText('Amount'));
    await user.type(form.getByLabelText('Amount'), '19.99');
    await user.type(form.getByLabelText('Your reference'), 'SUB-11');
    await user.click(form.getByRole('button', { name: 'Charge' }));
    expect(await form.findByText('Charge of €19.99: paid')).toBeInTheDocument();
    const charges = calls.filter((call) => call.method === 'POST');
    expect(charges[1]?.body).toEqual({
      consumerReference: 'cust-1',
      assetId: 'as_sepa00001',
      amount: 1999,
      currency: 'EUR',
      description: 'November',
      merchantReference: 'SUB-11',
    });
    // The gateway's failure may have charged: the retry carries the same key.
    expect(charges[1]?.headers['Idempotency-Key']).toBe(charges[0]?.headers['Idempotency-Key']);
  });

  it('asks for what the charge is for before charging', async () => {
    const { calls } = service('admin');
    renderConsole('/console/consumers/cust-1');
    const user = userEvent.setup();
    const form = within(
      await screen.findByRole('region', { name: 'Charge a saved payment method' }),
    );
    await user.type(form.getByLabelText('Amount'), '5');
    await user.click(form.getByRole('button', { name: 'Charge' }));
    expect(form.getByLabelText('Description')).toHaveAccessibleDescription(
      'Enter what the charge is for.',
    );
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });
});
