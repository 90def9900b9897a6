import { CHUNK_LOAD_TIMEOUT_MS } from '../ui-constants';
import { createElement, lazy, useState, type ComponentType, type LazyExoticComponent } from 'react';
import i18n from '../i18n';
import type { ActivityTracker } from '../lib/progress';
import type { ModuleLoader } from './module-loader';

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
type LazyScreenOptions = { tracker?: ActivityTracker; timeoutMs?: number };

export function lazyScreen<P extends object>(
  load: () => Promise<ComponentType<P>>,
  options: LazyScreenOptions = {},
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

/**
 * A route's screen whose chunk may already be loading or loaded when the route first renders (a popup's
 * boot starts it beside its data, `screens/editor/editor-screen-loader.ts`). If its module is in when the
 * screen mounts, the screen renders at once, with no Suspense fallback — a fallback, once shown, holds the
 * content back for at least 300 ms (React's reveal throttle). Otherwise it loads like `lazyScreen`
 * (progress bar, timeout, the route's error screen). The choice is made once per mount, so a screen that
 * mounted through the lazy path is not remounted when the module arrives.
 */
export function preloadableScreen<M, P extends object>(
  loader: ModuleLoader<M>,
  pick: (module: M) => ComponentType<P>,
  options: LazyScreenOptions = {},
): ComponentType<P> {
  const Lazy = lazyScreen(() => loader.load().then(pick), options);
  function PreloadableScreen(props: P) {
    const [loaded] = useState(() => loader.loaded());
    return loaded ? createElement(pick(loaded), props) : createElement(Lazy, props);
  }
  return PreloadableScreen;
}
