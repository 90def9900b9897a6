import { PROGRESS_HIDE_DELAY_MS } from '../ui-constants';

export type ActivityTracker = {
  start(): void;
  end(): void;
  /** Requests under way. */
  readonly active: number;
  /** The bar should be showing: something is under way, or ended less than 800 ms ago. */
  readonly visible: boolean;
};

/**
 * Counts running requests (and route chunk loads) for the progress bar: it shows with the first one and
 * hides 800 ms after the last one ends (spec §4), so bursts of calls read as one continuous load.
 */
export function createActivityTracker(handlers: {
  onShow: () => void;
  onHide: () => void;
  hideDelayMs?: number;
}): ActivityTracker {
  const hideDelayMs = handlers.hideDelayMs ?? PROGRESS_HIDE_DELAY_MS;
  let active = 0;
  let visible = false;
  let hideTimer: ReturnType<typeof setTimeout> | undefined;

  return {
    get active() {
      return active;
    },
    get visible() {
      return visible;
    },
    start() {
      active += 1;
      if (hideTimer !== undefined) {
        clearTimeout(hideTimer);
        hideTimer = undefined;
      }
      if (!visible) {
        visible = true;
        handlers.onShow();
      }
    },
    end() {
      active = Math.max(0, active - 1);
      if (active > 0 || hideTimer !== undefined) {
        return;
      }
      hideTimer = setTimeout(() => {
        hideTimer = undefined;
        visible = false;
        handlers.onHide();
      }, hideDelayMs);
    },
  };
}
