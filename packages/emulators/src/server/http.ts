import type { IncomingHttpHeaders } from 'node:http';

export type Reply = {
  status: number;
  headers?: Record<string, string | string[]>;
  body?: string | Buffer;
};

export type RequestContext = {
  method: string;
  url: URL;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** The emulator's own origin (`http://127.0.0.1:4010`), for absolute URLs in answers. */
  origin: string;
};

export type Handler = (context: RequestContext) => Promise<Reply | null> | Reply | null;

export function json(status: number, value: unknown, headers: Record<string, string | string[]> = {}): Reply {
  return {
    status,
    headers: { 'content-type': 'application/json;charset=UTF-8', ...headers },
    body: JSON.stringify(value),
  };
}

export function html(status: number, body: string, headers: Record<string, string | string[]> = {}): Reply {
  return { status, headers: { 'content-type': 'text/html; charset=utf-8', ...headers }, body };
}

export function redirect(location: string): Reply {
  return { status: 302, headers: { location, 'content-type': 'text/html; charset=utf-8' }, body: '' };
}

export function header(context: RequestContext, name: string): string {
  const value = context.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : (value ?? '');
}

export function cookies(context: RequestContext): Map<string, string> {
  const result = new Map<string, string>();
  for (const part of header(context, 'cookie').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0) {
      result.set(part.slice(0, eq).trim(), part.slice(eq + 1).trim());
    }
  }
  return result;
}

/** Form or JSON request bodies as a map of lists (form fields like `q` repeat). */
export function bodyFields(context: RequestContext): {
  fields: Map<string, unknown[]>;
  json: unknown;
  error?: string;
} {
  const type = header(context, 'content-type').toLowerCase();
  const text = context.body.toString('utf8');
  const fields = new Map<string, unknown[]>();
  if (type.includes('application/json')) {
    try {
      const parsed: unknown = text ? JSON.parse(text) : {};
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
        for (const [key, value] of Object.entries(parsed)) {
          fields.set(key, Array.isArray(value) ? value : [value]);
        }
      }
      return { fields, json: parsed };
    } catch {
      return { fields, json: undefined, error: 'invalid JSON' };
    }
  }
  if (type.includes('application/x-www-form-urlencoded') || (!type && text.includes('='))) {
    for (const [key, value] of new URLSearchParams(text)) {
      fields.set(key, [...(fields.get(key) ?? []), value]);
    }
    return { fields, json: undefined };
  }
  return { fields, json: undefined, error: type ? `unsupported content type ${type}` : undefined };
}

export function first(fields: Map<string, unknown[]>, name: string): unknown {
  return fields.get(name)?.[0];
}
