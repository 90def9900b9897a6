/** Pure helpers of the keyword tool dialog (tested without a browser). */

/** The hints a typed line asks for: split at commas, trimmed, repeats dropped, at most five. */
export function parseHints(line: string): string[] {
  const hints: string[] = [];
  for (const part of line.split(',')) {
    const hint = part.trim();
    if (hint !== '' && !hints.includes(hint)) {
      hints.push(hint);
    }
  }
  return hints.slice(0, 5);
}

/** A monthly search count as the keyword tool shows it: "10 미만" when the service only said "< 10". */
export function formatSearchCount(count: number, under10: boolean, under10Label: string): string {
  return under10 ? under10Label : count.toLocaleString('ko-KR');
}

/** Adds a keyword as a tag (spaces removed, as markets take tags), once. */
export function addTag(tags: readonly string[], keyword: string): string[] {
  const tag = keyword.replace(/\s+/g, '');
  return tag === '' || tags.includes(tag) ? [...tags] : [...tags, tag];
}
