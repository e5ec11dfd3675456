import type { FastifyError, FastifyInstance } from 'fastify';
import type { FieldError } from '@paypage/contract/errors';
import { errorBody } from './apiErrors';

type ValidationIssue = NonNullable<FastifyError['validation']>[number];

/** Messages for the request errors Fastify raises itself; anything else gets a generic text. */
const CLIENT_ERROR_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Malformed JSON body',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The JSON body is empty',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is larger than 64 KiB',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type; send application/json',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The body does not match its Content-Length',
};

/** One error handler for the whole gateway; 5xx answers never carry internals. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      const fields = error.validation.map((issue) =>
        toFieldError(issue, error.validationContext ?? 'body'),
      );
      const message = `Invalid request: ${fields.map((field) => `${field.field} ${field.message}`).join('; ')}`;
      return reply.status(400).send({ ...errorBody(400, message), fields });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      request.log.info({ code: error.code, status }, 'request rejected');
      const message = CLIENT_ERROR_MESSAGES[error.code] ?? 'The request could not be processed';
      return reply.status(status).send(errorBody(status, message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(errorBody(500, 'Internal error'));
  });

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send(errorBody(404, `No route for ${request.method} ${request.url}`)),
  );
}

/** Ajv's issue as `{field, message}`: a JSON pointer for bodies, the name for params. */
function toFieldError(issue: ValidationIssue, context: string): FieldError {
  const params = issue.params as Record<string, unknown>;
  const child = params.missingProperty ?? params.additionalProperty;
  const pointer = typeof child === 'string' ? `${issue.instancePath}/${child}` : issue.instancePath;
  const message =
    typeof params.additionalProperty === 'string'
      ? 'is not allowed'
      : typeof params.missingProperty === 'string'
        ? 'is required'
        : (issue.message ?? 'is invalid');
  if (context === 'body') return { field: pointer || '/', message };
  return { field: pointer.replace(/^\//, '') || context, message };
}
