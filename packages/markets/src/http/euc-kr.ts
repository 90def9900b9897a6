import iconv from 'iconv-lite';

/**
 * EUC-KR as 11st speaks it (in practice CP949, its superset). Characters EUC-KR cannot carry (emoji,
 * many Hanzi) are sent as XML numeric character references, which the market's XML parser turns back
 * into the character, instead of the silent '?' an encoder would write.
 */

const representable = new Map<number, boolean>();

function canEncode(character: string, codePoint: number): boolean {
  let known = representable.get(codePoint);
  if (known === undefined) {
    known = iconv.decode(iconv.encode(character, 'cp949'), 'cp949') === character;
    representable.set(codePoint, known);
  }
  return known;
}

/** The text with every character EUC-KR lacks written as `&#x…;`. */
export function escapeForEucKr(text: string): string {
  let out = '';
  for (const character of text) {
    const codePoint = character.codePointAt(0) ?? 0;
    out += codePoint < 0x80 || canEncode(character, codePoint) ? character : `&#x${codePoint.toString(16)};`;
  }
  return out;
}

export function encodeEucKr(text: string): Uint8Array {
  return new Uint8Array(iconv.encode(escapeForEucKr(text), 'cp949'));
}

export function decodeEucKr(bytes: Uint8Array): string {
  return iconv.decode(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), 'cp949');
}
