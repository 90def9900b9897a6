import { Box, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { chartGeometry, formatBytes, type UsagePoint } from './usage-figures';

const WIDTH = 600;
const HEIGHT = 160;

/**
 * The stored total over the last days as a small SVG area chart: no chart library (this section's chunk
 * stays a few KB), loaded only when the section shows it.
 */
export default function UsageChart({ days }: { days: readonly UsagePoint[] }) {
  const { t } = useTranslation();
  const geometry = chartGeometry(days, WIDTH, HEIGHT);
  const first = days[0]?.date;
  const last = days.at(-1)?.date;
  return (
    <Box data-testid="image-usage-chart">
      <Group justify="space-between" mb={4}>
        <Text size="xs" c="dimmed">
          {t('imageStorage.chart.axisMax', { size: formatBytes(geometry.max) })}
        </Text>
      </Group>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        height={HEIGHT}
        preserveAspectRatio="none"
        role="img"
        aria-label={t('imageStorage.chart.label', { count: days.length })}
      >
        {[0.25, 0.5, 0.75].map((fraction) => (
          <line
            key={fraction}
            x1={0}
            x2={WIDTH}
            y1={HEIGHT * fraction}
            y2={HEIGHT * fraction}
            stroke="var(--mantine-color-default-border)"
            strokeDasharray="4 4"
          />
        ))}
        <polygon points={geometry.area} fill="var(--mantine-primary-color-light)" />
        <polyline
          points={geometry.line}
          fill="none"
          stroke="var(--mantine-primary-color-filled)"
          strokeWidth={2}
          vectorEffect="non-scaling-stroke"
        />
      </svg>
      <Group justify="space-between" mt={4}>
        <Text size="xs" c="dimmed">
          {first}
        </Text>
        <Text size="xs" c="dimmed">
          {last}
        </Text>
      </Group>
    </Box>
  );
}
