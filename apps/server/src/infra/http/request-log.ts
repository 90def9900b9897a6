import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { logPath } from '../../lib/log-safety';

const rejections = new WeakMap<FastifyRequest, string>();

/** Records why a request was refused (errors.ts), so its one line says it. */
export function noteRejection(request: FastifyRequest, reason: string | undefined): void {
  if (reason) {
    rejections.set(request, reason);
  }
}

/**
 * One log line per request, written when the answer has gone out: method, path (never the query
 * string), status and milliseconds, and the catalogue reason of a refused request. Replaces Fastify's
 * "incoming request" / "request completed" pair and its other per-request lines (route not found…);
 * a failure's error and stack are logged by the error handler (errors.ts).
 */
export class OneLinePerRequest extends LogController {
  constructor() {
    super({ disableRequestLogging: true });
  }

  override incomingRequest(): void {}

  override requestCompleted(
    _error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const url = logPath(request.url);
    const status = reply.statusCode;
    const ms = Math.round(reply.elapsedTime);
    const reason = rejections.get(request);
    request.log.info(
      { method: request.method, url, status, ms, ...(reason ? { reason } : {}) },
      `${request.method} ${url} ${status} ${ms}ms`,
    );
  }
}
