import { describe, expect, it } from 'vitest';
import {
  WORK_POLL_MS,
  hasActiveWork,
  isActiveWork,
  pollWhileActive,
  workDisplayState,
  workProgress,
} from './work-progress';

const counts = (
  partial: Partial<Record<'total' | 'queued' | 'running' | 'succeeded' | 'failed' | 'skipped', number>>,
) => ({
  total: 0,
  queued: 0,
  running: 0,
  succeeded: 0,
  failed: 0,
  skipped: 0,
  ...partial,
});

describe('workProgress', () => {
  it('fills the bar with succeeded, skipped and failed sections; running and queued items are the rest', () => {
    const progress = workProgress(
      counts({ total: 8, succeeded: 3, skipped: 1, failed: 2, running: 1, queued: 1 }),
    );
    expect(progress.segments).toEqual([
      { key: 'succeeded', count: 3, percent: 37.5 },
      { key: 'skipped', count: 1, percent: 12.5 },
      { key: 'failed', count: 2, percent: 25 },
    ]);
    expect(progress.finished).toBe(6);
    expect(progress.percent).toBe(75);
  });

  it('leaves empty sections out and rounds the finished share down (100 only when all are done)', () => {
    const progress = workProgress(counts({ total: 3, succeeded: 2, queued: 1 }));
    expect(progress.segments.map((segment) => segment.key)).toEqual(['succeeded']);
    expect(progress.percent).toBe(66);
    expect(workProgress(counts({ total: 1000, succeeded: 999, running: 1 })).percent).toBe(99);
    expect(workProgress(counts({ total: 2, succeeded: 1, failed: 1 })).percent).toBe(100);
  });

  it('never draws past a full bar when the counts briefly outrun the total', () => {
    const progress = workProgress(counts({ total: 2, succeeded: 2, failed: 1 }));
    const drawn = progress.segments.reduce((sum, segment) => sum + segment.percent, 0);
    expect(drawn).toBeCloseTo(100);
    expect(progress.percent).toBe(100);
  });

  it('draws an empty bar next to 0% while the only items are still running', () => {
    const progress = workProgress(counts({ total: 2, running: 2 }));
    expect(progress.segments).toEqual([]);
    expect(progress.percent).toBe(0);
    const drawn = workProgress(counts({ total: 4, succeeded: 1, running: 3 }));
    expect(drawn.segments.reduce((sum, segment) => sum + segment.percent, 0)).toBe(drawn.percent);
  });

  it('is empty for a work without items', () => {
    expect(workProgress(counts({}))).toEqual({ segments: [], finished: 0, percent: 0 });
  });
});

describe('workDisplayState', () => {
  it('says a finished work failed when nothing was collected, and 완료 with failures otherwise', () => {
    const done = { state: 'done_with_errors' as const, succeeded: 0, skipped: 0, failed: 3 };
    expect(workDisplayState(done)).toBe('failed');
    expect(workDisplayState({ ...done, succeeded: 1 })).toBe('done_with_errors');
    expect(workDisplayState({ ...done, skipped: 1 })).toBe('done_with_errors');
    expect(workDisplayState({ state: 'running', succeeded: 0, skipped: 0, failed: 1 })).toBe('running');
    expect(workDisplayState({ state: 'done', succeeded: 2, skipped: 0, failed: 0 })).toBe('done');
  });
});

describe('polling while works are under way', () => {
  it('polls every 2 s while a work is queued or running, and stops when none is', () => {
    expect(isActiveWork('queued')).toBe(true);
    expect(isActiveWork('running')).toBe(true);
    expect(isActiveWork('done')).toBe(false);
    expect(isActiveWork('done_with_errors')).toBe(false);
    expect(pollWhileActive([{ state: 'done' }, { state: 'running' }])).toBe(WORK_POLL_MS);
    expect(WORK_POLL_MS).toBe(2000);
    expect(pollWhileActive([{ state: 'done' }, { state: 'done_with_errors' }])).toBe(false);
    expect(pollWhileActive(undefined)).toBe(false);
    expect(hasActiveWork([])).toBe(false);
  });
});
