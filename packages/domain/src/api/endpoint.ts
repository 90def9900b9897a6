import type * as z from 'zod';

/**
 * Who may call an endpoint:
 * - `public`: no token needed (and clients send none);
 * - `authenticated`: any logged-in user, including BasicUser (unverified e-mail);
 * - `verified`: User or Admin;
 * - `admin`: Admin only.
 */
export type Access = 'public' | 'authenticated' | 'verified' | 'admin';
export const ACCESS_LEVELS = [
  'public',
  'authenticated',
  'verified',
  'admin',
] as const satisfies readonly Access[];

export type HttpMethod = 'GET' | 'POST';

/**
 * The zod schemas of one endpoint. `params` are path parameters, `query` the query string, `body` the
 * JSON body and `response` the payload inside the `{ data }` envelope. No `response`: the endpoint
 * answers bytes (stored images), not JSON. `form` marks a multipart upload: it describes the text fields
 * (the server parses them itself while streaming the files); clients send a `FormData`.
 */
export type EndpointSchemas = {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  form?: z.ZodType;
  response?: z.ZodType;
};

/** Carries an endpoint's schema types; never set at run time. */
declare const schemaTypes: unique symbol;

/**
 * One endpoint, zod-free at run time: clients (web, extension) load these without zod. The request and
 * response types ride along as a phantom of the zod schemas (`S`), so `call(endpoint, input)` and the
 * server's route handler are typed from the same contract.
 */
export type Endpoint<S extends EndpointSchemas = EndpointSchemas> = {
  readonly method: HttpMethod;
  /** Under the API base (`/api`); path parameters in Fastify syntax (`/images/:prefix/:file`). */
  readonly path: string;
  readonly access: Access;
  /** One Korean line for the OpenAPI document. */
  readonly summary: string;
  readonly [schemaTypes]?: S;
};

export function endpoint<S extends EndpointSchemas>(
  method: HttpMethod,
  path: string,
  access: Access,
  summary: string,
): Endpoint<S> {
  return { method, path, access, summary };
}

/** The schemas an endpoint was declared with. */
export type SchemasOf<E> = E extends Endpoint<infer S> ? S : never;

type Part<E, K extends keyof EndpointSchemas> = K extends keyof SchemasOf<E> ? SchemasOf<E>[K] : undefined;

/**
 * What a client sends for a schema: its input type, except that fields the server coerces from text
 * (`z.coerce.number()`, whose input type is `unknown`) take the parsed type, so `page: 2` is checked.
 */
type ClientValue<T extends z.ZodType> = {
  [K in keyof z.input<T>]: unknown extends z.input<T>[K]
    ? K extends keyof z.output<T>
      ? z.output<T>[K]
      : z.input<T>[K]
    : z.input<T>[K];
};

type Sent<T> = T extends z.ZodType ? ClientValue<T> : undefined;

export type EndpointParams<E> = Sent<Part<E, 'params'>>;
export type EndpointQuery<E> = Sent<Part<E, 'query'>>;
export type EndpointBody<E> = Sent<Part<E, 'body'>>;
/** A multipart endpoint takes its fields and files as one `FormData` (fields as its `form` schema says). */
export type EndpointForm<E> = Part<E, 'form'> extends z.ZodType ? FormData : undefined;
/** What the call answers inside `{ data }`: the response schema's output (the server encodes it from that). */
export type EndpointResponse<E> =
  Part<E, 'response'> extends z.ZodType ? z.output<Part<E, 'response'>> : never;

/** Endpoints that answer JSON (`{ data }`), the ones `call(...)` serves. */
export type JsonEndpoint = Endpoint<EndpointSchemas & { response: z.ZodType }>;

type RequiredKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T];
type Defined<T> = { [K in keyof T as T[K] extends undefined ? never : K]: T[K] };
type Parts<E> = Defined<{
  params: EndpointParams<E>;
  query: EndpointQuery<E>;
  body: EndpointBody<E>;
  form: EndpointForm<E>;
}>;
type HasRequired<T> = [RequiredKeys<T>] extends [never] ? false : true;

/**
 * The request parts of an endpoint as one object, only those it has: `{ params, query, body, form }`. A part
 * whose fields are all optional may be left out.
 */
export type EndpointInput<E> = {
  [K in keyof Parts<E> as HasRequired<Parts<E>[K]> extends true ? K : never]: Parts<E>[K];
} & {
  [K in keyof Parts<E> as HasRequired<Parts<E>[K]> extends true ? never : K]?: Parts<E>[K];
};

/** True when the endpoint can be called without any input. */
export type InputOptional<E> = HasRequired<EndpointInput<E>> extends true ? false : true;
