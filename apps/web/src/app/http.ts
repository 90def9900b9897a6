import { nprogress } from '@mantine/nprogress';
import { createWebApiClient } from '../lib/http-client';
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

/** The app's one API client (the core's policy in packages/client, the web's parts in lib/http-client.ts). */
export const api = createWebApiClient({
  baseUrl: API_BASE_URL,
  session,
  onSessionEnd: onSessionEnded,
  onRequestStart: () => activity.start(),
  onRequestEnd: () => activity.end(),
});

/** Calls one endpoint of the table: `call(endpoints.Product.RemoveProduct, { body: { ids } })`. */
export const call: typeof api.call = (endpoint, ...args) => api.call(endpoint, ...args);
