import { useMediaQuery } from '@mantine/hooks';
import { MOBILE_BREAKPOINT_PX } from '../ui-constants';

/** Whether the window is phone-sized (under the mobile breakpoint), known on the first render. */
export function useMobile(): boolean {
  return useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`, undefined, {
    getInitialValueInEffect: false,
  });
}
