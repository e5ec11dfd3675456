import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import {
  AuditLogQuerySchema,
  AuditLogSchema,
  CreateInvitationBodySchema,
  InvitationListSchema,
  InvitationParamsSchema,
  IssuedInvitationSchema,
  TeamUserListSchema,
  TeamUserSchema,
  UpdateUserBodySchema,
  UserParamsSchema,
} from '@paypage/contract/consoleSession';
import type { ServerConfig } from '../config';
import { shopperLinkOrigin } from '../http/pageAddresses';
import { notFound, Problem } from '../http/problem';
import { errorResponses } from '../http/routeSchemas';
import type { Services } from '../services';
import { consoleSessionOf } from './consoleGate';
import { teamUserOf, type ConsoleUserRecord } from './consoleUsersRepository';
import { issueInvitation } from './issueInvitation';

const team = { permission: 'team' } as const;
const consoleApi = { tags: ['console'], security: [{ consoleSession: [] }] };
const DEFAULT_AUDIT_PAGE = 50;

/** The merchant's users, their invitations and the audit log: the admin's part (`team`). */
export const teamRoutes: FastifyPluginAsyncTypebox<{
  services: Services;
  config: ServerConfig;
}> = async (app, { services, config }) => {
  const store = services.console;

  /** Another merchant's user answers 404, exactly as one that does not exist. */
  async function ownUser(merchantId: string, userId: string): Promise<ConsoleUserRecord> {
    const user = await store.users.findById(userId);
    if (!user || user.merchantId !== merchantId) throw notFound('No user has this id');
    return user;
  }

  /** A merchant always keeps one admin who can manage the team. */
  async function keepAnAdmin(user: ConsoleUserRecord): Promise<void> {
    if (user.role === 'admin' && !user.disabled) {
      if ((await store.users.countActiveAdmins(user.merchantId)) <= 1) {
        throw new Problem(409, 'LAST_ADMIN', 'The last admin cannot be removed or demoted');
      }
    }
  }

  app.get(
    '/users',
    {
      config: team,
      schema: {
        ...consoleApi,
        operationId: 'listTeamUsers',
        summary: 'The merchant’s console users',
        response: { 200: TeamUserListSchema, ...errorResponses(401, 403, 429) },
      },
    },
    async (request) => {
      const users = await store.users.listForMerchant(consoleSessionOf(request).merchant.id);
      return { users: users.map(teamUserOf) };
    },
  );

  app.patch(
    '/users/:userId',
    {
      config: team,
      schema: {
        ...consoleApi,
        operationId: 'updateTeamUser',
        summary: 'Change a user’s role',
        params: UserParamsSchema,
        body: UpdateUserBodySchema,
        response: {
          200: TeamUserSchema,
          ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429),
        },
      },
    },
    async (request) => {
      const user = await ownUser(consoleSessionOf(request).merchant.id, request.params.userId);
      if (request.body.role !== 'admin') await keepAnAdmin(user);
      await store.users.setRole(user.id, request.body.role);
      // A role's permissions are read on every call, so the change holds from the next one on.
      return teamUserOf({ ...user, role: request.body.role });
    },
  );

  app.delete(
    '/users/:userId',
    {
      config: team,
      schema: {
        ...consoleApi,
        operationId: 'removeTeamUser',
        summary: 'Remove a user; their sessions end at once',
        params: UserParamsSchema,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const user = await ownUser(consoleSessionOf(request).merchant.id, request.params.userId);
      await keepAnAdmin(user);
      // Sessions go with the user (ON DELETE CASCADE).
      await store.users.remove(user.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/invitations',
    {
      config: team,
      schema: {
        ...consoleApi,
        operationId: 'createInvitation',
        summary: 'Invite someone: the URL is shown once and can be used for 7 days',
        body: CreateInvitationBodySchema,
        response: { 201: IssuedInvitationSchema, ...errorResponses(400, 401, 403, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const { merchant } = consoleSessionOf(request);
      if (await store.users.findByEmail(request.body.email)) {
        throw new Problem(400, 'VALIDATION_FAILED', 'This email address has an account already', [
          { field: 'body.email', message: 'has an account already' },
        ]);
      }
      const origin = shopperLinkOrigin(request, config);
      const issued = await issueInvitation(
        store,
        { merchantId: merchant.id, ...request.body },
        origin,
      );
      return reply.code(201).send(issued);
    },
  );

  app.get(
    '/invitations',
    {
      config: team,
      schema: {
        ...consoleApi,
        operationId: 'listInvitations',
        summary: 'Invitations not yet accepted and not expired',
        response: { 200: InvitationListSchema, ...errorResponses(401, 403, 429) },
      },
    },
    async (request) => {
      const open = await store.invitations.listOpen(consoleSessionOf(request).merchant.id);
      return {
        invitations: open.map(({ id, email, name, role, expiresAt }) => ({
          id,
          email,
          name,
          role,
          expiresAt,
        })),
      };
    },
  );

  app.delete(
    '/invitations/:invitationId',
    {
      config: team,
      schema: {
        ...consoleApi,
        operationId: 'withdrawInvitation',
        summary: 'Withdraw an invitation: its URL no longer works',
        params: InvitationParamsSchema,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      const { merchant } = consoleSessionOf(request);
      if (!(await store.invitations.withdraw(merchant.id, request.params.invitationId))) {
        throw notFound('No open invitation has this id');
      }
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/audit-log',
    {
      config: team,
      schema: {
        ...consoleApi,
        operationId: 'listAuditLog',
        summary: 'Who changed what and when, newest first',
        querystring: AuditLogQuerySchema,
        response: { 200: AuditLogSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => {
      const { cursor, limit } = request.query;
      const merchantId = consoleSessionOf(request).merchant.id;
      const page = await store.audit.page(
        merchantId,
        cursor,
        limit ? Number(limit) : DEFAULT_AUDIT_PAGE,
      );
      if (!page) {
        throw new Problem(400, 'VALIDATION_FAILED', 'The cursor is not valid', [
          { field: 'querystring.cursor', message: 'is not a cursor this list gave' },
        ]);
      }
      // The log keeps the email it was written with; the name is looked up now, so a renamed
      // user reads with today's name and a removed one falls back to the recorded email.
      const names = new Map(
        (await store.users.listForMerchant(merchantId)).map((user) => [user.id, user.name]),
      );
      return {
        ...page,
        entries: page.entries.map((entry) => {
          const name = entry.actor.kind === 'user' ? names.get(entry.actor.id) : undefined;
          return name === undefined ? entry : { ...entry, actor: { ...entry.actor, name } };
        }),
      };
    },
  );
};
