import { CHUNK_LOAD_TIMEOUT_MS } from '../ui-constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadTimeoutError, isChunkLoadError, withChunkTimeout } from './lazy-screen';

describe('route chunk loading', () => {
  afterEach(() => vi.useRealTimers());

  it('fails a chunk that has not arrived after 120000 ms', async () => {
    vi.useFakeTimers();
    const never = new Promise<never>(() => undefined);
    const loading = withChunkTimeout(never).catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    let settled = false;
    void loading.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await loading;
    expect(error).toBeInstanceOf(ChunkLoadTimeoutError);
    expect(isChunkLoadError(error)).toBe(true);
    expect((error as Error).message).toBe('화면을 불러오는 시간이 초과되었습니다. (120초)');
  });

  it('passes a chunk that arrives in time', async () => {
    await expect(withChunkTimeout(Promise.resolve('screen'), 50)).resolves.toBe('screen');
  });

  it('recognises failed dynamic imports', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new Error('something else'))).toBe(false);
  });
});
