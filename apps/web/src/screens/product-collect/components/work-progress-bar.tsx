import type { WorkSummary } from '@sellerdesk/domain/api';
import { Progress, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { workProgress, type ProgressKey } from '../../../lib/work-progress';

const COLORS: Record<ProgressKey, string> = {
  succeeded: 'teal',
  skipped: 'gray',
  failed: 'red',
};

/** One bar per work: succeeded, skipped and failed sections; what is running or queued stays empty. */
export function WorkProgressBar({
  work,
  size = 'lg',
}: {
  work: WorkSummary;
  size?: 'sm' | 'md' | 'lg' | 'xl';
}) {
  const { t } = useTranslation();
  const progress = workProgress(work);
  return (
    <Progress.Root
      size={size}
      aria-label={t('collect.works.percent', { percent: progress.percent })}
      data-testid="work-progress"
      data-percent={progress.percent}
    >
      {progress.segments.map((segment) => (
        <Tooltip
          key={segment.key}
          label={`${t(`collect.works.segments.${segment.key}`)} ${segment.count}`}
          withArrow
        >
          <Progress.Section value={segment.percent} color={COLORS[segment.key]} data-segment={segment.key} />
        </Tooltip>
      ))}
    </Progress.Root>
  );
}
