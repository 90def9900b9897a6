import type { WorkListResponse } from '@sellerdesk/domain/api';
import { isAuthFailure } from './api';
import { OBSTACLE_MESSAGES, detectObstacle, stopsCollection } from './obstacles';
import { blockRun, finishRun, markFailed, markSent, nextIndex, stopRun } from './run';
import type { ListRun, RunItem } from './run';

/** What the visited page gave: its final address, a bit of text to spot obstacles, and the product. */
export type PageCapture = {
  url: string;
  title: string;
  text: string;
  /** Whether the page has the site's data global (`__ICE_APP_CONTEXT__` / `__INIT_DATA`). */
  hasData: boolean;
  /** What is sent: the data global … */
  data: unknown;
  /** … or the whole page HTML with its inline scripts (see page/capture.ts for which). */
  html: string | null;
};

export type RunnerDeps = {
  read(): Promise<ListRun | null>;
  /** Applies a change to the stored run atomically (other handlers may cancel meanwhile). */
  update(change: (run: ListRun) => ListRun): Promise<ListRun | null>;
  visit(item: RunItem, run: ListRun): Promise<PageCapture>;
  send(item: RunItem, capture: PageCapture, run: ListRun): Promise<WorkListResponse>;
  /** The gap before the next visit (random within the seller's bounds). */
  delayMs(): Promise<number>;
  pause(ms: number): Promise<void>;
  onBlocked(run: ListRun): Promise<void>;
  /** Called once the run ends by itself: done, or stopped by the server. */
  onSettled(run: ListRun): Promise<void>;
  now(): number;
};

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : '알 수 없는 오류가 발생했습니다.';
}

/**
 * Visits the pending items of run `runId` one at a time until it is done, blocked, stopped or
 * cancelled, pausing between visits. A captcha or login page blocks the run on that item (resuming
 * visits it again); a removed item or a refused send fails only that item; a refused session stops.
 */
export async function driveRun(deps: RunnerDeps, runId: string): Promise<ListRun | null> {
  const current = async () => {
    const run = await deps.read();
    return run && run.id === runId && run.status === 'running' ? run : null;
  };
  let first = true;
  for (;;) {
    let run = await current();
    if (!run) {
      return deps.read();
    }
    const index = nextIndex(run);
    if (index < 0) {
      const done = await deps.update((r) => finishRun(r, deps.now()));
      if (done) {
        await deps.onSettled(done);
      }
      return done;
    }
    if (!first) {
      await deps.pause(await deps.delayMs());
      run = await current();
      if (!run) {
        return deps.read();
      }
    }
    first = false;
    const item = run.items[index]!;

    let capture: PageCapture;
    try {
      capture = await deps.visit(item, run);
    } catch (error) {
      await deps.update((r) => markFailed(r, index, messageOf(error), deps.now()));
      continue;
    }
    run = await current();
    if (!run) {
      return deps.read();
    }

    const obstacle = detectObstacle({
      site: item.site,
      url: capture.url,
      title: capture.title,
      text: capture.text,
      hasData: capture.hasData,
    });
    if (stopsCollection(obstacle)) {
      const blocked = await deps.update((r) => blockRun(r, index, obstacle, capture.url, deps.now()));
      if (blocked) {
        await deps.onBlocked(blocked);
      }
      return blocked;
    }
    if (obstacle === 'removed' || obstacle === 'blocked') {
      await deps.update((r) => markFailed(r, index, OBSTACLE_MESSAGES[obstacle], deps.now()));
      continue;
    }

    try {
      const result = await deps.send(item, capture, run);
      await deps.update((r) => markSent(r, index, result.workNumber, deps.now()));
    } catch (error) {
      if (isAuthFailure(error)) {
        const stopped = await deps.update((r) => stopRun(r, messageOf(error), deps.now()));
        if (stopped) {
          await deps.onSettled(stopped);
        }
        return stopped;
      }
      await deps.update((r) => markFailed(r, index, messageOf(error), deps.now()));
    }
  }
}
