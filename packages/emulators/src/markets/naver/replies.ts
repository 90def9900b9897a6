import { randomBytes } from 'node:crypto';
import { json, type Reply } from '../../server/http';
import type { InvalidInput } from './product-check';

/** Naver's two error bodies: the gateway's (`GW.*`) and the API's (with `invalidInputs`). */

function traceId(): string {
  return randomBytes(8).toString('hex');
}

export function gatewayError(
  status: number,
  code: string,
  message: string,
  headers: Record<string, string> = {},
): Reply {
  const trace = traceId();
  return json(
    status,
    { code, message, timestamp: new Date().toISOString(), traceId: trace },
    { 'GNCP-GW-Trace-ID': trace, ...headers },
  );
}

export function apiError(
  status: number,
  code: string,
  message: string,
  invalidInputs?: InvalidInput[],
): Reply {
  return json(status, {
    code,
    message,
    ...(invalidInputs ? { invalidInputs } : {}),
    timestamp: new Date().toISOString(),
    traceId: traceId(),
  });
}

export function invalid(invalidInputs: InvalidInput[], message = '입력값이 올바르지 않습니다.'): Reply {
  return apiError(400, 'InvalidInputs', message, invalidInputs);
}
