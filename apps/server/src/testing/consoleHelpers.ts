import type { InjectOptions } from 'fastify';
import type { ConsoleRole } from '@paypage/contract/consoleAccess';
import {
  CONSOLE_API_PREFIX,
  CONSOLE_SESSION_COOKIE,
  CSRF_HEADER,
} from '@paypage/contract/consoleSession';
import { hashPassword } from '../console/passwordHash';
import type { ServerApp } from '../app';
import type { TestApp } from './testApp';

export const CONSOLE_PASSWORD = 'correct horse battery staple';
let passwordHash: Promise<string> | undefined;
let counter = 0;

/** A console user of the test merchant (or another), with CONSOLE_PASSWORD; scrypt once a file. */
export async function addConsoleUser(
  t: Pick<ServerApp, 'services'> & { merchant: { id: string } },
  role: ConsoleRole,
  fields: { email?: string; name?: string; merchantId?: string } = {},
) {
  passwordHash ??= hashPassword(CONSOLE_PASSWORD);
  const user = await t.services.console.users.create({
    merchantId: fields.merchantId ?? t.merchant.id,
    email: fields.email ?? `${role}-${counter++}@shop.example`,
    name: fields.name ?? `A ${role}`,
    role,
    passwordHash: await passwordHash,
  });
  if (!user) throw new Error('the email has an account already');
  return user;
}

export interface ConsoleCaller {
  userId: string;
  email: string;
  cookie: string;
  csrfToken: string;
  /** inject() with the session cookie, and the CSRF token on unsafe calls. */
  call(options: InjectOptions): ReturnType<TestApp['inject']>;
}

/** A signed-in session, made directly in the store (no scrypt): for calls, not for sign-in. */
export async function consoleSession(
  t: Pick<TestApp, 'services' | 'inject'> & { merchant: { id: string } },
  role: ConsoleRole,
  fields: { email?: string; name?: string; merchantId?: string } = {},
): Promise<ConsoleCaller> {
  const user = await addConsoleUser(t, role, fields);
  const session = await t.services.console.sessions.create(user.id);
  return callerOf(
    t,
    user.id,
    user.email,
    `${CONSOLE_SESSION_COOKIE}=${session.token}`,
    session.csrfToken,
  );
}

function callerOf(
  t: Pick<TestApp, 'inject'>,
  userId: string,
  email: string,
  cookie: string,
  csrfToken: string,
): ConsoleCaller {
  return {
    userId,
    email,
    cookie,
    csrfToken,
    call: (options) =>
      t.inject({
        ...options,
        headers: { cookie, [CSRF_HEADER]: csrfToken, ...options.headers },
      }),
  };
}

/** The cookie pair (name=value) of a Set-Cookie answer. */
export function cookieOf(header: string | string[] | undefined): string {
  const first = [header ?? []].flat()[0] ?? '';
  return first.split(';')[0] ?? '';
}

export const consoleUrl = (path: string) => `${CONSOLE_API_PREFIX}${path}`;
