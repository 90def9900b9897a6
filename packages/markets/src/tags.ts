import type { Market } from '@sellerdesk/domain';
import { bannedCharactersIn, textLength, type TagRule } from './limits';
import { MARKET_NAMES } from './names';

/** Why one tag is refused by a market's rule (Korean, for the seller), or null when it is usable. */
export function tagRefusal(tag: string, rule: TagRule): string | null {
  if (tag === '') {
    return '빈 태그는 쓸 수 없습니다.';
  }
  if (/\s/.test(tag)) {
    return '띄어쓰기 없이 입력해주세요.';
  }
  if (textLength(tag, 'characters') > rule.maxLength) {
    return `${rule.maxLength}자까지 입력할 수 있습니다.`;
  }
  const characters = bannedCharactersIn(tag, rule.bannedCharacters);
  if (characters.length > 0) {
    return `쓸 수 없는 특수문자가 있습니다: ${characters.join(' ')}`;
  }
  const lower = tag.toLowerCase();
  const word = rule.bannedWords.find((banned) => lower.includes(banned.toLowerCase()));
  if (word !== undefined) {
    return `'${word}' 같은 판매 조건 단어는 태그로 쓸 수 없습니다.`;
  }
  return null;
}

export type TagProblem = { market: Market; tag: string | null; message: string };

/**
 * Checks a product's tags against each market's rule (count, length, characters, banned words); markets
 * without a tag field (rule null) take no tags and are skipped. Messages name the market and the tag.
 */
export function checkTagsForMarkets(
  tags: readonly string[],
  markets: readonly { code: Market; rule: TagRule | null }[],
): TagProblem[] {
  const problems: TagProblem[] = [];
  for (const { code, rule } of markets) {
    if (!rule) {
      continue;
    }
    const name = MARKET_NAMES[code];
    if (tags.length > rule.maxCount) {
      problems.push({
        market: code,
        tag: null,
        message: `${name}에는 태그를 ${rule.maxCount}개까지 넣을 수 있습니다. (현재 ${tags.length}개)`,
      });
    }
    for (const tag of tags) {
      const refusal = tagRefusal(tag, rule);
      if (refusal) {
        problems.push({ market: code, tag, message: `${name} 태그 '${tag}': ${refusal}` });
      }
    }
  }
  return problems;
}
