/**
 * One dynamic import, shared by whoever needs the module first: a preload at boot and the route that
 * renders it ask the same loader, so the chunk is fetched once and, once it has arrived, the route can
 * render it in the same frame (`loaded()`) instead of suspending on a fresh `import()` promise — React
 * shows a suspended boundary's fallback for at least 300 ms before it reveals the content.
 */
export type ModuleLoader<T> = {
  /** Starts the import (once) and resolves with the module. A failed import may be asked again. */
  load(): Promise<T>;
  /** The module, if its import has already completed; otherwise undefined. Never starts anything. */
  loaded(): T | undefined;
};

export function moduleLoader<T>(importModule: () => Promise<T>): ModuleLoader<T> {
  let pending: Promise<T> | undefined;
  let done: { module: T } | undefined;
  return {
    load() {
      if (done) {
        return Promise.resolve(done.module);
      }
      pending ??= importModule().then(
        (module) => {
          done = { module };
          return module;
        },
        (error: unknown) => {
          // A chunk that failed to arrive (offline, a deploy in between) is fetched again on the next
          // ask — the route's error screen offers that reload.
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    loaded: () => done?.module,
  };
}
