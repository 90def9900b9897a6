import type { TooltipProps } from '@mantine/core';
import { useEffect, useState, type ComponentType } from 'react';

type TooltipComponent = ComponentType<TooltipProps>;

let loaded: TooltipComponent | null = null;
let loading: Promise<TooltipComponent | null> | null = null;

function loadTooltip(): Promise<TooltipComponent | null> {
  loading ??= import('./tooltip').then(
    (m) => (loaded = m.Tooltip as TooltipComponent),
    // A hint is not worth an error screen: the control works without it; the next mount tries again.
    () => {
      loading = null;
      return null;
    },
  );
  return loading;
}

/**
 * Mantine's Tooltip for the layouts' header buttons. It brings the floating-ui positioning code (about
 * 19 KB gzip), and no first screen shows a tooltip, so it is fetched right after the layout mounts
 * instead of with it (the initial JavaScript budget); until it arrives the button shows alone.
 */
export function LazyTooltip(props: TooltipProps) {
  const [Tooltip, setTooltip] = useState<TooltipComponent | null>(() => loaded);
  useEffect(() => {
    if (Tooltip) {
      return;
    }
    let mounted = true;
    void loadTooltip().then((component) => {
      if (mounted && component) {
        setTooltip(() => component);
      }
    });
    return () => {
      mounted = false;
    };
  }, [Tooltip]);
  return Tooltip ? <Tooltip {...props} /> : props.children;
}
