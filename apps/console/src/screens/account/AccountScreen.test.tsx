import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { accessibilityViolations } from '../../test/axe';
import { fakeService, problem } from '../../test/fakeService';
import { renderConsole } from '../../test/renderConsole';
import { sessionAs } from '../../test/sessions';

const ENROLMENT = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DP',
  otpauthUri: 'otpauth://totp/Paypage:ada%40shop.example?secret=JBSWY3DPEHPK3PXPJBSWY3DP',
};

async function openAccount() {
  renderConsole('/console/account');
  await screen.findByRole('heading', { level: 1, name: 'Your account' });
  return userEvent.setup();
}

describe('the account screen', () => {
  it('is reached from the user menu by every role', async () => {
    fakeService({ 'GET /api/console/v1/session': { body: sessionAs('support') } });
    renderConsole('/console/links');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ada Lovelace' }));
    await user.click(screen.getByRole('link', { name: 'Your account' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your account' }),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByText('Support')).toBeInTheDocument();
  });

  it('sets up two-step sign-in: QR code, the secret as text, a code confirms it', async () => {
    const { calls } = fakeService({
      'GET /api/console/v1/session': { body: sessionAs('developer') },
      'POST /api/console/v1/totp': { body: ENROLMENT },
      'POST /api/console/v1/totp/confirm': ({ body }) =>
        (body as { code: string }).code === '123456'
          ? { status: 204 }
          : problem(409, 'TOTP_INVALID'),
    });
    const user = await openAccount();
    expect(screen.getByText(/^Off: a password alone/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Set up two-step sign-in' }));
    const qr = await screen.findByRole('img', { name: 'QR code for your authenticator app' });
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP')).toBeInTheDocument();
    const code = screen.getByLabelText('Code from the app');
    await user.type(code, '12');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(screen.getByText('Enter the 6 digits the app shows.')).toBeInTheDocument();
    await user.clear(code);
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The code is not correct');
    await user.clear(code);
    await user.type(code, '123 456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('Two-step sign-in is on.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'QR code for your authenticator app' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Turn off' })).toBeInTheDocument();
    const confirms = calls.filter((call) => call.path === '/api/console/v1/totp/confirm');
    expect(confirms.map((call) => call.body)).toEqual([{ code: '000000' }, { code: '123456' }]);
    expect(confirms[1]?.headers['X-CSRF-Token']).toBe('csrf-token-1');
  });

  it('turns two-step sign-in off with a current code', async () => {
    const session = sessionAs('admin');
    session.user.totpEnabled = true;
    const { calls } = fakeService({
      'GET /api/console/v1/session': { body: session },
      'DELETE /api/console/v1/totp': { status: 204 },
    });
    const user = await openAccount();
    expect(screen.getByText(/^On: signing in asks for a code/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Code from the app'), '654321');
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Two-step sign-in is off.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set up two-step sign-in' })).toBeInTheDocument();
    const off = calls.find((call) => call.method === 'DELETE');
    expect(off?.body).toEqual({ code: '654321' });
  });

  it('signs out everywhere after a confirmation and shows the sign-in screen', async () => {
    const { calls } = fakeService({
      'GET /api/console/v1/session': { body: sessionAs('finance') },
      'POST /api/console/v1/session/sign-out-everywhere': { status: 204 },
    });
    const user = await openAccount();
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    const dialog = screen.getByRole('dialog', { name: 'Sign out everywhere?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
    expect(
      await screen.findByRole('heading', { name: 'Sign in to the Paypage console' }),
    ).toBeInTheDocument();
    const everywhere = calls.find((call) => call.path.endsWith('/sign-out-everywhere'));
    expect(everywhere?.method).toBe('POST');
    expect(everywhere?.headers['X-CSRF-Token']).toBe('csrf-token-1');
  });

  it('signs out of this session', async () => {
    const { calls } = fakeService({
      'GET /api/console/v1/session': { body: sessionAs('admin') },
      'DELETE /api/console/v1/session': { status: 204 },
    });
    const user = await openAccount();
    const sessions = screen.getByRole('region', { name: 'Sessions' });
    await user.click(within(sessions).getByRole('button', { name: 'Sign out' }));
    expect(
      await screen.findByRole('heading', { name: 'Sign in to the Paypage console' }),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(true);
  });

  it('has no axe violations while setting up two-step sign-in', async () => {
    fakeService({
      'GET /api/console/v1/session': { body: sessionAs('admin') },
      'POST /api/console/v1/totp': { body: ENROLMENT },
    });
    const user = await openAccount();
    await user.click(screen.getByRole('button', { name: 'Set up two-step sign-in' }));
    await screen.findByRole('img', { name: 'QR code for your authenticator app' });
    expect(await accessibilityViolations()).toEqual([]);
  });
});
