import { useSyncExternalStore } from 'react';
import { session, type SessionSnapshot } from '../lib/session';

/** The session as React state: tokens (or null), username and the kept login error. */
export function useSession(): SessionSnapshot {
  return useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot);
}
