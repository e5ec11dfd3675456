import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accessibilityViolations } from '../test/axe';
import { DataTable } from './DataTable';

const KEYS = [
  { id: 'key_1', name: 'Shop backend' },
  { id: 'key_2', name: 'Reports' },
];

function KeysTable() {
  // In a landmark, as on every screen: axe wants all content in one.
  return (
    <main>
      <DataTable
        caption="API keys"
        rows={KEYS}
        rowKey={(key) => key.id}
        columns={[
          { header: 'Name', cell: (key) => key.name },
          { header: 'Prefix', cell: (key) => <code>{key.id}</code> },
          {
            header: 'Actions',
            actions: true,
            cell: (key) => <button type="button">{`Revoke ${key.name}`}</button>,
          },
        ]}
      />
    </main>
  );
}

describe('DataTable', () => {
  it('is named by its caption, with a header row and a row per item in order', async () => {
    render(<KeysTable />);
    const table = screen.getByRole('table', { name: 'API keys' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Prefix', 'Actions']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      'Shop backend',
      'Reports',
    ]);
    expect(within(rows[1] as HTMLElement).getByRole('button')).toHaveTextContent('Revoke Reports');
    expect(await accessibilityViolations()).toEqual([]);
  });

  it('labels each cell with its column for the phone’s cards, but not the buttons', () => {
    render(<KeysTable />);
    const [name, prefix, actions] = within(
      screen.getAllByRole('row')[1] as HTMLElement,
    ).getAllByRole('cell');
    expect(name).toHaveAttribute('data-label', 'Name');
    expect(prefix).toHaveAttribute('data-label', 'Prefix');
    expect(actions).not.toHaveAttribute('data-label');
    expect(actions).toHaveClass('data-table__actions');
    // The buttons' column is named for screen readers only.
    expect(screen.getByText('Actions')).toHaveClass('visually-hidden');
  });
});
