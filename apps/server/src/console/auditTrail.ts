import type { FastifyInstance, FastifyRequest } from 'fastify';
import { REPLAYED_HEADER } from '../idempotency/idempotentRoutes';
import { callerOf } from '../merchants/merchantAuth';
import type { Services } from '../services';
import { isUnsafeMethod } from './csrfGuard';

/** What a change was made to: the route's last path parameter, or the id the answer names. */
function targetOf(request: FastifyRequest, payload: unknown): string | null {
  const params = Object.values((request.params ?? {}) as Record<string, unknown>);
  const last = params.at(-1);
  if (typeof last === 'string') return last;
  if (typeof payload !== 'string' || !payload.startsWith('{')) return null;
  try {
    const body = JSON.parse(payload) as Record<string, unknown>;
    const id = body.uuid ?? body.id;
    return typeof id === 'string' ? id : null;
  } catch {
    return null;
  }
}

/**
 * Every call that changed something for a merchant, with an API key or a console session, is
 * written to the audit log before its answer leaves: the route's operationId says what was done.
 * Refused calls and replays changed nothing and are not logged. Bodies are never copied into the
 * log: they may hold an IBAN or a password. A callback hook: the shopper's requests, which are
 * never audited, wait on no promise.
 */
export function installAuditTrail(app: FastifyInstance, services: Services): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    const caller = callerOf(request);
    // A replay (same Idempotency-Key) changed nothing: its first answer was logged.
    const changed =
      caller !== undefined &&
      isUnsafeMethod(request.method) &&
      reply.statusCode < 400 &&
      (request.routeOptions.config.audit !== 'whenCreated' || reply.statusCode === 201) &&
      !reply.hasHeader(REPLAYED_HEADER);
    if (!changed) {
      done(null, payload);
      return;
    }
    const schema = request.routeOptions.schema as { operationId?: string } | undefined;
    services.console.audit
      .record({
        merchantId: caller.merchantId,
        actor: caller.actor,
        action: schema?.operationId ?? `${request.method} ${request.routeOptions.url ?? ''}`,
        target: targetOf(request, payload),
        details: { statusCode: reply.statusCode },
      })
      .then(
        () => done(null, payload),
        // The change is made: a 500 now would only make the client repeat it. Logged loudly.
        (error: unknown) => {
          request.log.error({ err: error }, 'an audit entry could not be written');
          done(null, payload);
        },
      );
  });
}
