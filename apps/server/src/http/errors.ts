import {
  ERRORS,
  describeIssues,
  isDomainError,
  type ApiErrorBody,
  type ErrorReason,
} from '@sellerdesk/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

/**
 * A failure the user should see. `reason` picks the catalogue entry (status + Korean message);
 * `message` overrides the text when a more specific one helps (e.g. naming the field).
 */
export class AppError extends Error {
  readonly reason: ErrorReason;
  readonly status: number;

  constructor(reason: ErrorReason, message?: string, status?: number) {
    super(message ?? ERRORS[reason].message);
    this.reason = reason;
    this.status = status ?? ERRORS[reason].status;
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
  FST_FILES_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
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
    if (body.code >= 500 || isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'request failed');
    } else {
      request.log.info({ reason: body.reason, status: body.code }, 'request rejected');
    }
    return reply.status(body.code).send(body);
  });
}
