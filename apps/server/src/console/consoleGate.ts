import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ROLE_PERMISSIONS } from '@paypage/contract/consoleAccess';
import type { ServerConfig } from '../config';
import { Problem } from '../http/problem';
import { requirePermission, setCaller } from '../merchants/merchantAuth';
import type { Services } from '../services';
import { checkCsrf, checkOrigin, isUnsafeMethod } from './csrfGuard';
import { liveSessionOf, type LiveSession } from './liveSession';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A console route for someone not signed in yet (sign-in, accepting an invitation). */
    withoutSession?: boolean;
  }
}

const sessions = new WeakMap<FastifyRequest, LiveSession>();

/** The session of a console route's request (the gate refused every call without one). */
export function consoleSessionOf(request: FastifyRequest): LiveSession {
  const live = sessions.get(request);
  if (!live) throw new Problem(401, 'UNAUTHORIZED', 'Sign in to the console');
  return live;
}

/**
 * Every console route needs a live session, its CSRF token on unsafe calls, and its role's
 * permission when the route names one; the routes for people not signed in yet check only that
 * the call comes from our own origin. Before the body is validated: a stranger learns nothing
 * about our schemas.
 */
export function installConsoleGate(app: FastifyInstance, services: Services, config: ServerConfig) {
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.withoutSession) {
      checkOrigin(request, config);
      return;
    }
    const live = await liveSessionOf(request, services.console, services.merchants);
    if (!live) throw new Problem(401, 'UNAUTHORIZED', 'Sign in to the console');
    if (isUnsafeMethod(request.method)) checkCsrf(request, config, live.session.csrfToken);
    if (request.routeOptions.config.permission) {
      requirePermission(request, ROLE_PERMISSIONS[live.user.role]);
    }
    sessions.set(request, live);
    setCaller(request, live.merchant.id, {
      kind: 'user',
      id: live.user.id,
      label: live.user.email,
    });
  });
}
