import { NavigationProgress } from '@mantine/nprogress';
import { useEffect } from 'react';
import { attachProgressBar } from '../app/http';

/** The top progress bar: runs while requests or route chunks load, hides 800 ms after the last one. */
export function RequestProgressBar() {
  useEffect(() => attachProgressBar(), []);
  return <NavigationProgress size={3} />;
}
