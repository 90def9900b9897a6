import { act, cleanup, render, screen } from '@testing-library/react';
import { Component, Suspense, useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActivityTracker } from '../lib/progress';
import { preloadableScreen } from './lazy-screen';
import { moduleLoader } from './module-loader';

/** An import the test settles by hand, counting how often it was started. */
function controlledImport<T>() {
  const started: { resolve: (module: T) => void; reject: (error: unknown) => void }[] = [];
  const importModule = vi.fn(
    () =>
      new Promise<T>((resolve, reject) => {
        started.push({ resolve, reject });
      }),
  );
  return { importModule, started };
}

afterEach(cleanup);

describe('moduleLoader', () => {
  it('imports once for every ask and knows the module once it is in', async () => {
    const { importModule, started } = controlledImport<{ name: string }>();
    const loader = moduleLoader(importModule);
    expect(loader.loaded()).toBeUndefined();
    expect(importModule).not.toHaveBeenCalled();

    const first = loader.load();
    const second = loader.load();
    expect(importModule).toHaveBeenCalledTimes(1);
    expect(loader.loaded()).toBeUndefined();

    const module = { name: 'editor' };
    started[0]?.resolve(module);
    await expect(first).resolves.toBe(module);
    await expect(second).resolves.toBe(module);
    expect(loader.loaded()).toBe(module);
    await expect(loader.load()).resolves.toBe(module);
    expect(importModule).toHaveBeenCalledTimes(1);
  });

  it('imports again after a failed import', async () => {
    const { importModule, started } = controlledImport<{ name: string }>();
    const loader = moduleLoader(importModule);
    const failed = loader.load();
    started[0]?.reject(new TypeError('Failed to fetch dynamically imported module'));
    await expect(failed).rejects.toThrow('Failed to fetch');
    expect(loader.loaded()).toBeUndefined();

    const retried = loader.load();
    expect(importModule).toHaveBeenCalledTimes(2);
    started[1]?.resolve({ name: 'editor' });
    await expect(retried).resolves.toEqual({ name: 'editor' });
  });
});

type ScreenModule = { Screen: (props: { label: string }) => ReactNode };
const screenModule: ScreenModule = { Screen: ({ label }) => <p data-testid="screen">{label}</p> };

function renderInSuspense(node: ReactNode) {
  return render(<Suspense fallback={<p data-testid="fallback">loading</p>}>{node}</Suspense>);
}

describe('preloadableScreen', () => {
  it('renders a preloaded screen in the first commit, with no fallback', async () => {
    const { importModule, started } = controlledImport<ScreenModule>();
    const loader = moduleLoader(importModule);
    const Screen = preloadableScreen<ScreenModule, { label: string }>(loader, (m) => m.Screen);
    const preload = loader.load();
    started[0]?.resolve(screenModule);
    await preload;

    renderInSuspense(<Screen label="편집기" />);
    // Synchronously after render: nothing suspended, so the fallback never committed.
    expect(screen.getByTestId('screen').textContent).toBe('편집기');
    expect(screen.queryByTestId('fallback')).toBeNull();
    expect(importModule).toHaveBeenCalledTimes(1);
  });

  it('loads through Suspense when the screen was not preloaded, sharing the one import', async () => {
    const { importModule, started } = controlledImport<ScreenModule>();
    const loader = moduleLoader(importModule);
    const onShow = vi.fn();
    const tracker = createActivityTracker({ onShow, onHide: () => undefined });
    const Screen = preloadableScreen<ScreenModule, { label: string }>(loader, (m) => m.Screen, {
      tracker,
    });
    const preload = loader.load();

    renderInSuspense(<Screen label="편집기" />);
    expect(screen.getByTestId('fallback')).toBeTruthy();
    // The progress bar runs while the chunk loads.
    expect(tracker.active).toBe(1);
    expect(onShow).toHaveBeenCalledTimes(1);
    await act(async () => {
      started[0]?.resolve(screenModule);
      await preload;
    });
    expect((await screen.findByTestId('screen')).textContent).toBe('편집기');
    expect(importModule).toHaveBeenCalledTimes(1);
    expect(tracker.active).toBe(0);
  });

  it('keeps a screen mounted through the lazy path when its parent renders again after the load', async () => {
    const { importModule, started } = controlledImport<{ Screen: () => ReactNode }>();
    const loader = moduleLoader(importModule);
    let mounts = 0;
    function Counter() {
      const [count, setCount] = useState(0);
      const [mountedAs] = useState(() => ++mounts);
      return (
        <button data-testid="counter" onClick={() => setCount(count + 1)}>
          {`${mountedAs}:${count}`}
        </button>
      );
    }
    const Screen = preloadableScreen(loader, (m) => m.Screen);
    let rerender: (() => void) | undefined;
    function Parent() {
      const [tick, setTick] = useState(0);
      rerender = () => setTick(tick + 1);
      return <Screen key="screen" />;
    }
    renderInSuspense(<Parent />);
    await act(async () => {
      started[0]?.resolve({ Screen: Counter });
      await loader.load();
    });
    const counter = await screen.findByTestId('counter');
    act(() => counter.click());
    expect(counter.textContent).toBe('1:1');
    act(() => rerender?.());
    // Same instance (mounted once, its state kept), though the module is now known synchronously.
    expect(screen.getByTestId('counter').textContent).toBe('1:1');
    expect(mounts).toBe(1);
  });

  it('hands a failed load to the error boundary', async () => {
    const { importModule, started } = controlledImport<ScreenModule>();
    const loader = moduleLoader(importModule);
    const Screen = preloadableScreen<ScreenModule, { label: string }>(loader, (m) => m.Screen);
    class Boundary extends Component<{ children: ReactNode }, { error: unknown }> {
      override state = { error: null as unknown };
      static getDerivedStateFromError(error: unknown) {
        return { error };
      }
      override render() {
        return this.state.error ? <p data-testid="error">{String(this.state.error)}</p> : this.props.children;
      }
    }
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      render(
        <Boundary>
          <Suspense fallback={null}>
            <Screen label="x" />
          </Suspense>
        </Boundary>,
      );
      await act(async () => {
        started[0]?.reject(new TypeError('Failed to fetch dynamically imported module: /assets/editor.js'));
        await loader.load().catch(() => undefined);
      });
      expect((await screen.findByTestId('error')).textContent).toContain('Failed to fetch');
    } finally {
      consoleError.mockRestore();
    }
  });
});
