import type { TSchema } from 'typebox';
import type { ErrorResponseSchema } from '@paypage/contract/errors';
import { errorResponses, PublicHeadersSchema } from './routeSchemas';

/** What differs between two public payment routes; the rest is the same for all of them. */
interface PaymentRouteSchema {
  operationId: string;
  summary: string;
  /** Which link, merchant or payment the path names. */
  params: TSchema;
  querystring?: TSchema;
  /** The shopper's details; a route without a body (PayPal's execute) takes no 413 or 415. */
  body?: TSchema;
  /** The one success answer: 200, or 201 where something is created (a SEPA mandate). */
  response: { 200: TSchema } | { 201: TSchema };
}

/** Named one by one, not as errorResponses' string index, so the reply keeps the success type. */
type ErrorStatus = 400 | 404 | 409 | 413 | 415 | 422 | 429 | 502;

type PaymentRouteOptions<S extends PaymentRouteSchema> = {
  config: { idempotent: true };
  schema: Omit<S, 'response'> & {
    tags: ['public'];
    security: [];
    headers: typeof PublicHeadersSchema;
    response: S['response'] & Record<ErrorStatus, typeof ErrorResponseSchema>;
  };
};

/**
 * The options of a public POST that starts or changes a payment (SPEC §7), for
 * `app.post(path, paymentRoute({…}), handler)`. Money moves, so the route always takes an
 * Idempotency-Key (DESIGN.md: a retried request is answered from the store, never paid twice);
 * being written here rather than in each method's folder, no method can forget it.
 * paymentRoute.test.ts fails for a public POST that neither uses it nor says why not.
 *
 * The shopper's page calls these routes without a key of its own (the link's uuid is its
 * capability), with SPEC §6's headers, and every route declares the same error answers.
 */
export function paymentRoute<const S extends PaymentRouteSchema>(route: S): PaymentRouteOptions<S> {
  const { operationId, summary, params, querystring, body, response } = route;
  const errors = body
    ? errorResponses(400, 404, 409, 413, 415, 422, 429, 502)
    : errorResponses(400, 404, 409, 422, 429, 502);
  // The keys in the order the routes always listed them: the OpenAPI document stays as it was.
  return {
    config: { idempotent: true },
    schema: {
      tags: ['public'],
      operationId,
      security: [],
      summary,
      params,
      ...(querystring ? { querystring } : {}),
      headers: PublicHeadersSchema,
      ...(body ? { body } : {}),
      response: { ...response, ...errors },
    },
  } as PaymentRouteOptions<S>;
}
