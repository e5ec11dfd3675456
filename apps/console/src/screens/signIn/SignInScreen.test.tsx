import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeService, problem } from '../../test/fakeService';
import { renderConsole } from '../../test/renderConsole';
import { sessionAs } from '../../test/sessions';

const signedOut = { 'GET /api/console/v1/session': problem(401, 'UNAUTHORIZED') };

async function fillIn(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

describe('the sign-in screen', () => {
  it('signs in and opens the console where the address pointed', async () => {
    const { calls } = fakeService({
      ...signedOut,
      'POST /api/console/v1/session': { body: sessionAs('admin') },
      'GET /api/v1/payment-links': { body: { links: [], nextCursor: null } },
    });
    renderConsole('/console/team');
    await fillIn('ada@shop.example', 'correct horse');
    expect(await screen.findByRole('heading', { level: 1, name: 'Team' })).toBeInTheDocument();
    expect(screen.getByText('Demo Shop')).toBeInTheDocument();
    const signIn = calls.find((call) => call.method === 'POST');
    expect(signIn?.body).toEqual({ email: 'ada@shop.example', password: 'correct horse' });
  });

  it('says the same for a wrong password as for an unknown email', async () => {
    fakeService({
      ...signedOut,
      'POST /api/console/v1/session': problem(401, 'INVALID_CREDENTIALS', 'Invalid credentials'),
    });
    renderConsole();
    await fillIn('nobody@shop.example', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The email or password is not correct.',
    );
    expect(screen.getByLabelText('Email')).toHaveValue('nobody@shop.example');
  });

  it('asks for the authenticator code when the account has one, then signs in with it', async () => {
    const { calls } = fakeService({
      ...signedOut,
      'POST /api/console/v1/session': ({ body }) =>
        (body as { totpCode?: string }).totpCode === '123456'
          ? { body: sessionAs('admin') }
          : (body as { totpCode?: string }).totpCode
            ? problem(401, 'TOTP_INVALID')
            : problem(401, 'TOTP_REQUIRED'),
    });
    renderConsole('/console/team');
    const user = await fillIn('ada@shop.example', 'correct horse');
    const code = await screen.findByLabelText('Authentication code');
    expect(code).toHaveFocus();
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The code is not correct');
    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Team' })).toBeInTheDocument();
    // The team screen that opens makes calls of its own: the sign-in is the last POST.
    expect(calls.filter((call) => call.method === 'POST').at(-1)?.body).toEqual({
      email: 'ada@shop.example',
      password: 'correct horse',
      totpCode: '123456',
    });
  });

  it('tells how long to wait when sign-in is throttled', async () => {
    fakeService({
      ...signedOut,
      'POST /api/console/v1/session': {
        ...problem(429, 'TOO_MANY_ATTEMPTS'),
        headers: { 'Retry-After': '540' },
      },
    });
    renderConsole();
    await fillIn('ada@shop.example', 'guess');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Try again in 9 minutes.',
    );
  });
});
