import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActivityTracker } from './progress';

describe('progress bar activity', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows with the first request and hides 800 ms after the last one', () => {
    const onShow = vi.fn();
    const onHide = vi.fn();
    const tracker = createActivityTracker({ onShow, onHide });
    tracker.start();
    tracker.start();
    expect(onShow).toHaveBeenCalledTimes(1);
    tracker.end();
    vi.advanceTimersByTime(5000);
    expect(onHide).not.toHaveBeenCalled();
    tracker.end();
    vi.advanceTimersByTime(799);
    expect(onHide).not.toHaveBeenCalled();
    expect(tracker.visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(onHide).toHaveBeenCalledTimes(1);
    expect(tracker.visible).toBe(false);
  });

  it('a request within the 800 ms keeps the bar up as one load', () => {
    const onShow = vi.fn();
    const onHide = vi.fn();
    const tracker = createActivityTracker({ onShow, onHide });
    tracker.start();
    tracker.end();
    vi.advanceTimersByTime(500);
    tracker.start();
    vi.advanceTimersByTime(1000);
    expect(onHide).not.toHaveBeenCalled();
    expect(onShow).toHaveBeenCalledTimes(1);
    tracker.end();
    vi.advanceTimersByTime(800);
    expect(onHide).toHaveBeenCalledTimes(1);
    tracker.start();
    expect(onShow).toHaveBeenCalledTimes(2);
  });

  it('never counts below zero', () => {
    const tracker = createActivityTracker({ onShow: vi.fn(), onHide: vi.fn() });
    tracker.end();
    expect(tracker.active).toBe(0);
  });
});
