import { nprogress } from '@mantine/nprogress';
import { createHttpClient } from '../lib/http-client';
import { createActivityTracker } from '../lib/progress';
import { session } from '../lib/session';
import { onSessionEnded } from './session-actions';

// Mantine's progress store is (re)initialised when the bar first renders; starting it earlier (the boot
// request for the public config) would leave an orphaned timer running, so nothing drives it until then.
let progressBarMounted = false;

/** Requests and route chunk loads drive one progress bar. */
export const activity = createActivityTracker({
  onShow: () => {
    if (progressBarMounted) {
      nprogress.start();
    }
  },
  onHide: () => {
    if (progressBarMounted) {
      nprogress.complete();
    }
  },
});

/** Called by the progress bar once mounted; picks up activity already under way. */
export function attachProgressBar(): () => void {
  progressBarMounted = true;
  if (activity.visible) {
    nprogress.start();
  }
  return () => {
    progressBarMounted = false;
  };
}

export const API_BASE_URL: string = import.meta.env.VITE_API_BASE_URL || '/api';

/** The app's one HTTP client (see lib/http-client.ts for the policy). */
export const http = createHttpClient({
  baseUrl: API_BASE_URL,
  session,
  onSessionEnd: onSessionEnded,
  onRequestStart: () => activity.start(),
  onRequestEnd: () => activity.end(),
});
