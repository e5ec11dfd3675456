import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeService, problem } from '../../test/fakeService';
import { renderConsole } from '../../test/renderConsole';
import { sessionAs } from '../../test/sessions';

const signedOut = { 'GET /api/console/v1/session': problem(401, 'UNAUTHORIZED') };

describe('accepting an invitation', () => {
  it('takes a name and password, signs in and drops the token from the address', async () => {
    const { calls } = fakeService({
      ...signedOut,
      'POST /api/console/v1/invitations/accept': { body: sessionAs('support') },
      'GET /api/v1/payment-links': { body: { links: [], nextCursor: null } },
    });
    renderConsole('/console/invitation#tok_abc123');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Your name'), 'Grace Hopper');
    expect(window.location.hash).toBe('');
    await user.type(screen.getByLabelText('Password'), 'a long enough password');
    await user.type(screen.getByLabelText('Repeat the password'), 'a long enough password');
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByRole('navigation', { name: 'Console' })).toBeInTheDocument();
    const accepted = calls.find((call) => call.method === 'POST');
    expect(accepted?.body).toEqual({
      token: 'tok_abc123',
      name: 'Grace Hopper',
      password: 'a long enough password',
    });
    expect(window.location.pathname).not.toBe('/console/invitation');
  });

  it('checks the password before sending and shows a used invitation’s refusal', async () => {
    const { calls } = fakeService({
      ...signedOut,
      'POST /api/console/v1/invitations/accept': problem(404, 'NOT_FOUND'),
    });
    renderConsole('/console/invitation#tok_used');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Your name'), 'Grace');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'a long enough password');
    await user.type(screen.getByLabelText('Repeat the password'), 'a long enough password');
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This was not found.');
  });
});
