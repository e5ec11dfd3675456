import Type from 'typebox';
import { ErrorResponseSchema } from '@paypage/contract/errors';
import { SOURCE_HEADER, SOURCE_HEADER_PATTERN, VISIT_HEADER } from '@paypage/contract/headers';

/** Every route declares its error answers too, so the OpenAPI document lists them. */
export function errorResponses(...statusCodes: number[]) {
  return Object.fromEntries(statusCodes.map((code) => [code, ErrorResponseSchema]));
}

/** SPEC §6: the page's source header on every public call, and the visit flag on link loads. */
export const PublicHeadersSchema = Type.Object({
  [SOURCE_HEADER]: Type.Optional(Type.String({ pattern: SOURCE_HEADER_PATTERN, maxLength: 100 })),
  [VISIT_HEADER]: Type.Optional(Type.Enum(['true', 'false'])),
});

export function sourceOf(headers: Record<string, unknown>): string | null {
  const value = headers[SOURCE_HEADER];
  return typeof value === 'string' ? value : null;
}
