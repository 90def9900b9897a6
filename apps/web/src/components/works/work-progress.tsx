import { Progress, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { workProgress, type ProgressKey, type WorkCounts } from '../../lib/work-progress';

/** i18n groups holding a kind's `percent` and `segments.<state>` texts; a new kind adds its own. */
export type WorkProgressTexts =
  'collect.works' | 'detailReprocess.works' | 'upload.works' | 'productControl.works' | 'sourceSync.works';

const COLORS: Record<ProgressKey, string> = {
  succeeded: 'teal',
  skipped: 'gray',
  failed: 'red',
};

/**
 * One bar per work of any kind: succeeded, skipped and failed sections from the item counts; what is
 * running or queued stays empty, so the bar is never fuller than its percent. `textsKey` names the i18n
 * group holding the kind's `percent` and `segments.<state>` texts (e.g. `collect.works`).
 */
export function WorkProgress({
  work,
  textsKey,
  size = 'lg',
}: {
  work: WorkCounts;
  textsKey: WorkProgressTexts;
  size?: 'sm' | 'md' | 'lg' | 'xl';
}) {
  const { t } = useTranslation();
  const progress = workProgress(work);
  return (
    <Progress.Root
      size={size}
      aria-label={t(`${textsKey}.percent`, { percent: progress.percent })}
      data-testid="work-progress"
      data-percent={progress.percent}
    >
      {progress.segments.map((segment) => (
        <Tooltip
          key={segment.key}
          label={`${t(`${textsKey}.segments.${segment.key}`)} ${segment.count}`}
          withArrow
        >
          <Progress.Section value={segment.percent} color={COLORS[segment.key]} data-segment={segment.key} />
        </Tooltip>
      ))}
    </Progress.Root>
  );
}
