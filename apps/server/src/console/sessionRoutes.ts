import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  AcceptInvitationBodySchema,
  ConsoleSessionSchema,
  SignInBodySchema,
} from '@paypage/contract/consoleSession';
import type { ServerConfig } from '../config';
import { Problem } from '../http/problem';
import { errorResponses } from '../http/routeSchemas';
import { setCaller } from '../merchants/merchantAuth';
import type { Services } from '../services';
import { consoleSessionOf } from './consoleGate';
import type { ConsoleUserRecord } from './consoleUsersRepository';
import { hashPassword, needsRehash, unknownUserHash, verifyPassword } from './passwordHash';
import { presentSession } from './presentSession';
import { clearSessionCookie, setSessionCookie } from './sessionCookie';
import { signInThrottle } from './signInThrottle';
import { matchingTotpStep } from './totp';

const consoleApi = { tags: ['console'], security: [{ consoleSession: [] }] };
const anyone = { tags: ['console'], security: [] };

/** Signing in and out, and joining a team by invitation. */
export const sessionRoutes: FastifyPluginAsyncTypebox<{
  services: Services;
  config: ServerConfig;
}> = async (app, { services }) => {
  const store = services.console;
  const throttle = signInThrottle(store);

  /** A new session for the user: the cookie, the audit entry's actor, and its description. */
  async function startSession(
    request: FastifyRequest,
    reply: FastifyReply,
    user: ConsoleUserRecord,
  ) {
    const merchant = await services.merchants.findById(user.merchantId);
    if (!merchant) throw new Problem(401, 'INVALID_CREDENTIALS', 'Wrong email or password');
    const session = await store.sessions.create(user.id);
    await store.users.signedIn(user.id);
    setSessionCookie(request, reply, session.token);
    setCaller(request, merchant.id, { kind: 'user', id: user.id, label: user.email });
    return presentSession(user, merchant, session.csrfToken);
  }

  app.post(
    '/session',
    {
      config: { withoutSession: true },
      schema: {
        ...anyone,
        operationId: 'signIn',
        summary: 'Sign in to the console (sets the session cookie)',
        body: SignInBodySchema,
        response: { 200: ConsoleSessionSchema, ...errorResponses(400, 401, 403, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const { email, password, totpCode } = request.body;
      const now = Date.now();
      const waitS = await throttle.waitS(request, email, now);
      if (waitS > 0) {
        void reply.header('retry-after', String(waitS));
        throw new Problem(429, 'TOO_MANY_ATTEMPTS', 'Too many failed sign-ins; try again later', [
          { field: 'body.email', message: `try again in ${waitS} seconds` },
        ]);
      }
      const user = await store.users.findByEmail(email);
      // An unknown address costs the same scrypt as a wrong password: the time tells nothing.
      const matches = await verifyPassword(password, user?.passwordHash ?? unknownUserHash());
      if (!user || !matches || user.disabled) {
        await throttle.failed(request, email, now);
        throw new Problem(401, 'INVALID_CREDENTIALS', 'Wrong email or password');
      }
      if (user.totpSecret) {
        if (totpCode === undefined) {
          throw new Problem(401, 'TOTP_REQUIRED', 'Enter the code of your authenticator app');
        }
        const step = matchingTotpStep(user.totpSecret, totpCode, now);
        if (step === undefined || !(await store.users.useTotpStep(user.id, step))) {
          await throttle.failed(request, email, now);
          throw new Problem(401, 'TOTP_INVALID', 'The code is not valid; use the current one');
        }
      }
      await throttle.succeeded(email);
      if (needsRehash(user.passwordHash)) {
        await store.users.setPasswordHash(user.id, await hashPassword(password));
      }
      return startSession(request, reply, user);
    },
  );

  app.get(
    '/session',
    {
      schema: {
        ...consoleApi,
        operationId: 'getConsoleSession',
        summary: 'The signed-in user, their merchant, permissions and CSRF token',
        response: { 200: ConsoleSessionSchema, ...errorResponses(401, 429) },
      },
    },
    async (request) => {
      const { user, merchant, session } = consoleSessionOf(request);
      return presentSession(user, merchant, session.csrfToken);
    },
  );

  app.delete(
    '/session',
    {
      schema: {
        ...consoleApi,
        operationId: 'signOut',
        summary: 'Sign out of this session',
        response: { 204: Type.Null(), ...errorResponses(401, 403, 429) },
      },
    },
    async (request, reply) => {
      await store.sessions.remove(consoleSessionOf(request).session.id);
      clearSessionCookie(request, reply);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/session/sign-out-everywhere',
    {
      schema: {
        ...consoleApi,
        operationId: 'signOutEverywhere',
        summary: 'End every session of the signed-in user, on every device',
        response: { 204: Type.Null(), ...errorResponses(401, 403, 429) },
      },
    },
    async (request, reply) => {
      await store.sessions.removeAllOfUser(consoleSessionOf(request).user.id);
      clearSessionCookie(request, reply);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/invitations/accept',
    {
      config: { withoutSession: true },
      schema: {
        ...anyone,
        operationId: 'acceptInvitation',
        summary: 'Join a merchant’s team with an invitation, choosing a name and password',
        body: AcceptInvitationBodySchema,
        response: {
          200: ConsoleSessionSchema,
          ...errorResponses(400, 403, 409, 410, 413, 415, 429),
        },
      },
    },
    async (request, reply) => {
      const { token, name, password } = request.body;
      const invitation = await store.invitations.take(token);
      if (!invitation) {
        throw new Problem(
          410,
          'INVITATION_INVALID',
          'This invitation was used, withdrawn or has expired',
        );
      }
      const user = await store.users.create({
        merchantId: invitation.merchantId,
        email: invitation.email,
        name,
        role: invitation.role,
        passwordHash: await hashPassword(password),
      });
      if (!user) {
        throw new Problem(409, 'INVITATION_INVALID', 'This email address has an account already', [
          { field: 'body.token', message: 'names an email address that has an account' },
        ]);
      }
      return startSession(request, reply, user);
    },
  );
};
