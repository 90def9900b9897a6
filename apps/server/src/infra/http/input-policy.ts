import {
  MAX_INPUT_DEPTH,
  describeInputViolation,
  findInputViolation,
  jsonNestingExceeds,
} from '@sellerdesk/domain/api';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';

/**
 * Applies the contract layer's input policy at the edge, once for every route: the JSON parser refuses
 * nesting deeper than the cap before parsing, and a preValidation hook refuses NUL characters, lone
 * surrogates and deep structures in the body, the query string and the path parameters.
 */
export function registerInputPolicy(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (jsonNestingExceeds(text, MAX_INPUT_DEPTH)) {
      done(tooDeep(), undefined);
      return;
    }
    void parseJson(request, text, done);
  });

  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const violation = findInputViolation(part, MAX_INPUT_DEPTH);
      if (violation) {
        throw violation.kind === 'too-deep'
          ? tooDeep()
          : new AppError('INVALID_CHARACTERS', describeInputViolation(violation));
      }
    }
  });
}

function tooDeep(): AppError {
  return new AppError('INPUT_TOO_DEEP', describeInputViolation({ kind: 'too-deep', path: [] }));
}
