import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { TotpCodeBodySchema, TotpEnrolmentSchema } from '@paypage/contract/consoleSession';
import { Problem } from '../http/problem';
import { errorResponses } from '../http/routeSchemas';
import type { Services } from '../services';
import { consoleSessionOf } from './consoleGate';
import { matchingTotpStep, newTotpSecret, otpauthUri } from './totp';

const consoleApi = { tags: ['console'], security: [{ consoleSession: [] }] };
const ISSUER = 'Paypage';

const invalidCode = () =>
  new Problem(400, 'TOTP_INVALID', 'The code is not valid; use the current one', [
    { field: 'body.code', message: 'is not the current code' },
  ]);

/**
 * The optional second factor: a secret is proposed, and only a code made with it turns it on,
 * so nobody is locked out by a secret their app never saved. Turning it off takes a code too.
 */
export const totpRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (
  app,
  { services },
) => {
  const users = services.console.users;

  app.post(
    '/totp',
    {
      schema: {
        ...consoleApi,
        operationId: 'startTotpEnrolment',
        summary: 'Propose a new authenticator secret (confirm it with a code)',
        response: { 200: TotpEnrolmentSchema, ...errorResponses(401, 403, 409, 429) },
      },
    },
    async (request) => {
      const { user } = consoleSessionOf(request);
      if (user.totpEnabled) {
        throw new Problem(
          409,
          'TOTP_INVALID',
          'Two-step sign-in is on already; turn it off first',
          [{ field: 'request', message: 'two-step sign-in is on already' }],
        );
      }
      const secret = newTotpSecret();
      await users.setPendingTotpSecret(user.id, secret);
      return { secret, otpauthUri: otpauthUri(secret, user.email, ISSUER) };
    },
  );

  app.post(
    '/totp/confirm',
    {
      schema: {
        ...consoleApi,
        operationId: 'confirmTotp',
        summary: 'Turn two-step sign-in on with a code of the proposed secret',
        body: TotpCodeBodySchema,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const { user } = consoleSessionOf(request);
      const pending = user.totpPendingSecret;
      const step = pending ? matchingTotpStep(pending, request.body.code, Date.now()) : undefined;
      if (!pending || step === undefined) throw invalidCode();
      await users.enableTotp(user.id, pending, step);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/totp',
    {
      schema: {
        ...consoleApi,
        operationId: 'disableTotp',
        summary: 'Turn two-step sign-in off with a current code',
        body: TotpCodeBodySchema,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const { user } = consoleSessionOf(request);
      const step = user.totpSecret
        ? matchingTotpStep(user.totpSecret, request.body.code, Date.now())
        : undefined;
      if (step === undefined || !(await users.useTotpStep(user.id, step))) throw invalidCode();
      await users.disableTotp(user.id);
      return reply.code(204).send(null);
    },
  );
};
