export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Readonly<Record<string, QueryValue | readonly QueryValue[]>>;

/** `?a=1&tag=x&tag=y`: empty values are left out, arrays repeat their key (spec §7: GET params as a query string). */
export function buildQueryString(params: QueryParams | undefined): string {
  if (!params) {
    return '';
  }
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    const values: readonly QueryValue[] = Array.isArray(value) ? value : [value as QueryValue];
    for (const item of values) {
      if (item != null) {
        search.append(key, String(item));
      }
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Puts path parameters into a descriptor's path: `/images/:prefix/:file` → `/images/ab/…`. */
export function fillPath(path: string, params: Readonly<Record<string, unknown>> | undefined): string {
  return path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value == null || value === '') {
      throw new Error(`${path}: missing path parameter ${name}`);
    }
    return encodeURIComponent(String(value));
  });
}

/** Answers are `{ data }`; callers get the payload (spec §7: unwrapped to the payload field if present). */
export function unwrap(body: unknown): unknown {
  return body != null && typeof body === 'object' && 'data' in body ? (body as { data: unknown }).data : body;
}
