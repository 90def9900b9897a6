import { Parser } from 'htmlparser2';

/**
 * The text nodes of a detail page, to change the words and nothing else (translation). Works on HTML the
 * one policy already produced (`sanitizeDetailHtml`): there every `<` and `>` outside a tag is escaped,
 * even inside attribute values, so a tag is exactly `<…>` and everything between tags is text.
 */

const TAG = /(<[^>]*>)/;

/** Chinese characters (Han script): the text nodes worth sending to a translator. */
const HAN = /\p{Script=Han}/u;

export function hasHanText(text: string): boolean {
  return HAN.test(text);
}

/** A text node's words with its entities decoded (the text is tag-free, so the parser only decodes). */
function decodeHTML(part: string): string {
  let text = '';
  const parser = new Parser({ ontext: (chunk) => (text += chunk) }, { decodeEntities: true });
  parser.end(part);
  return text;
}

function escapeText(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\u00a0/g, '&nbsp;');
}

/**
 * Replaces the text nodes `pick` selects by what `change` answers for them (decoded text in, plain text
 * out, escaped here), in one call for the whole page so a translator batches them. Tags, attributes,
 * images and tables are left byte for byte; leading and trailing spaces of a node are kept around the
 * changed words.
 */
export async function mapDetailText(
  html: string,
  change: (texts: string[]) => Promise<readonly (string | null)[]>,
  pick: (text: string) => boolean = hasHanText,
): Promise<{ html: string; changed: number; picked: number }> {
  const parts = html.split(TAG);
  const positions: number[] = [];
  const texts: string[] = [];
  parts.forEach((part, index) => {
    // Odd positions are the tags `split` captured.
    if (index % 2 === 1 || !part.trim()) {
      return;
    }
    const text = decodeHTML(part).trim();
    if (pick(text)) {
      positions.push(index);
      texts.push(text);
    }
  });
  if (texts.length === 0) {
    return { html, changed: 0, picked: 0 };
  }
  const answers = await change(texts);
  let changed = 0;
  positions.forEach((position, i) => {
    const answer = answers[i];
    if (answer == null || answer === texts[i]) {
      return;
    }
    const part = parts[position]!;
    const lead = /^\s*/.exec(part)![0];
    const trail = /\s*$/.exec(part)![0];
    parts[position] = `${lead}${escapeText(answer.trim())}${trail}`;
    changed++;
  });
  return { html: parts.join(''), changed, picked: texts.length };
}
