import { CATALOGUE_METHODS } from '@paypage/contract/methodCatalogue';
import { SHOPPER_REFUSALS } from '@paypage/contract/refusalReasons';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { drawBarChart } from '../../charts/drawBarChart';
import en from '../../i18n/en.json';
import { accessibilityViolations } from '../../test/axe';
import { fakeService, problem } from '../../test/fakeService';
import { renderConsole } from '../../test/renderConsole';
import { sessionAs } from '../../test/sessions';
import type { Overview } from './overviewApi';

// jsdom draws no canvas: the chart module is replaced, and what it is asked to draw is checked.
vi.mock('../../charts/drawBarChart', () => ({ drawBarChart: vi.fn(() => () => {}) }));

const OVERVIEW: Overview = {
  paidToday: [{ currency: 'EUR', amount: 12_550 }],
  paidThisMonth: [
    { currency: 'EUR', amount: 98_000 },
    { currency: 'KRW', amount: 150_000 },
  ],
  funnel: { opened: 40, paid: 10 },
  methodMix: [
    { paymentMethod: 'PAYPAL', count: 3 },
    { paymentMethod: 'CARD', count: 7 },
  ],
  refusalReasons: [
    { reason: 'INSUFFICIENT_FUNDS', count: 2 },
    { reason: 'AM04', count: 1 },
    { reason: 'SOMETHING_NEW', count: 4 },
  ],
};

function open(overview: Overview = OVERVIEW, role: 'admin' | 'support' = 'admin') {
  fakeService({
    'GET /api/console/v1/session': { body: sessionAs(role) },
    'GET /api/v1/overview': { body: overview },
  });
  renderConsole('/console/overview');
}

/** A table's rows as the cells' texts, header cells included. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('the overview', () => {
  it('shows what was paid today and this month in each currency', async () => {
    open();
    const paid = await screen.findByRole('region', { name: 'Paid' });
    expect(rowsOf(within(paid).getByRole('table'))).toEqual([
      ['Currency', 'Today', 'This month'],
      ['EUR', '€125.50', '€980.00'],
      ['KRW', '₩0', '₩150,000'],
    ]);
  });

  it('shows links opened → paid with the rate, as a chart and a table', async () => {
    open();
    const funnel = await screen.findByRole('region', { name: 'Links opened and paid this month' });
    expect(within(funnel).getByText('40 opened, 10 paid (25%)')).toBeInTheDocument();
    expect(rowsOf(within(funnel).getByRole('table'))).toEqual([
      ['Opened', '40'],
      ['Paid', '10'],
    ]);
    await waitFor(() =>
      expect(drawBarChart).toHaveBeenCalledWith(
        expect.any(HTMLElement),
        expect.objectContaining({ labels: ['Opened', 'Paid'], values: [40, 10] }),
      ),
    );
  });

  it('shows the method mix by count, named, with shares, and charts it', async () => {
    open();
    const methods = await screen.findByRole('region', { name: 'Payment methods this month' });
    expect(rowsOf(within(methods).getByRole('table'))).toEqual([
      ['Method', 'Payments', 'Share'],
      ['Card', '7', '70%'],
      ['PayPal', '3', '30%'],
    ]);
    await waitFor(() =>
      expect(drawBarChart).toHaveBeenCalledWith(
        expect.any(HTMLElement),
        expect.objectContaining({ labels: ['Card', 'PayPal'], values: [7, 3] }),
      ),
    );
  });

  it('names refusal reasons as the shopper is told them, with the provider’s code', async () => {
    open();
    const refusals = await screen.findByRole('region', { name: 'Refusal reasons this month' });
    expect(rowsOf(within(refusals).getByRole('table'))).toEqual([
      ['Reason', 'Code', 'Refusals'],
      ['Declined', 'SOMETHING_NEW', '4'],
      ['Insufficient funds', 'INSUFFICIENT_FUNDS', '2'],
      ['Insufficient funds', 'AM04', '1'],
    ]);
    // Charted by what the shopper was told: the two codes of insufficient funds are one bar.
    await waitFor(() =>
      expect(drawBarChart).toHaveBeenCalledWith(
        expect.any(HTMLElement),
        expect.objectContaining({ labels: ['Declined', 'Insufficient funds'], values: [4, 3] }),
      ),
    );
  });

  it('says so when nothing happened yet, and draws no chart', async () => {
    vi.mocked(drawBarChart).mockClear();
    open({
      paidToday: [],
      paidThisMonth: [],
      funnel: { opened: 0, paid: 0 },
      methodMix: [],
      refusalReasons: [],
    });
    expect(await screen.findByText('Nothing paid yet this month.')).toBeInTheDocument();
    expect(screen.getByText('No payments yet this month.')).toBeInTheDocument();
    expect(screen.getByText('No refused payments this month.')).toBeInTheDocument();
    expect(screen.getByText('0 opened, 0 paid (0%)')).toBeInTheDocument();
    expect(drawBarChart).not.toHaveBeenCalled();
  });

  it('shows the service’s refusal', async () => {
    fakeService({
      'GET /api/console/v1/session': { body: sessionAs('admin') },
      'GET /api/v1/overview': problem(403, 'FORBIDDEN'),
    });
    renderConsole('/console/overview');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your role does not allow this.');
  });

  it('has no axe violations', async () => {
    open();
    await screen.findByRole('region', { name: 'Paid' });
    expect(await accessibilityViolations()).toEqual([]);
  });

  it('has a name for every payment method and every refusal the page words', () => {
    const keys = Object.keys(en);
    for (const method of CATALOGUE_METHODS) expect(keys).toContain(`overview.method.${method}`);
    for (const refusal of SHOPPER_REFUSALS) expect(keys).toContain(`overview.refusal.${refusal}`);
  });
});
