/**
 * Reading data objects out of inline scripts without running them. Pages assign JSON-like object
 * literals to globals (`var b = {...}; window.__ICE_APP_CONTEXT__ = b`, `window.__INIT_DATA={...}`);
 * we find the literal by brace matching, then parse it as JSON or, failing that, as a relaxed literal.
 */

/** Index just past the `}`/`]` closing the literal that opens at `start`, or -1 when unbalanced. */
export function matchLiteralEnd(text: string, start: number): number {
  const open = text.charCodeAt(start);
  if (open !== 123 /* { */ && open !== 91 /* [ */) {
    return -1;
  }
  let depth = 0;
  let i = start;
  const length = text.length;
  while (i < length) {
    const c = text.charCodeAt(i);
    if (c === 34 /* " */ || c === 39 /* ' */) {
      i = skipString(text, i, c);
      if (i < 0) {
        return -1;
      }
      continue;
    }
    if (c === 123 || c === 91) {
      depth++;
    } else if (c === 125 /* } */ || c === 93 /* ] */) {
      depth--;
      if (depth === 0) {
        return i + 1;
      }
    } else if (c === 47 /* / */ && text.charCodeAt(i + 1) === 42 /* * */) {
      const end = text.indexOf('*/', i + 2);
      if (end < 0) {
        return -1;
      }
      i = end + 2;
      continue;
    }
    i++;
  }
  return -1;
}

/** Index just past the closing quote of the string starting at `start`. */
function skipString(text: string, start: number, quote: number): number {
  const ch = quote === 34 ? '"' : "'";
  let i = start + 1;
  for (;;) {
    const end = text.indexOf(ch, i);
    if (end < 0) {
      return -1;
    }
    let backslashes = 0;
    for (let j = end - 1; j > start && text.charCodeAt(j) === 92; j--) {
      backslashes++;
    }
    if (backslashes % 2 === 0) {
      return end + 1;
    }
    i = end + 1;
  }
}

export class LiteralSyntaxError extends Error {}

/** JSON first (fast, and what current pages embed); a relaxed JavaScript literal otherwise. */
export function parseLiteral(source: string): unknown {
  try {
    return JSON.parse(source);
  } catch {
    return new RelaxedLiteralParser(source).parseAll();
  }
}

/**
 * Object/array/string/number literals as JavaScript writes them: unquoted or single-quoted keys,
 * single-quoted strings, trailing commas, comments, `undefined`, `!0`/`!1`. Anything executable
 * (calls, identifiers other than these) is a syntax error: we never evaluate page code.
 */
class RelaxedLiteralParser {
  private i = 0;
  constructor(private readonly s: string) {}

  parseAll(): unknown {
    const value = this.value();
    this.space();
    if (this.i !== this.s.length) {
      this.fail('끝에 남은 내용');
    }
    return value;
  }

  private fail(what: string): never {
    throw new LiteralSyntaxError(`${what} (위치 ${this.i}: ${this.s.slice(this.i, this.i + 40)})`);
  }

  private space(): void {
    const s = this.s;
    for (;;) {
      const c = s.charCodeAt(this.i);
      if (c === 32 || c === 9 || c === 10 || c === 13) {
        this.i++;
      } else if (c === 47 && s.charCodeAt(this.i + 1) === 47) {
        const end = s.indexOf('\n', this.i);
        this.i = end < 0 ? s.length : end;
      } else if (c === 47 && s.charCodeAt(this.i + 1) === 42) {
        const end = s.indexOf('*/', this.i + 2);
        if (end < 0) {
          this.fail('닫히지 않은 주석');
        }
        this.i = end + 2;
      } else {
        return;
      }
    }
  }

  private value(): unknown {
    this.space();
    const c = this.s[this.i];
    if (c === '{') {
      return this.object();
    }
    if (c === '[') {
      return this.array();
    }
    if (c === '"' || c === "'") {
      return this.string();
    }
    if (c === '!' && (this.s[this.i + 1] === '0' || this.s[this.i + 1] === '1')) {
      this.i += 2;
      return this.s[this.i - 1] === '0';
    }
    const number = /^-?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?/.exec(this.s.slice(this.i, this.i + 40));
    if (number) {
      this.i += number[0].length;
      return Number(number[0]);
    }
    for (const [word, result] of [
      ['true', true],
      ['false', false],
      ['null', null],
      ['undefined', undefined],
    ] as const) {
      if (this.s.startsWith(word, this.i)) {
        this.i += word.length;
        return result;
      }
    }
    return this.fail('값이 아닌 내용');
  }

  private object(): Record<string, unknown> {
    const result: Record<string, unknown> = {};
    this.i++;
    for (;;) {
      this.space();
      if (this.s[this.i] === '}') {
        this.i++;
        return result;
      }
      const key = this.key();
      this.space();
      if (this.s[this.i] !== ':') {
        this.fail("':'가 필요합니다");
      }
      this.i++;
      const value = this.value();
      if (value !== undefined) {
        result[key] = value;
      }
      this.space();
      if (this.s[this.i] === ',') {
        this.i++;
      } else if (this.s[this.i] !== '}') {
        this.fail("',' 또는 '}'가 필요합니다");
      }
    }
  }

  private key(): string {
    const c = this.s[this.i];
    if (c === '"' || c === "'") {
      return this.string();
    }
    const match = /^[A-Za-z_$][\w$]*|^\d+/.exec(this.s.slice(this.i, this.i + 200));
    if (!match) {
      this.fail('키가 필요합니다');
    }
    this.i += match[0].length;
    return match[0];
  }

  private array(): unknown[] {
    const result: unknown[] = [];
    this.i++;
    for (;;) {
      this.space();
      if (this.s[this.i] === ']') {
        this.i++;
        return result;
      }
      result.push(this.value());
      this.space();
      if (this.s[this.i] === ',') {
        this.i++;
      } else if (this.s[this.i] !== ']') {
        this.fail("',' 또는 ']'가 필요합니다");
      }
    }
  }

  private string(): string {
    const quote = this.s.charCodeAt(this.i);
    const end = skipString(this.s, this.i, quote);
    if (end < 0) {
      this.fail('닫히지 않은 문자열');
    }
    const raw = this.s.slice(this.i + 1, end - 1);
    this.i = end;
    if (!raw.includes('\\')) {
      return raw;
    }
    return raw.replace(/\\(u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2}|[\s\S])/g, (_, esc: string) => {
      if (esc.length > 1) {
        return String.fromCharCode(parseInt(esc.slice(1), 16));
      }
      const simple: Record<string, string> = {
        n: '\n',
        r: '\r',
        t: '\t',
        b: '\b',
        f: '\f',
        v: '\v',
        '0': '\0',
      };
      return simple[esc] ?? esc;
    });
  }
}

export type ScriptSpan = { start: number; end: number };

/** The inline `<script>` element (content range) enclosing position `at` in the HTML. */
export function enclosingScript(html: string, at: number): ScriptSpan | null {
  const open = html.lastIndexOf('<script', at);
  if (open < 0) {
    return null;
  }
  const contentStart = html.indexOf('>', open) + 1;
  if (contentStart <= 0 || contentStart > at) {
    return null;
  }
  const close = html.indexOf('</script', at);
  if (close < 0) {
    return null;
  }
  // A `</script` between the opening tag and `at` means `at` is not inside this element.
  const previousClose = html.lastIndexOf('</script', at);
  if (previousClose > open) {
    return null;
  }
  return { start: contentStart, end: close };
}

/**
 * Finds the object literal that a page assigns somewhere in the scripts mentioning `marker`
 * (`marker = {...}` directly, or via a variable in the same script) and that contains `mustContain`.
 */
export function findAssignedLiteral(html: string, marker: string, mustContain: string): unknown {
  let from = 0;
  const seen = new Set<number>();
  for (;;) {
    const at = html.indexOf(marker, from);
    if (at < 0) {
      return undefined;
    }
    from = at + marker.length;
    const script = enclosingScript(html, at);
    if (!script || seen.has(script.start)) {
      continue;
    }
    seen.add(script.start);
    const found = literalInRange(html, script.start, script.end, mustContain);
    if (found !== undefined) {
      return found;
    }
  }
}

function literalInRange(html: string, start: number, end: number, mustContain: string): unknown {
  const assignment = /=\s*\(?\s*(?=[{[])/g;
  assignment.lastIndex = start;
  for (;;) {
    const match = assignment.exec(html);
    if (!match || match.index >= end) {
      return undefined;
    }
    const literalStart = match.index + match[0].length;
    const literalEnd = matchLiteralEnd(html, literalStart);
    if (literalEnd < 0 || literalEnd > end) {
      continue;
    }
    const source = html.slice(literalStart, literalEnd);
    if (source.includes(mustContain)) {
      return parseLiteral(source);
    }
    assignment.lastIndex = literalEnd;
  }
}
