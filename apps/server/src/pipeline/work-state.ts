import type { ItemCounts, WorkState } from '@sellerdesk/domain/api';

export type { ItemCounts };

/** A work's state follows from its items' states, so it can never disagree with them. */
export function workState(counts: ItemCounts): WorkState {
  if (counts.queued + counts.running === 0) {
    return counts.failed > 0 ? 'done_with_errors' : 'done';
  }
  if (counts.running > 0 || counts.succeeded + counts.failed + counts.skipped > 0) {
    return 'running';
  }
  return 'queued';
}
