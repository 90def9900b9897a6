/**
 * What may reach a log line. Errors are serialised through one function that keeps what helps find a
 * fault — type, error codes, the table or constraint involved, stack frames — and drops what carries
 * data: a query's parameters (Drizzle puts them in the message and in `params`), PostgreSQL's `detail`
 * and `where` (which quote row values), request and job payloads. Remaining text is scrubbed of anything
 * shaped like a secret. Nothing logs passwords, hashes, tokens, cookies or keys, at any level.
 */

export const REDACTED = '[숨김]';

/** pino `redact` paths: secrets that might be passed in a logged object by mistake. */
export const LOG_REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  '*.password',
  '*.newPassword',
  '*.currentPassword',
  '*.passwordHash',
  '*.tempPasswordHash',
  '*.accessToken',
  '*.refreshToken',
  '*.token',
  '*.cookie',
  '*.secretKey',
  '*.apiKey',
  '*.params',
];

/** Error fields that identify a fault without quoting data (pg/PGlite, Node, Fastify, our AppError). */
const KEPT_FIELDS = [
  'code',
  'statusCode',
  'status',
  'reason',
  'severity',
  'schema',
  'table',
  'column',
  'constraint',
  'dataType',
  'routine',
  'errno',
  'syscall',
] as const;

const SECRET_PATTERNS: [RegExp, string][] = [
  // argon2 hashes ($argon2id$v=19$m=…$salt$hash).
  [/\$argon2[a-z]*\$[^\s"',]+/gi, REDACTED],
  // JWTs.
  [/eyJ[\w-]+\.[\w-]+\.[\w-]*/g, REDACTED],
  [/\b(Bearer|Basic)\s+[^\s"',]+/gi, `$1 ${REDACTED}`],
  // Values of secret-looking query parameters and cookie/auth headers quoted in messages.
  [
    /([?&;\s](?:[\w-]*token|sign|signature|key|secret|password|passwd|auth|session|cookie)=)[^&\s"';]+/gi,
    `$1${REDACTED}`,
  ],
  [/\b(cookie|set-cookie|authorization):\s*[^\n]+/gi, `$1: ${REDACTED}`],
  // Long opaque strings (refresh tokens, keys): 40+ URL-safe characters with letters and digits.
  [/\b(?=[\w-]*\d)(?=[\w-]*[A-Za-z])[\w-]{40,}\b/g, REDACTED],
];

/** Replaces anything shaped like a secret in free text. */
export function scrubSecrets(text: string): string {
  return SECRET_PATTERNS.reduce(
    (result, [pattern, replacement]) => result.replace(pattern, replacement),
    text,
  );
}

/**
 * A third party's error text (a vendor's refusal body, a failed call's message) made fit for a log line:
 * the credentials of that call hidden wherever they appear (as given or URL-encoded), long values the
 * vendor quotes back ('…' or "…", e.g. the key or signature it refused) hidden, then anything shaped like
 * a secret (scrubSecrets). Vendors echo what they were sent, so their text is never logged without this.
 */
export function redactThirdPartyText(text: string, known: readonly string[] = []): string {
  let result = text;
  for (const secret of known) {
    if (secret.length < 4) {
      continue;
    }
    for (const form of new Set([secret, encodeURIComponent(secret)])) {
      result = result.split(form).join(REDACTED);
    }
  }
  result = result.replace(/(['"])[^'"\s]{16,}\1/g, `$1${REDACTED}$1`);
  return scrubSecrets(result);
}

function safeMessage(message: string): string {
  // Drizzle: "Failed query: <sql>\nparams: <values>" — the SQL has placeholders, the values are data.
  const kept = message
    .split('\n')
    .filter((line) => !/^\s*params:/i.test(line))
    .join('\n');
  return scrubSecrets(kept).slice(0, 1000);
}

/** pino's `err` serializer: every error in every log line goes through here. */
export function serializeError(error: unknown, depth = 0): Record<string, unknown> {
  if (!(error instanceof Error)) {
    return { type: typeof error, message: safeMessage(String(error)) };
  }
  const source = error as Error & Record<string, unknown>;
  const serialized: Record<string, unknown> = {
    type: error.constructor?.name && error.constructor.name !== 'Error' ? error.constructor.name : error.name,
    message: safeMessage(error.message),
  };
  for (const field of KEPT_FIELDS) {
    const value = source[field];
    if (typeof value === 'number' || typeof value === 'boolean') {
      serialized[field] = value;
    } else if (typeof value === 'string') {
      serialized[field] = scrubSecrets(value).slice(0, 200);
    }
  }
  if (error.stack) {
    // Frames only: the stack's first line repeats the unsafe message.
    serialized.stack = error.stack
      .split('\n')
      .filter((line) => /^\s+at /.test(line))
      .slice(0, 15)
      .join('\n');
  }
  if (depth < 3 && error.cause != null) {
    serialized.cause = serializeError(error.cause, depth + 1);
  }
  if (depth < 3 && error instanceof AggregateError) {
    serialized.errors = error.errors.slice(0, 5).map((inner: unknown) => serializeError(inner, depth + 1));
  }
  return serialized;
}

/**
 * The path of a request URL, without its query string or fragment: query values carry tokens, keywords and
 * other sellers' data, and no log line needs them (the route and the status tell what happened).
 */
export function logPath(url: string): string {
  const end = url.search(/[?#]/);
  return end < 0 ? url : url.slice(0, end);
}

type LoggedRequest = {
  method?: string;
  url?: string;
  ip?: string;
  host?: string;
  socket?: { remotePort?: number };
};

/** pino's `req` serializer for Fastify's request logs: no headers, no query string. */
export function serializeRequest(req: LoggedRequest): Record<string, unknown> {
  return {
    method: req.method,
    url: req.url == null ? undefined : logPath(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}
