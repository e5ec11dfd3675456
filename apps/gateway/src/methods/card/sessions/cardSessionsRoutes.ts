import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CreateCardSessionBodySchema,
  GatewayCardSessionSchema,
} from '@paypage/contract/cardPayments';
import { errorBody, errorResponses } from '../../../http/apiErrors';
import { originOf } from '../../../hosted/publicAddress';
import { toGatewayCardSession } from './cardSession';
import { createCardSession } from './createCardSession';
import type { GatewayDb } from '../../../store/database';

/** POST /v1/card-sessions: the service opens a hosted card form for one payment link. */
export function cardSessionsRoutes(db: GatewayDb): FastifyPluginAsyncTypebox {
  return async (api) => {
    api.post(
      '/card-sessions',
      {
        schema: {
          body: CreateCardSessionBodySchema,
          response: { 201: GatewayCardSessionSchema, ...errorResponses(400, 401, 413, 415) },
        },
      },
      async (request, reply) => {
        const allowedOrigin = originOf(request.body.allowedOrigin);
        if (!allowedOrigin) {
          return reply.status(400).send({
            ...errorBody(400, 'Invalid request: /allowedOrigin must be an http(s) origin'),
            fields: [{ field: '/allowedOrigin', message: 'must be an http(s) origin' }],
          });
        }
        const session = await createCardSession(db, request.body, allowedOrigin, new Date());
        return reply.status(201).send(toGatewayCardSession(session));
      },
    );
  };
}
