import { CHUNK_LOAD_TIMEOUT_MS } from '../ui-constants';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import i18n from '../i18n';
import type { ActivityTracker } from '../lib/progress';

/** A screen's code did not arrive within 120000 ms (spec §8). */
export class ChunkLoadTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(i18n.t('common.chunkError.timeout', { seconds: timeoutMs / 1000 }));
    this.name = 'ChunkLoadTimeoutError';
  }
}

/** Rejects with ChunkLoadTimeoutError when `promise` takes longer than `timeoutMs`. */
export function withChunkTimeout<T>(
  promise: Promise<T>,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadTimeoutError(timeoutMs)), timeoutMs);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Whether an error came from loading a route's code (timeout or a failed dynamic import). */
export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadTimeoutError) {
    return true;
  }
  if (!(error instanceof Error)) {
    return false;
  }
  return /dynamically imported module|Importing a module script failed|error loading dynamically|Loading chunk/i.test(
    error.message,
  );
}

/**
 * React.lazy for one route: its screen becomes a separate chunk, the progress bar runs while it loads,
 * and a load that hangs fails after 120000 ms so the route's error screen can offer a reload.
 */
export function lazyScreen<P extends object>(
  load: () => Promise<ComponentType<P>>,
  options: { tracker?: ActivityTracker; timeoutMs?: number } = {},
): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => {
    options.tracker?.start();
    try {
      return { default: await withChunkTimeout(load(), options.timeoutMs) };
    } finally {
      options.tracker?.end();
    }
  });
}
