import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeService } from '../../test/fakeService';
import { renderConsole } from '../../test/renderConsole';
import { sessionAs } from '../../test/sessions';

describe('the consumers list', () => {
  it('searches by reference and adds the next page', async () => {
    const { calls } = fakeService({
      'GET /api/console/v1/session': { body: sessionAs('developer') },
      'GET /api/v1/consumers': ({ path }) => ({
        body: path.includes('cursor=')
          ? {
              consumers: [{ consumerReference: 'cust/2', assetCount: 1, lastUsedAt: null }],
              nextCursor: null,
            }
          : {
              consumers: [
                { consumerReference: 'cust-1', assetCount: 2, lastUsedAt: '2026-11-20T10:00:00Z' },
              ],
              nextCursor: 'n1',
            },
      }),
    });
    renderConsole('/console/consumers');
    const user = userEvent.setup();
    expect(await screen.findByRole('link', { name: 'cust-1' })).toHaveAttribute(
      'href',
      '/console/consumers/cust-1',
    );
    expect(screen.getByText(/2 saved payment methods/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Consumer reference'), 'cust');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('link', { name: 'cust-1' });
    expect(calls.at(-1)?.path).toBe('/api/v1/consumers?q=cust');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'cust/2' })).toHaveAttribute(
      'href',
      '/console/consumers/cust%2F2',
    );
    expect(calls.at(-1)?.path).toBe('/api/v1/consumers?q=cust&cursor=n1');
  });
});
