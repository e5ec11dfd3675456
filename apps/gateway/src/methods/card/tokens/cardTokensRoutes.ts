import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { CardBrandSchema } from '@paypage/contract/assets';
import { MAX_CARDS_PER_SESSION, tokeniseCard } from './tokeniseCard';
import type { PublicAddress } from '../../../hosted/publicAddress';
import { errorBody, errorResponses } from '../../../http/apiErrors';
import type { GatewayDb } from '../../../store/database';

const ParamsSchema = Type.Object({ token: Type.String({ pattern: '^cs_[A-Za-z0-9_-]{8,64}$' }) });

/**
 * What the form posts. Generous limits only: the card rules (cardRules.js) judge the values and
 * answer a reason per field, the same reasons the form shows.
 */
const CardDetailsSchema = Type.Object(
  {
    number: Type.String({ maxLength: 40 }),
    expiry: Type.String({ maxLength: 16 }),
    cvc: Type.String({ maxLength: 8 }),
    holder: Type.String({ maxLength: 200 }),
  },
  { additionalProperties: false },
);

const TokenisedCardSchema = Type.Object({
  cardToken: Type.String({ pattern: '^ct_' }),
  // A Bancontact checkout's form tokenises Bancontact cards (BCMC), no brand of the card method.
  brand: Type.Union([CardBrandSchema, Type.Literal('BCMC')]),
  lastDigits: Type.String(),
});

/**
 * POST /hosted/card-sessions/:token/cards: the hosted form's script tokenises the card. Only the
 * form itself may call it: a request from any other origin (the merchant's page included) is
 * refused, so card data can only ever come from the gateway's own frame.
 */
export function cardTokensRoutes(db: GatewayDb, address: PublicAddress): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.post(
      '/hosted/card-sessions/:token/cards',
      {
        schema: {
          params: ParamsSchema,
          body: CardDetailsSchema,
          response: {
            201: TokenisedCardSchema,
            ...errorResponses(400, 403, 404, 410, 413, 415, 429),
          },
        },
        // The origin is checked before the body is even parsed.
        onRequest: async (request, reply) => {
          const site = request.headers['sec-fetch-site'];
          const ownOrigin = new URL(address.forRequest(request)).origin;
          if (request.headers.origin !== ownOrigin || (site && site !== 'same-origin')) {
            return reply
              .status(403)
              .send(errorBody(403, 'Cards are accepted only from the hosted card form'));
          }
        },
      },
      async (request, reply) => {
        const result = await tokeniseCard(db, request.params.token, request.body, new Date());
        switch (result.outcome) {
          case 'unknown_session':
            return reply.status(404).send(errorBody(404, 'Card session not found'));
          case 'expired_session':
            return reply.status(410).send(errorBody(410, 'The card session has expired'));
          case 'too_many_cards':
            return reply
              .status(429)
              .send(errorBody(429, `At most ${MAX_CARDS_PER_SESSION} cards per card session`));
          case 'invalid': {
            // The reasons only: never the values, which would carry the number into logs.
            const fields = Object.entries(result.fields).map(([field, reason]) => ({
              field: `/${field}`,
              message: reason,
            }));
            const message = `Invalid card details: ${fields.map((f) => `${f.field} ${f.message}`).join('; ')}`;
            return reply.status(400).send({ ...errorBody(400, message), fields });
          }
          case 'tokenised':
            return reply.status(201).send({
              cardToken: result.card.token,
              brand: result.card.brand,
              lastDigits: result.card.lastDigits,
            });
        }
      },
    );
  };
}
