/**
 * Length and cutting by Unicode code points, the unit product names are limited in. A surrogate pair
 * (an emoji, a rare Han character) counts once and is never split.
 */
function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}

export function codePointLength(text: string): number {
  let count = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (isHighSurrogate(text.charCodeAt(index)) && isLowSurrogate(text.charCodeAt(index + 1))) {
      index += 1;
    }
    count += 1;
  }
  return count;
}

/** The first `max` code points of `text`. */
export function cutCodePoints(text: string, max: number): string {
  if (max <= 0) {
    return '';
  }
  if (text.length <= max) {
    return text;
  }
  let index = 0;
  for (let count = 0; count < max && index < text.length; count += 1) {
    const pair = isHighSurrogate(text.charCodeAt(index)) && isLowSurrogate(text.charCodeAt(index + 1));
    index += pair ? 2 : 1;
  }
  return text.slice(0, index);
}
