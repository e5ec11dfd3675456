import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { accessibilityViolations } from '../../test/axe';
import { fakeService, problem } from '../../test/fakeService';
import { renderConsole } from '../../test/renderConsole';
import { sessionAs } from '../../test/sessions';

const PASSWORD = 'a long passphrase';

async function fillIn(name: string, password: string, repeat: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Your name'), name);
  await user.type(screen.getByLabelText('Password'), password);
  await user.type(screen.getByLabelText('Repeat the password'), repeat);
  await user.click(screen.getByRole('button', { name: 'Join' }));
}

describe('the invitation page', () => {
  it('joins with a name and password, signs in and takes the token out of the address', async () => {
    const session = sessionAs('developer');
    session.user.name = 'Linus';
    const { calls } = fakeService({
      'POST /api/console/v1/invitations/accept': { body: session },
      'GET /api/v1/api-keys': { body: { apiKeys: [] } },
      'GET /api/v1/webhooks/endpoint': { body: { url: null, hasSecret: false } },
      'GET /api/v1/webhooks/deliveries': { body: { deliveries: [] } },
    });
    renderConsole('/console/invitation#tok_abc');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Join the team' }),
    ).toBeInTheDocument();
    // Taken out by an effect, which may run just after the heading is seen on a busy machine.
    await waitFor(() => expect(window.location.hash).toBe(''));
    await fillIn('Linus', PASSWORD, PASSWORD);
    expect(await screen.findByRole('button', { name: 'Linus' })).toBeInTheDocument();
    expect(window.location.pathname).not.toBe('/console/invitation');
    expect(calls[0]?.path).toBe('/api/console/v1/invitations/accept');
    expect(calls[0]?.body).toEqual({ token: 'tok_abc', name: 'Linus', password: PASSWORD });
    // The session the answer gave is used: its CSRF token goes with the next unsafe call.
    expect(calls.some((call) => call.path === '/api/console/v1/session')).toBe(false);
  });

  it('checks the name, the password’s length and the repetition before sending', async () => {
    const { calls } = fakeService({});
    renderConsole('/console/invitation#tok_abc');
    await fillIn(' ', 'short', 'other');
    expect(screen.getByText('Enter your name.')).toBeInTheDocument();
    expect(screen.getByText('The password needs at least 12 characters.')).toBeInTheDocument();
    expect(screen.getByText('The two passwords are not the same.')).toBeInTheDocument();
    expect(screen.getByLabelText('Repeat the password')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it('says when the invitation was used, withdrawn or expired', async () => {
    fakeService({
      'POST /api/console/v1/invitations/accept': problem(410, 'INVITATION_INVALID'),
    });
    renderConsole('/console/invitation#tok_used');
    await fillIn('Linus', PASSWORD, PASSWORD);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This invitation was used, withdrawn or has expired. Ask for a new one.',
    );
    expect(screen.getByLabelText('Your name')).toHaveValue('Linus');
  });

  it('explains a link without its token', async () => {
    const { calls } = fakeService({});
    renderConsole('/console/invitation');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This invitation link is incomplete.',
    );
    expect(screen.queryByLabelText('Your name')).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('has no axe violations', async () => {
    fakeService({});
    renderConsole('/console/invitation#tok_abc');
    await screen.findByLabelText('Your name');
    expect(await accessibilityViolations()).toEqual([]);
  });
});
