import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import { defaultFailingFields } from './failingFields';
import type { ErrorResponse, FieldError } from '@paypage/contract/errors';
import {
  PLAIN_TEXT_MESSAGE,
  PLAIN_TEXT_NOT_BLANK_PATTERN,
  PLAIN_TEXT_PATTERN,
} from '@paypage/contract/plainTextRule';
import { Problem } from './problem';

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** Names the failing input the way a client wrote it: body.amount, params.uuid, headers.x-… */
function fieldErrors(error: FastifyError): FieldError[] {
  const context = error.validationContext ?? 'body';
  return (error.validation as ValidationIssue[]).map((issue) => {
    const missing = issue.params?.missingProperty ?? issue.params?.additionalProperty;
    const path = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
    const field = [context, path, typeof missing === 'string' ? missing : '']
      .filter(Boolean)
      .join('.');
    const pattern = issue.params?.pattern;
    // A free-text field's pattern says, in words, what it refused (not the regular expression).
    const plainText = pattern === PLAIN_TEXT_PATTERN || pattern === PLAIN_TEXT_NOT_BLANK_PATTERN;
    const message =
      issue.params?.additionalProperty !== undefined
        ? 'is not a known field'
        : plainText
          ? PLAIN_TEXT_MESSAGE
          : (issue.message ?? 'is invalid');
    return { field, message };
  });
}

/** Fastify's own errors that are the client's fault, mapped to our codes. */
const CLIENT_ERRORS: Record<string, Pick<ErrorResponse, 'statusCode' | 'errorCode' | 'message'>> = {
  FST_ERR_CTP_BODY_TOO_LARGE: {
    statusCode: 413,
    errorCode: 'PAYLOAD_TOO_LARGE',
    message: 'The request body is too large',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    statusCode: 415,
    errorCode: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Send the body as application/json',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    statusCode: 400,
    errorCode: 'VALIDATION_FAILED',
    message: 'The content length does not match the body',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    statusCode: 400,
    errorCode: 'VALIDATION_FAILED',
    message: 'The JSON body is empty',
  },
};

function toResponse(error: FastifyError): ErrorResponse {
  if (error instanceof Problem) {
    return {
      statusCode: error.statusCode,
      errorCode: error.errorCode,
      message: error.message,
      ...(error.fields ? { fields: error.fields } : {}),
    };
  }
  if (error.validation) {
    return {
      statusCode: 400,
      errorCode: 'VALIDATION_FAILED',
      message: 'The request has invalid fields',
      fields: fieldErrors(error),
    };
  }
  const known = error.code ? CLIENT_ERRORS[error.code] : undefined;
  if (known) return known;
  if (error.statusCode === 429) {
    return { statusCode: 429, errorCode: 'RATE_LIMITED', message: 'Too many requests' };
  }
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
    return {
      statusCode: 400,
      errorCode: 'VALIDATION_FAILED',
      message: 'The body is not valid JSON',
    };
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return { statusCode: error.statusCode, errorCode: 'VALIDATION_FAILED', message: 'Bad request' };
  }
  return { statusCode: 500, errorCode: 'INTERNAL_ERROR', message: 'Internal error' };
}

/**
 * A request with no body at all misses every field its body requires: each is named too, as
 * for a body without them (a page that still sends an empty start learns what it lacks).
 */
function requiredOfMissingBody(error: FastifyError, request: FastifyRequest): FieldError[] {
  if (!error.validation || error.validationContext !== 'body' || request.body != null) return [];
  const schema = request.routeOptions.schema?.body as { required?: unknown } | undefined;
  const required = Array.isArray(schema?.required) ? schema.required : [];
  return required
    .filter((name): name is string => typeof name === 'string')
    .map((name) => ({ field: `body.${name}`, message: 'is required' }));
}

/**
 * The error of a request that fails its schema, with Fastify's own message (its default
 * formatter's words, `body/amount must be …, …`) but no stack: a refusal is answered from its
 * `validation` and logged by its code, like a 4xx Problem. Collecting the stack was about 1 % of
 * the route fuzzing's CPU.
 */
export const schemaErrorFormatter: NonNullable<FastifyServerOptions['schemaErrorFormatter']> = (
  errors,
  dataVar,
) => {
  const text = errors
    .map((error) => `${dataVar}${error.instancePath || ''} ${error.message}`)
    .join(', ');
  const stackTraceLimit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  const error = new Error(text);
  Error.stackTraceLimit = stackTraceLimit;
  return error;
};

/** One error handler for the whole service: SPEC §8 shapes, and never internals in a 5xx. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const body = toResponse(error);
    const missing = requiredOfMissingBody(error, request);
    if (missing.length > 0) body.fields = [...(body.fields ?? []), ...missing];
    if (body.statusCode < 500 && !body.fields?.length) {
      body.fields = defaultFailingFields(body.errorCode, body.message, request);
    }
    if (body.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ errorCode: body.errorCode }, 'request refused');
    return reply.code(body.statusCode).type('application/json').send(body);
  });
}

/**
 * The router's own refusals (a malformed URL, a path parameter longer than the router keeps)
 * answer in our shape too, naming the URL; Fastify's default would echo the whole URL back.
 */
export function frameworkErrors(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const body: ErrorResponse = {
    statusCode: tooLong ? 414 : 400,
    errorCode: 'VALIDATION_FAILED',
    message: tooLong ? 'A part of the address is too long' : 'The address is not valid',
    fields: [
      { field: 'url', message: tooLong ? 'has a segment that is too long' : 'is malformed' },
    ],
  };
  void reply.code(body.statusCode).type('application/json').send(body);
}

/**
 * Node's HTTP parser refuses some requests before Fastify sees them (headers over 16 KB, broken
 * framing); those answers get our JSON shape and failing field as well.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const status = tooLarge ? 431 : 400;
  const body = JSON.stringify({
    statusCode: status,
    errorCode: 'VALIDATION_FAILED',
    message: tooLarge ? 'The request headers are too large' : 'The request is malformed',
    fields: [
      { field: 'headers', message: tooLarge ? 'are larger than allowed' : 'cannot be parsed' },
    ],
  } satisfies ErrorResponse);
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nconnection: close\r\n` +
      'content-type: application/json; charset=utf-8\r\nx-content-type-options: nosniff\r\n' +
      `content-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}
