import { describe, expect, it } from 'vitest';
import { CONSOLE_SESSION_COOKIE } from '@paypage/contract/consoleSession';
import { consoleSession, consoleUrl, cookieOf } from '../testing/consoleHelpers';
import { startTestApp, type TestApp } from '../testing/testApp';

const PASSWORD = 'a brand new passphrase';

async function invite(
  t: TestApp,
  admin: Awaited<ReturnType<typeof consoleSession>>,
  email: string,
) {
  const answer = await admin.call({
    method: 'POST',
    url: consoleUrl('/invitations'),
    payload: { email, name: 'Invited', role: 'finance' },
  });
  expect(answer.statusCode).toBe(201);
  const issued = answer.json<{ id: string; invitationUrl: string; expiresAt: string }>();
  return { ...issued, token: issued.invitationUrl.split('#')[1] ?? '' };
}

const accept = (t: TestApp, token: string, name = 'Fin Ance') =>
  t.inject({
    method: 'POST',
    url: consoleUrl('/invitations/accept'),
    payload: { token, name, password: PASSWORD },
  });

/** Each sign-in hashes with scrypt (decision 0038): seconds apiece on a busy two-core machine. */
const SCRYPT_TIME = { timeout: 90_000 };

describe('the team', SCRYPT_TIME, () => {
  it('invites by a URL shown once (token in the fragment, stored hashed), accepted once', async () => {
    const t = await startTestApp();
    const admin = await consoleSession(t, 'admin');
    const issued = await invite(t, admin, 'New.Person@Shop.example');
    expect(issued.invitationUrl).toMatch(/^http:\/\/localhost\/console\/invitation#[\w-]{43}$/);
    const days = (Date.parse(issued.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    const stored = await t.db.selectFrom('console_invitations').select('token_hash').execute();
    expect(JSON.stringify(stored)).not.toContain(issued.token);
    const open = await admin.call({ method: 'GET', url: consoleUrl('/invitations') });
    expect(open.json()).toEqual({
      invitations: [
        {
          id: issued.id,
          email: 'New.Person@Shop.example',
          name: 'Invited',
          role: 'finance',
          expiresAt: issued.expiresAt,
        },
      ],
    });

    const accepted = await accept(t, issued.token);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({
      user: { email: 'New.Person@Shop.example', name: 'Fin Ance', role: 'finance' },
      merchant: { id: t.merchant.id },
    });
    expect(cookieOf(accepted.headers['set-cookie'])).toMatch(
      new RegExp(`^${CONSOLE_SESSION_COOKIE}=`),
    );
    const again = await accept(t, issued.token, 'Someone Else');
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({
      errorCode: 'INVITATION_INVALID',
      fields: [{ field: 'body.token' }],
    });
    // The new user signs in with the password they chose.
    const signIn = await t.inject({
      method: 'POST',
      url: consoleUrl('/session'),
      payload: { email: 'new.person@shop.example', password: PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
    expect((await admin.call({ method: 'GET', url: consoleUrl('/invitations') })).json()).toEqual({
      invitations: [],
    });
  });

  it('refuses an expired or withdrawn invitation, and an address that has an account', async () => {
    const t = await startTestApp();
    const admin = await consoleSession(t, 'admin', { email: 'boss@shop.example' });
    const expired = await invite(t, admin, 'late@shop.example');
    await t.db
      .updateTable('console_invitations')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', expired.id)
      .execute();
    expect((await accept(t, expired.token)).statusCode).toBe(410);
    const withdrawn = await invite(t, admin, 'maybe@shop.example');
    const withdraw = await admin.call({
      method: 'DELETE',
      url: consoleUrl(`/invitations/${withdrawn.id}`),
    });
    expect(withdraw.statusCode).toBe(204);
    expect((await accept(t, withdrawn.token)).statusCode).toBe(410);
    expect(
      (await admin.call({ method: 'DELETE', url: consoleUrl(`/invitations/${withdrawn.id}`) }))
        .statusCode,
    ).toBe(404);
    const taken = await admin.call({
      method: 'POST',
      url: consoleUrl('/invitations'),
      payload: { email: 'BOSS@shop.example', name: 'Twin', role: 'admin' },
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toMatchObject({ fields: [{ field: 'body.email' }] });
  });

  it('lists users, changes roles, removes users (their sessions end) and keeps the last admin', async () => {
    const t = await startTestApp();
    const admin = await consoleSession(t, 'admin', { email: 'boss@shop.example' });
    const support = await consoleSession(t, 'support', { email: 'help@shop.example' });
    const list = await admin.call({ method: 'GET', url: consoleUrl('/users') });
    expect(list.json().users).toEqual([
      expect.objectContaining({
        id: admin.userId,
        role: 'admin',
        disabled: false,
        totpEnabled: false,
        lastSignInAt: null,
      }),
      expect.objectContaining({ id: support.userId, email: 'help@shop.example', role: 'support' }),
    ]);
    expect(JSON.stringify(list.json())).not.toMatch(/scrypt|password/i);

    const lastAdmin = await admin.call({
      method: 'PATCH',
      url: consoleUrl(`/users/${admin.userId}`),
      payload: { role: 'finance' },
    });
    expect(lastAdmin.statusCode).toBe(409);
    expect(lastAdmin.json()).toMatchObject({
      errorCode: 'LAST_ADMIN',
      fields: [{ field: 'params.userId' }],
    });
    expect(
      (await admin.call({ method: 'DELETE', url: consoleUrl(`/users/${admin.userId}`) }))
        .statusCode,
    ).toBe(409);

    const promoted = await admin.call({
      method: 'PATCH',
      url: consoleUrl(`/users/${support.userId}`),
      payload: { role: 'admin' },
    });
    expect(promoted.json()).toMatchObject({ id: support.userId, role: 'admin' });
    // The new role holds from the next call on.
    expect((await support.call({ method: 'GET', url: consoleUrl('/users') })).statusCode).toBe(200);
    expect(
      (await support.call({ method: 'DELETE', url: consoleUrl(`/users/${admin.userId}`) }))
        .statusCode,
    ).toBe(204);
    expect(
      (await admin.call({ method: 'GET', url: '/api/v1/webhooks/deliveries' })).statusCode,
    ).toBe(401);

    const other = await consoleSession(t, 'admin', { merchantId: t.otherMerchant.id });
    expect(
      (await other.call({ method: 'DELETE', url: consoleUrl(`/users/${support.userId}`) }))
        .statusCode,
    ).toBe(404);
    const log = await support.call({ method: 'GET', url: consoleUrl('/audit-log') });
    expect(log.json().entries.map((entry: { action: string }) => entry.action)).toEqual([
      'removeTeamUser',
      'updateTeamUser',
    ]);
    // Who is read by today's name; the removed admin keeps only the email recorded then.
    expect(log.json().entries.map((entry: { actor: unknown }) => entry.actor)).toEqual([
      { kind: 'user', id: support.userId, label: 'help@shop.example', name: 'A support' },
      { kind: 'user', id: admin.userId, label: 'boss@shop.example' },
    ]);
  });

  it('stores names and emails exactly as given and answers them as JSON data only', async () => {
    const t = await startTestApp();
    const admin = await consoleSession(t, 'admin');
    const name = '<img src=x onerror=alert(1)> "Ünïcødé" & ‫';
    const issued = await admin.call({
      method: 'POST',
      url: consoleUrl('/invitations'),
      payload: { email: "o'brien+test@shop.example", name: '<b>Bold</b> & Co', role: 'developer' },
    });
    expect(issued.statusCode).toBe(201);
    const token = issued.json().invitationUrl.split('#')[1];
    // A bidirectional override is refused by the plain-text rule, naming the field.
    const refused = await accept(t, token, name);
    expect(refused.json()).toMatchObject({ statusCode: 400, fields: [{ field: 'body.name' }] });
    const plainName = '<img src=x onerror=alert(1)> "Ünïcødé" &';
    const accepted = await accept(t, token, plainName);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.headers['content-type']).toMatch(/^application\/json/);
    const users = await admin.call({ method: 'GET', url: consoleUrl('/users') });
    expect(users.headers['content-type']).toMatch(/^application\/json/);
    expect(users.json().users[1]).toMatchObject({
      name: plainName,
      email: "o'brien+test@shop.example",
    });
  });
});
