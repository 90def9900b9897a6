import type { WorkState, WorkSummary } from '@sellerdesk/domain/api';

/** How often the works list and an open work are asked again while something is being collected. */
export const WORK_POLL_MS = 2000;

export type ProgressKey = 'succeeded' | 'skipped' | 'failed';
export type ProgressSegment = { key: ProgressKey; count: number; percent: number };

export type WorkProgress = {
  /**
   * Bar sections in drawing order, empty ones left out: only finished items fill the bar, so it never
   * looks fuller than the percent beside it. Running and queued items are the bar's empty rest.
   */
  segments: ProgressSegment[];
  /** Items that reached an end state (succeeded, failed or skipped). */
  finished: number;
  /** Whole percent finished, rounded down: 100 only when every item is done. */
  percent: number;
};

/** The item counts of a work of any kind. */
export type WorkCounts = Pick<
  WorkSummary,
  'total' | 'queued' | 'running' | 'succeeded' | 'failed' | 'skipped'
>;

const ORDER: readonly ProgressKey[] = ['succeeded', 'skipped', 'failed'];

export function workProgress(work: WorkCounts): WorkProgress {
  // The counts can briefly outrun `total` between two reads; the bar never goes past full.
  const total = Math.max(
    work.total,
    work.succeeded + work.failed + work.skipped + work.running + work.queued,
  );
  const finished = work.succeeded + work.failed + work.skipped;
  if (total === 0) {
    return { segments: [], finished: 0, percent: 0 };
  }
  const segments = ORDER.filter((key) => work[key] > 0).map((key) => ({
    key,
    count: work[key],
    percent: (work[key] / total) * 100,
  }));
  return { segments, finished, percent: Math.floor((finished / total) * 100) };
}

/**
 * What a work's badge says. The API's `done_with_errors` covers every finished work with a failure;
 * one where nothing was collected (no success, nothing skipped) is shown as failed, not as 완료.
 */
export type WorkDisplayState = WorkState | 'failed';

export function workDisplayState(
  work: Pick<WorkSummary, 'state' | 'succeeded' | 'skipped' | 'failed'>,
): WorkDisplayState {
  if (work.state === 'done_with_errors' && work.succeeded + work.skipped === 0) {
    return 'failed';
  }
  return work.state;
}

export function isActiveWork(state: WorkState): boolean {
  return state === 'queued' || state === 'running';
}

export function hasActiveWork(works: readonly Pick<WorkSummary, 'state'>[] | undefined): boolean {
  return (works ?? []).some((work) => isActiveWork(work.state));
}

/** TanStack Query's refetchInterval for anything holding works: every 2 s while one is under way, else stop. */
export function pollWhileActive(works: readonly Pick<WorkSummary, 'state'>[] | undefined): number | false {
  return hasActiveWork(works) ? WORK_POLL_MS : false;
}
