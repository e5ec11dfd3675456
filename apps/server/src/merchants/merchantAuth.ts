import type { FastifyRequest } from 'fastify';
import { PERMISSIONS, ROLE_PERMISSIONS } from '@paypage/contract/consoleAccess';
import type { ServerConfig } from '../config';
import type { AuditActor } from '../console/auditLogRepository';
import type { ConsoleStore } from '../console/consoleStore';
import { checkCsrf, isUnsafeMethod } from '../console/csrfGuard';
import { liveSessionOf } from '../console/liveSession';
import { sessionTokenOf } from '../console/sessionCookie';
import { Problem } from '../http/problem';
import type { Merchant } from './merchant';
import type { MerchantsRepository } from './merchantsRepository';
import type { Permission } from './routePermission';

const BEARER = /^Bearer ([A-Za-z0-9_-]{10,200})$/;

/** What the authenticator needs besides the merchants: set once on the root app (app.ts). */
export interface MerchantAccessContext {
  config: ServerConfig;
  console: ConsoleStore;
}

declare module 'fastify' {
  interface FastifyInstance {
    merchantAccess: MerchantAccessContext;
  }
}

/** Who made a call: the audit log names them, and handlers may too (merchantActorOf). */
const callers = new WeakMap<FastifyRequest, { merchantId: string; actor: AuditActor }>();

export function merchantActorOf(request: FastifyRequest): AuditActor | undefined {
  return callers.get(request)?.actor;
}

/** The merchant and actor of an authenticated call, for the audit log. */
export function callerOf(request: FastifyRequest) {
  return callers.get(request);
}

export function setCaller(request: FastifyRequest, merchantId: string, actor: AuditActor): void {
  callers.set(request, { merchantId, actor });
}

const forbidden = (message: string) => new Problem(403, 'FORBIDDEN', message);

/**
 * The matched route's own permission (its options, never its URL) against what the caller holds.
 * A route that names none is refused to everyone: forgetting it fails closed.
 */
export function requirePermission(request: FastifyRequest, held: readonly Permission[]): void {
  const needed = request.routeOptions.config.permission;
  if (needed === undefined) throw forbidden('This call names no permission and is closed');
  if (!held.includes(needed)) throw forbidden(`Your role does not allow this (${needed})`);
}

/**
 * Resolves a merchant call to its merchant: `Authorization: Bearer <api key>` (every
 * permission), or the console's session cookie (its user's role's permissions; CSRF token and
 * Origin on every unsafe call). Then the route's permission. 401 when neither is valid.
 */
export function merchantAuthenticator(merchants: MerchantsRepository) {
  return async function authenticate(request: FastifyRequest): Promise<Merchant> {
    const { config, console: store } = request.server.merchantAccess;
    const header = request.headers.authorization;
    if (header === undefined && sessionTokenOf(request) !== undefined) {
      const live = await liveSessionOf(request, store, merchants);
      if (!live) throw new Problem(401, 'UNAUTHORIZED', 'Your console session has ended');
      if (isUnsafeMethod(request.method)) checkCsrf(request, config, live.session.csrfToken);
      requirePermission(request, ROLE_PERMISSIONS[live.user.role]);
      const actor: AuditActor = { kind: 'user', id: live.user.id, label: live.user.email };
      setCaller(request, live.merchant.id, actor);
      return live.merchant;
    }
    if (!header) throw new Problem(401, 'UNAUTHORIZED', 'Send your API key as a Bearer token');
    const key = BEARER.exec(header)?.[1];
    const holder = key ? await merchants.findKeyHolder(key) : undefined;
    if (!holder) throw new Problem(401, 'UNAUTHORIZED', 'The API key is not valid');
    requirePermission(request, PERMISSIONS);
    setCaller(request, holder.merchant.id, {
      kind: 'apiKey',
      id: holder.key.id,
      label: holder.key.label ?? holder.key.prefix,
    });
    return holder.merchant;
  };
}
