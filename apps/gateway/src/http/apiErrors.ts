import Type from 'typebox';
import { GatewayErrorSchema } from '@paypage/contract/gatewayApi';
import { FieldErrorSchema } from '@paypage/contract/errors';
import type { FieldError } from '@paypage/contract/errors';

/**
 * Every error the gateway answers. The contract's GatewayErrorSchema has no `fields`, and a
 * response schema without it would strip the failing fields from a 400.
 */
export const GatewayErrorBodySchema = Type.Object({
  ...GatewayErrorSchema.properties,
  fields: Type.Optional(Type.Array(FieldErrorSchema)),
});

export interface GatewayErrorBody {
  statusCode: number;
  error: string;
  message: string;
  fields?: FieldError[];
}

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  410: 'Gone',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
};

export function errorBody(statusCode: number, message: string): GatewayErrorBody {
  return { statusCode, error: REASONS[statusCode] ?? 'Error', message };
}

/** The error answers a route can give, for its response schema. */
export function errorResponses<const Codes extends readonly number[]>(
  ...codes: Codes
): Record<Codes[number], typeof GatewayErrorBodySchema> {
  return Object.fromEntries(codes.map((code) => [code, GatewayErrorBodySchema])) as Record<
    Codes[number],
    typeof GatewayErrorBodySchema
  >;
}
