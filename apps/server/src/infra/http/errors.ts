import {
  ERRORS,
  describeIssues,
  isDomainError,
  type ApiErrorBody,
  type ErrorReason,
} from '@sellerdesk/domain';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { noteRejection } from './request-log';

/**
 * A failure the user should see. `reason` picks the catalogue entry (status + Korean message);
 * `message` overrides the text when a more specific one helps (e.g. naming the field or the time).
 * `retryAfterSeconds` becomes a Retry-After header (limits, locks, overload).
 */
export class AppError extends Error {
  readonly reason: ErrorReason;
  readonly status: number;
  readonly retryAfterSeconds: number | undefined;

  constructor(
    reason: ErrorReason,
    message?: string,
    options: number | { status?: number; retryAfterSeconds?: number } = {},
  ) {
    super(message ?? ERRORS[reason].message);
    const { status, retryAfterSeconds } = typeof options === 'number' ? { status: options } : options;
    this.reason = reason;
    this.status = status ?? ERRORS[reason].status;
    this.retryAfterSeconds =
      retryAfterSeconds == null ? undefined : Math.max(1, Math.ceil(retryAfterSeconds));
  }

  toBody(): ApiErrorBody {
    return { code: this.status, message: this.message, reason: this.reason };
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

/** Fastify's own error codes that are the caller's fault, mapped onto the catalogue. */
const FASTIFY_CODES: Record<string, ErrorReason> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'VALIDATION_FAILED',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_EMPTY_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_VALIDATION: 'VALIDATION_FAILED',
  FST_REQ_FILE_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_FILES_LIMIT: 'MULTIPART_TOO_MANY_PARTS',
  FST_PARTS_LIMIT: 'MULTIPART_TOO_MANY_PARTS',
  FST_FIELDS_LIMIT: 'MULTIPART_TOO_MANY_PARTS',
  FST_MP_PREMATURE_CLOSE: 'MULTIPART_MALFORMED',
  FST_PROTO_VIOLATION: 'MULTIPART_MALFORMED',
  FST_INVALID_JSON_FIELD_ERROR: 'MULTIPART_MALFORMED',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_BAD_URL: 'INVALID_URL',
  FST_ERR_MAX_PARAM_LENGTH: 'URI_TOO_LONG',
};

/** Turns anything thrown in a request into `{ code, message, reason }`; never leaks a stack trace. */
export function toErrorBody(error: unknown): ApiErrorBody {
  if (isAppError(error)) {
    return error.toBody();
  }
  // Pure rules (packages/domain) throw DomainError with a catalogue reason: the caller's input broke a rule.
  if (isDomainError(error)) {
    return { code: error.status, message: error.message, reason: error.reason };
  }

  const fastifyError = error as FastifyError;
  if (hasZodFastifySchemaValidationErrors(fastifyError)) {
    const issues = fastifyError.validation.map((v) => ({
      path: v.instancePath
        .split('/')
        .filter(Boolean)
        .map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
      message: v.message ?? ERRORS.VALIDATION_FAILED.message,
    }));
    const context = (fastifyError as { validationContext?: string }).validationContext;
    if (issues.length === 1 && issues[0]?.path.length === 0 && context === 'body') {
      return { code: 400, message: '요청 본문이 필요합니다.', reason: 'VALIDATION_FAILED' };
    }
    return { code: 400, message: describeIssues(issues), reason: 'VALIDATION_FAILED' };
  }

  if (fastifyError.statusCode === 429) {
    return { code: 429, message: ERRORS.RATE_LIMITED.message, reason: 'RATE_LIMITED' };
  }

  const reason = fastifyError.code ? FASTIFY_CODES[fastifyError.code] : undefined;
  if (reason) {
    return { code: ERRORS[reason].status, message: ERRORS[reason].message, reason };
  }

  if (
    typeof fastifyError.statusCode === 'number' &&
    fastifyError.statusCode >= 400 &&
    fastifyError.statusCode < 500
  ) {
    // Other client errors from plugins: keep the status, use a generic Korean text.
    return {
      code: fastifyError.statusCode,
      message: ERRORS.VALIDATION_FAILED.message,
      reason: 'VALIDATION_FAILED',
    };
  }
  return { code: 500, message: ERRORS.INTERNAL.message, reason: 'INTERNAL' };
}

export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const body = toErrorBody(error);
    if (isAppError(error) && error.reason === 'OVERLOADED') {
      // Shedding is the plan under load, not a fault; the gate logs a summary (load-shedding.ts).
      request.log.debug({ reason: body.reason }, 'request shed');
    } else if (body.code >= 500 || isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'request failed');
    } else {
      noteRejection(request, body.reason);
    }
    if (isAppError(error) && error.retryAfterSeconds != null) {
      void reply.header('retry-after', String(error.retryAfterSeconds));
    }
    return reply.status(body.code).send(body);
  });
}

/**
 * Fastify's `frameworkErrors` option: failures found while routing (a malformed URL component, a path
 * parameter past the length limit) answer in our shape instead of Fastify's body echoing the URL.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const body = toErrorBody(error);
  noteRejection(request, body.reason);
  void reply.status(body.code).send(body);
}

/** Node's parser errors (before any request exists) mapped onto the catalogue. */
const CLIENT_ERROR_REASONS: Record<string, ErrorReason> = {
  HPE_HEADER_OVERFLOW: 'HEADERS_TOO_LARGE',
  ERR_HTTP_REQUEST_TIMEOUT: 'REQUEST_TIMEOUT',
};

/**
 * Fastify's `clientErrorHandler`: Node refuses a request before Fastify sees it (a query string or
 * headers past the size limit, a timeout, garbage on the socket). The answer still has our shape.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) {
    return;
  }
  const reason = CLIENT_ERROR_REASONS[error.code ?? ''] ?? 'VALIDATION_FAILED';
  const { status, message } = ERRORS[reason];
  const body = JSON.stringify({ code: status, message, reason });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
