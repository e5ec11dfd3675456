import { describe, expect, it } from 'vitest';
import { CONSOLE_SESSION_COOKIE, CSRF_HEADER } from '@paypage/contract/consoleSession';
import { addConsoleUser, CONSOLE_PASSWORD, consoleUrl, cookieOf } from '../testing/consoleHelpers';
import { startTestApp, type TestApp } from '../testing/testApp';
import { hashSessionToken } from './consoleSessionsRepository';
import { ACCOUNT_FAILURES, ADDRESS_FAILURES } from './signInThrottle';
import { base32Decode, hotp, totpStepAt } from './totp';

const signIn = (t: TestApp, payload: object, headers: Record<string, string> = {}) =>
  t.inject({ method: 'POST', url: consoleUrl('/session'), payload, headers });

async function signedIn(t: TestApp, email: string) {
  const answer = await signIn(t, { email, password: CONSOLE_PASSWORD });
  expect(answer.statusCode).toBe(200);
  const cookie = cookieOf(answer.headers['set-cookie']);
  const { csrfToken } = answer.json<{ csrfToken: string }>();
  return { cookie, csrfToken, answer };
}

/** Each sign-in hashes with scrypt (decision 0038): seconds apiece on a busy two-core machine. */
const SCRYPT_TIME = { timeout: 90_000 };

describe('console sign-in', SCRYPT_TIME, () => {
  it('signs in with email (any case) and password: the session, its permissions, a flagged cookie', async () => {
    const t = await startTestApp();
    const user = await addConsoleUser(t, 'support', { email: 'Ana.Lima@Shop.example' });
    const answer = await signIn(t, { email: 'ana.lima@SHOP.example', password: CONSOLE_PASSWORD });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      user: {
        id: user.id,
        email: 'Ana.Lima@Shop.example',
        name: 'A support',
        role: 'support',
        totpEnabled: false,
      },
      merchant: { id: t.merchant.id, name: 'Test Shop', offeredMethods: null },
      csrfToken: expect.stringMatching(/^[\w-]{43}$/),
      permissions: ['links:read', 'links:write', 'consumers:read'],
    });
    const setCookie = String(answer.headers['set-cookie']);
    expect(setCookie).toMatch(new RegExp(`^${CONSOLE_SESSION_COOKIE}=[\\w-]{43}; `));
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Strict');
    expect(setCookie).toContain('Path=/');
    // Over plain http (a demo on localhost) a Secure cookie would never come back.
    expect(setCookie).not.toContain('Secure');
    // Only the token's hash is stored.
    const token = cookieOf(setCookie).split('=')[1] ?? '';
    const stored = await t.db.selectFrom('console_sessions').select('token_hash').execute();
    expect(stored).toEqual([{ token_hash: hashSessionToken(token) }]);
    const me = await t.inject({
      method: 'GET',
      url: consoleUrl('/session'),
      headers: { cookie: cookieOf(setCookie) },
    });
    expect(me.json()).toMatchObject({ user: { id: user.id }, csrfToken: answer.json().csrfToken });
    const lastSignIn = await t.services.console.users.findById(user.id);
    expect(lastSignIn?.lastSignInAt).not.toBeNull();
  });

  it('marks the cookie Secure when the request came over https (a trusted proxy says so)', async () => {
    const t = await startTestApp({ trustProxy: true });
    await addConsoleUser(t, 'admin', { email: 'admin@shop.example' });
    const answer = await signIn(
      t,
      { email: 'admin@shop.example', password: CONSOLE_PASSWORD },
      { 'x-forwarded-proto': 'https' },
    );
    expect(answer.statusCode).toBe(200);
    expect(String(answer.headers['set-cookie'])).toMatch(
      /; HttpOnly; SameSite=Strict; Path=\/; Secure$/,
    );
  });

  it('answers a wrong password and an unknown email alike, and in a similar time', async () => {
    const t = await startTestApp();
    await addConsoleUser(t, 'admin', { email: 'admin@shop.example' });
    const timed = async (payload: object) => {
      const started = performance.now();
      const answer = await signIn(t, payload);
      return { answer, ms: performance.now() - started };
    };
    // The first call warms the route up (schemas compiled, statements prepared).
    await timed({ email: 'warm@shop.example', password: 'not the password' });
    const wrongs = [];
    const unknowns = [];
    // Taken in turns, three of each (below the account's throttle of five): the quickest of each
    // is compared, so one slow answer on a busy machine does not decide.
    for (let round = 0; round < 3; round++) {
      wrongs.push(await timed({ email: 'admin@shop.example', password: 'not the password' }));
      unknowns.push(await timed({ email: 'nobody@shop.example', password: 'not the password' }));
    }
    const refusal = wrongs[0]?.answer.json();
    expect(refusal).toMatchObject({ errorCode: 'INVALID_CREDENTIALS' });
    for (const { answer } of [...wrongs, ...unknowns]) {
      expect(answer.statusCode).toBe(401);
      expect(answer.headers['set-cookie']).toBeUndefined();
      expect(answer.json()).toEqual(refusal);
    }
    const quickest = (runs: { ms: number }[]) => Math.min(...runs.map(({ ms }) => ms));
    // Both ran scrypt: an unknown email is not answered at once (generous bounds, busy machines).
    expect(quickest(unknowns)).toBeGreaterThan(quickest(wrongs) / 4);
  });

  it('throttles one account after 5 failures in 15 minutes, with Retry-After, the right password too', async () => {
    const t = await startTestApp();
    await addConsoleUser(t, 'admin', { email: 'admin@shop.example' });
    const statuses = [];
    for (let i = 0; i < ACCOUNT_FAILURES; i++) {
      statuses.push(
        (await signIn(t, { email: 'admin@shop.example', password: `wrong ${i}` })).statusCode,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    const refused = await signIn(t, { email: 'ADMIN@shop.example', password: CONSOLE_PASSWORD });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      errorCode: 'TOO_MANY_ATTEMPTS',
      fields: [{ field: 'body.email' }],
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // Once the window has passed (the failures made older), the right password signs in.
    await t.db
      .updateTable('console_sign_in_failures')
      .set({ failed_at: '2020-01-01T00:00:00.000Z' })
      .execute();
    expect(
      (await signIn(t, { email: 'admin@shop.example', password: CONSOLE_PASSWORD })).statusCode,
    ).toBe(200);
  });

  it('throttles one address after 20 failures over many accounts; another address still signs in', async () => {
    const t = await startTestApp({ trustProxy: true });
    await addConsoleUser(t, 'admin', { email: 'admin@shop.example' });
    const from = (address: string) => ({ 'x-forwarded-for': address });
    for (let i = 0; i < ADDRESS_FAILURES; i++) {
      const answer = await signIn(
        t,
        { email: `guess-${i}@shop.example`, password: 'guess' },
        from('203.0.113.7'),
      );
      expect(answer.statusCode).toBe(401);
    }
    const right = { email: 'admin@shop.example', password: CONSOLE_PASSWORD };
    const refused = await signIn(t, right, from('203.0.113.7'));
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await signIn(t, right, from('198.51.100.1'))).statusCode).toBe(200);
    // Twenty-two scrypt hashes: seconds on a busy two-core machine.
  }, 120_000);

  it('refuses a sign-in posted from another site', async () => {
    const t = await startTestApp();
    await addConsoleUser(t, 'admin', { email: 'admin@shop.example' });
    const right = { email: 'admin@shop.example', password: CONSOLE_PASSWORD };
    const foreign = await signIn(t, right, { origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({
      errorCode: 'CSRF_REJECTED',
      fields: [{ field: 'headers.origin' }],
    });
    expect((await signIn(t, right, { origin: 'http://localhost' })).statusCode).toBe(200);
  });

  it('ends a session idle for 30 minutes, and any session 12 hours after sign-in', async () => {
    const t = await startTestApp();
    await addConsoleUser(t, 'admin', { email: 'admin@shop.example' });
    const me = (cookie: string) =>
      t.inject({ method: 'GET', url: consoleUrl('/session'), headers: { cookie } });
    const idle = await signedIn(t, 'admin@shop.example');
    const old = await signedIn(t, 'admin@shop.example');
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
    const tokenHash = (cookie: string) => hashSessionToken(cookie.split('=')[1] ?? '');
    await t.db
      .updateTable('console_sessions')
      .set({ last_seen_at: minutesAgo(29) })
      .where('token_hash', '=', tokenHash(idle.cookie))
      .execute();
    expect((await me(idle.cookie)).statusCode).toBe(200);
    await t.db
      .updateTable('console_sessions')
      .set({ last_seen_at: minutesAgo(31) })
      .where('token_hash', '=', tokenHash(idle.cookie))
      .execute();
    expect((await me(idle.cookie)).statusCode).toBe(401);
    // Busy all along, but signed in 12 h 1 min ago.
    await t.db
      .updateTable('console_sessions')
      .set({ created_at: minutesAgo(12 * 60 + 1) })
      .where('token_hash', '=', tokenHash(old.cookie))
      .execute();
    const ended = await me(old.cookie);
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toMatchObject({ errorCode: 'UNAUTHORIZED' });
    expect(await t.db.selectFrom('console_sessions').selectAll().execute()).toEqual([]);
  });

  it('signs out one session, and everywhere', async () => {
    const t = await startTestApp();
    await addConsoleUser(t, 'admin', { email: 'admin@shop.example' });
    const me = (cookie: string) =>
      t.inject({ method: 'GET', url: consoleUrl('/session'), headers: { cookie } });
    const [laptop, phone, tablet] = [
      await signedIn(t, 'admin@shop.example'),
      await signedIn(t, 'admin@shop.example'),
      await signedIn(t, 'admin@shop.example'),
    ];
    const out = await t.inject({
      method: 'DELETE',
      url: consoleUrl('/session'),
      headers: { cookie: laptop.cookie, [CSRF_HEADER]: laptop.csrfToken },
    });
    expect(out.statusCode).toBe(204);
    expect(String(out.headers['set-cookie'])).toMatch(
      new RegExp(`^${CONSOLE_SESSION_COOKIE}=; Max-Age=0`),
    );
    expect((await me(laptop.cookie)).statusCode).toBe(401);
    expect((await me(phone.cookie)).statusCode).toBe(200);
    const everywhere = await t.inject({
      method: 'POST',
      url: consoleUrl('/session/sign-out-everywhere'),
      headers: { cookie: phone.cookie, [CSRF_HEADER]: phone.csrfToken },
    });
    expect(everywhere.statusCode).toBe(204);
    expect((await me(phone.cookie)).statusCode).toBe(401);
    expect((await me(tablet.cookie)).statusCode).toBe(401);
  });

  it('enrols TOTP with a confirmed code, then asks for a code at sign-in and takes each code once', async () => {
    const t = await startTestApp();
    await addConsoleUser(t, 'finance', { email: 'fin@shop.example' });
    const { cookie, csrfToken } = await signedIn(t, 'fin@shop.example');
    const headers = { cookie, [CSRF_HEADER]: csrfToken };
    const enrolment = await t.inject({ method: 'POST', url: consoleUrl('/totp'), headers });
    expect(enrolment.statusCode).toBe(200);
    const { secret, otpauthUri } = enrolment.json<{ secret: string; otpauthUri: string }>();
    expect(otpauthUri).toContain(`secret=${secret}`);
    // One 30 s step for the whole test: the sign-ins between take seconds on a busy machine, and
    // a step read again later may be the next one, which nobody has used yet.
    const step = totpStepAt(Date.now());
    const codeOf = (counter: number) => hotp(base32Decode(secret), counter);
    // Not on until a code made with it is confirmed; a wrong code does not turn it on.
    const wrong = await t.inject({
      method: 'POST',
      url: consoleUrl('/totp/confirm'),
      headers,
      payload: { code: codeOf(step) === '000000' ? '111111' : '000000' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      errorCode: 'TOTP_INVALID',
      fields: [{ field: 'body.code' }],
    });
    const confirm = await t.inject({
      method: 'POST',
      url: consoleUrl('/totp/confirm'),
      headers,
      payload: { code: codeOf(step) },
    });
    expect(confirm.statusCode).toBe(204);

    const password = { email: 'fin@shop.example', password: CONSOLE_PASSWORD };
    const asked = await signIn(t, password);
    expect(asked.statusCode).toBe(401);
    expect(asked.json()).toMatchObject({ errorCode: 'TOTP_REQUIRED' });
    // The confirming code was used: the same code again is refused; the next step's is taken.
    const replay = await signIn(t, { ...password, totpCode: codeOf(step) });
    expect(replay.json()).toMatchObject({ errorCode: 'TOTP_INVALID' });
    const next = await signIn(t, { ...password, totpCode: codeOf(step + 1) });
    expect(next.statusCode).toBe(200);
    expect(next.json()).toMatchObject({ user: { totpEnabled: true } });
  });
});
