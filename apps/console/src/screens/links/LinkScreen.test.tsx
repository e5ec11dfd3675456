import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { accessibilityViolations } from '../../test/axe';
import { fakeService, problem } from '../../test/fakeService';
import { renderConsole } from '../../test/renderConsole';
import { sessionAs } from '../../test/sessions';
import type { ConsoleRole } from '@paypage/contract/consoleAccess';
import type { PaymentLinkDetails } from './linksApi';
import { LINK_UUID, paidLink, TIMELINE } from './linkFixtures';

const LINK_API = `/api/v1/payment-links/${LINK_UUID}`;

function service(role: ConsoleRole, link: PaymentLinkDetails, extra = {}) {
  return fakeService({
    'GET /api/console/v1/session': { body: sessionAs(role) },
    [`GET ${LINK_API}`]: { body: link },
    [`GET ${LINK_API}/timeline`]: { body: { events: TIMELINE } },
    ...extra,
  });
}

describe('a link’s page', () => {
  it('shows the details, the payments and the timeline in words', async () => {
    service('admin', paidLink());
    renderConsole(`/console/links/${LINK_UUID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'ORDER-7' })).toBeInTheDocument();
    expect(screen.getAllByText('Paid')[0]).toHaveClass('link-status--consumed');
    expect(screen.getByText('Card: €50.00, paid (Nov 20, 2026, 10:05 AM)', { exact: false }));
    expect(screen.getByText('Refunded: €10.00')).toBeInTheDocument();
    const timeline = within(screen.getByRole('region', { name: 'Timeline' }));
    expect(timeline.getByText('Payment attempt with Card: refused (DECLINED)')).toBeInTheDocument();
    expect(
      timeline.getByText('Webhook payment_link.consumed: DELIVERED, 1 attempt (last answer: 200)'),
    ).toBeInTheDocument();
    expect(timeline.getByText('Refunded €10.00 (Damaged)')).toBeInTheDocument();
    expect(await accessibilityViolations()).toEqual([]);
  });

  it('refunds part of the rest after a confirmation, once, with an Idempotency-Key', async () => {
    const { calls } = service('finance', paidLink(), {
      [`POST ${LINK_API}/transactions/tx_1/refunds`]: { status: 201, body: {} },
    });
    renderConsole(`/console/links/${LINK_UUID}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Refund' }));
    const dialog = screen.getByRole('dialog', { name: 'Refund payment' });
    const amount = within(dialog).getByLabelText('Amount in EUR');
    // Prefilled with what is left: 50.00 taken, 10.00 refunded already.
    expect(amount).toHaveValue('40.00');
    expect(amount).toHaveFocus();
    await user.clear(amount);
    await user.type(amount, '15');
    await user.type(within(dialog).getByLabelText('Reason (optional)'), 'One ticket returned');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByText(/€15.00 will be sent back to the shopper/)).toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: 'Refund €15.00' });
    expect(confirm).toHaveFocus();
    await user.click(confirm);
    expect(await screen.findByText('The refund has been made.')).toBeInTheDocument();
    const refunds = calls.filter((call) => call.method === 'POST');
    expect(refunds).toHaveLength(1);
    expect(refunds[0]?.body).toEqual({ amount: 1500, reason: 'One ticket returned' });
    expect(refunds[0]?.headers['Idempotency-Key']).toMatch(/^[0-9a-f]{32}$/);
    expect(refunds[0]?.headers['X-CSRF-Token']).toBe('csrf-token-1');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('refuses a refund above what is left without calling the service', async () => {
    const { calls } = service('admin', paidLink());
    renderConsole(`/console/links/${LINK_UUID}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Refund' }));
    const amount = screen.getByLabelText('Amount in EUR');
    await user.clear(amount);
    await user.type(amount, '40.01');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(amount).toHaveAccessibleDescription(
      'At most €40.00 Enter an amount greater than zero and at most €40.00.',
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Refund' })).toHaveFocus();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('shows the service’s refusal of a refund in the dialog', async () => {
    service('admin', paidLink(), {
      [`POST ${LINK_API}/transactions/tx_1/refunds`]: problem(409, 'AMOUNT_EXCEEDS_REMAINING'),
    });
    renderConsole(`/console/links/${LINK_UUID}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Refund' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Refund €40.00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The amount is more than what is left to refund.',
    );
  });

  it('gives support no refund button and developers no invalidate button', async () => {
    service('support', paidLink());
    renderConsole(`/console/links/${LINK_UUID}`);
    await screen.findByRole('heading', { level: 1, name: 'ORDER-7' });
    expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull();
    service('developer', paidLink({ status: 'VALID', transactions: [] }));
    renderConsole(`/console/links/${LINK_UUID}`);
    await screen.findByText('No payment has been made with this link yet.');
    expect(screen.queryByRole('button', { name: 'Invalidate link' })).toBeNull();
  });

  it('offers capture and void for an authorised payment', async () => {
    const authorised = paidLink();
    const transaction = authorised.transactions[0];
    if (!transaction) throw new Error('fixture');
    authorised.transactions = [
      { ...transaction, status: 'AUTHORIZED', capturedAmount: 0, refundedAmount: 0 },
    ];
    const { calls } = service('finance', authorised, {
      [`POST ${LINK_API}/transactions/tx_1/void`]: { body: {} },
    });
    renderConsole(`/console/links/${LINK_UUID}`);
    const user = userEvent.setup();
    expect(await screen.findByRole('button', { name: 'Capture' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Void' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Void authorisation' }));
    expect(await screen.findByText('The authorisation has been voided.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({});
  });

  it('invalidates an open link after a confirmation', async () => {
    let status: PaymentLinkDetails['status'] = 'VALID';
    const { calls } = fakeService({
      'GET /api/console/v1/session': { body: sessionAs('support') },
      [`GET ${LINK_API}`]: () => ({ body: paidLink({ status, transactions: [] }) }),
      [`GET ${LINK_API}/timeline`]: { body: { events: [] } },
      [`POST ${LINK_API}/invalidate`]: () => {
        status = 'INVALIDATED';
        return { body: paidLink({ status, transactions: [] }) };
      },
    });
    renderConsole(`/console/links/${LINK_UUID}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Invalidate link' }));
    const dialog = screen.getByRole('dialog', { name: 'Invalidate this link?' });
    await user.click(within(dialog).getByRole('button', { name: 'Invalidate link' }));
    expect(await screen.findByText('The link has been invalidated.')).toBeInTheDocument();
    expect(await screen.findAllByText('Invalidated')).not.toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Invalidate link' })).toBeNull();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('renders merchant texts as text', async () => {
    service(
      'admin',
      paidLink({ merchantReference: '<img src=x onerror=alert(1)>', description: '<b>bold</b>' }),
    );
    renderConsole(`/console/links/${LINK_UUID}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: '<img src=x onerror=alert(1)>' }),
    ).toBeInTheDocument();
    expect(screen.getByText('<b>bold</b>')).toBeInTheDocument();
    expect(document.querySelector('main img, main b')).toBeNull();
  });
});
