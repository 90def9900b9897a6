/**
 * A pino destination that writes each log line for a person at a terminal: time, level, message and the
 * line's own fields, instead of one JSON object per line. pino has already serialized (and redacted) the
 * line, so this only rearranges what log-safety.ts let through. Used when stdout is a terminal; a
 * pipe or a file (production, log collectors) keeps the JSON.
 */

const LEVELS: Record<number, { name: string; color: string }> = {
  10: { name: 'TRACE', color: '90' },
  20: { name: 'DEBUG', color: '90' },
  30: { name: 'INFO ', color: '32' },
  40: { name: 'WARN ', color: '33' },
  50: { name: 'ERROR', color: '31' },
  60: { name: 'FATAL', color: '35' },
};

/** pino's own fields, shown as the time and level columns or not at all. */
const HIDDEN = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'v']);

export type PrettyLogOptions = { colors: boolean };

function paint(text: string, color: string, options: PrettyLogOptions): string {
  return options.colors ? `\u001b[${color}m${text}\u001b[0m` : text;
}

function clock(time: unknown): string {
  const date = typeof time === 'number' ? new Date(time) : new Date();
  return [date.getHours(), date.getMinutes(), date.getSeconds()]
    .map((part) => String(part).padStart(2, '0'))
    .join(':');
}

function fieldValue(value: unknown): string {
  return typeof value === 'string' && !/\s/.test(value) ? value : JSON.stringify(value);
}

/** An error as its type and message, then its stack frames indented under the line. */
function errorText(error: Record<string, unknown>): string {
  const cause =
    error.cause && typeof error.cause === 'object'
      ? `\n    원인: ${errorText(error.cause as Record<string, unknown>)}`
      : '';
  const code = error.code == null ? '' : ` (${String(error.code)})`;
  const stack = typeof error.stack === 'string' ? `\n${error.stack}` : '';
  return `${String(error.type ?? 'Error')}: ${String(error.message ?? '')}${code}${stack}${cause}`;
}

/** One JSON log line from pino as one (or, with an error's stack, a few) human-readable lines. */
export function formatLogLine(json: string, options: PrettyLogOptions): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json.endsWith('\n') ? json : `${json}\n`;
  }
  const level = LEVELS[Number(entry.level)] ?? { name: String(entry.level).padEnd(5), color: '0' };
  const fields: string[] = [];
  let error = '';
  for (const [key, value] of Object.entries(entry)) {
    if (HIDDEN.has(key) || value === undefined) {
      continue;
    }
    if ((key === 'err' || key === 'error') && value && typeof value === 'object') {
      error = `\n  ${errorText(value as Record<string, unknown>)}`;
      continue;
    }
    fields.push(`${key}=${fieldValue(value)}`);
  }
  const message = typeof entry.msg === 'string' ? entry.msg : '';
  const extra = fields.length > 0 ? `  ${paint(fields.join(' '), '90', options)}` : '';
  return `${paint(clock(entry.time), '90', options)} ${paint(level.name, level.color, options)} ${message}${extra}${error}\n`;
}

/** A pino destination writing readable lines to `out` (the terminal). */
export function prettyLogStream(
  out: { write(text: string): unknown },
  options: PrettyLogOptions,
): { write(line: string): void } {
  return {
    write(line: string) {
      out.write(formatLogLine(line, options));
    },
  };
}
