/**
 * Inline `style` attribute editing that keeps every other declaration as written: the editor changes one
 * property (colour, size, alignment) and leaves the seller's or the source site's other styles alone.
 */

export type StyleDeclaration = { property: string; value: string };

/** Splits a style attribute into declarations; `;` inside quotes or brackets (url(a;b)) does not split. */
export function parseStyle(style: string): StyleDeclaration[] {
  const declarations: StyleDeclaration[] = [];
  let depth = 0;
  let quote: string | null = null;
  let start = 0;
  const push = (end: number) => {
    const part = style.slice(start, end);
    const colon = part.indexOf(':');
    if (colon > 0) {
      const property = part.slice(0, colon).trim().toLowerCase();
      const value = part.slice(colon + 1).trim();
      if (property && value) {
        declarations.push({ property, value });
      }
    }
  };
  for (let i = 0; i < style.length; i += 1) {
    const char = style[i];
    if (quote) {
      if (char === quote) {
        quote = null;
      }
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (char === '(') {
      depth += 1;
    } else if (char === ')') {
      depth = Math.max(0, depth - 1);
    } else if (char === ';' && depth === 0) {
      push(i);
      start = i + 1;
    }
  }
  push(style.length);
  return declarations;
}

export function formatStyle(declarations: readonly StyleDeclaration[]): string {
  return declarations.map((d) => `${d.property}: ${d.value};`).join(' ');
}

/** The value of one property (the last declaration wins, as in CSS), or null. */
export function getStyleProperty(style: string | null | undefined, property: string): string | null {
  if (!style) {
    return null;
  }
  const found = parseStyle(style).filter((d) => d.property === property);
  return found.length ? found[found.length - 1]!.value : null;
}

/**
 * The style with `property` set to `value` (in place of its first declaration, later duplicates dropped)
 * or removed when `value` is null. Other declarations keep their order and text.
 */
export function setStyleProperty(
  style: string | null | undefined,
  property: string,
  value: string | null,
): string {
  const declarations = parseStyle(style ?? '');
  const result: StyleDeclaration[] = [];
  let placed = false;
  for (const declaration of declarations) {
    if (declaration.property !== property) {
      result.push(declaration);
    } else if (value !== null && !placed) {
      result.push({ property, value });
      placed = true;
    }
  }
  if (value !== null && !placed) {
    result.push({ property, value });
  }
  return formatStyle(result);
}
