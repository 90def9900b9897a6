import { DETAIL_FRAME_HTML_MAX, DETAIL_PAGE_HTML_MAX } from './constants';
import { DomainError } from './errors';
import { withParticle } from './text/particle';

/** A stored text field as the seller knows it, and how many characters it may hold once stored. */
export type StoredTextField = { label: string; max: number };

/** The HTML fields that go through the one HTML policy before they are stored. */
export const STORED_HTML_FIELDS = {
  detailPage: { label: '상세페이지', max: DETAIL_PAGE_HTML_MAX },
  top: { label: '상단 내용', max: DETAIL_FRAME_HTML_MAX },
  bottom: { label: '하단 내용', max: DETAIL_FRAME_HTML_MAX },
} as const satisfies Record<string, StoredTextField>;

const count = (n: number) => n.toLocaleString('en-US');

/**
 * What the seller reads when `field` is too long, the same whether the request was already over the limit
 * or cleaning made it so (`length`: the cleaned length, when known).
 */
export function tooLongMessage(field: StoredTextField, length?: number): string {
  const now = length === undefined ? '' : ` 지금은 ${count(length)}자입니다.`;
  return (
    `${withParticle(field.label, '은/는')} 정리한 HTML 기준 ${count(field.max)}자까지 저장할 수 있습니다.` +
    `${now} 내용을 줄여 다시 저장해주세요.`
  );
}

/**
 * The value as it will be stored, or CONTENT_TOO_LONG (400) naming the field, its limit and the length.
 * Checked on what is stored (after cleaning, which can lengthen it), not on what was sent, so no stored
 * value is ever over the limit its read answer declares.
 */
export function assertStoredLength(value: string, field: StoredTextField): string {
  if (value.length > field.max) {
    throw new DomainError('CONTENT_TOO_LONG', tooLongMessage(field, value.length));
  }
  return value;
}
