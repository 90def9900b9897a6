import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BulkSelection } from './use-bulk-selection';

/**
 * Offers "검색 결과 전체 선택 (N개)" once the whole page is ticked and the search finds more, and says
 * when everything is selected (with a way back).
 */
export function SelectAllBanner({
  bulk,
  pageCount,
  pageChosen,
  total,
  capped,
  onClear,
}: {
  bulk: BulkSelection;
  pageCount: number;
  pageChosen: number;
  total: number;
  capped: boolean;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  if (bulk.all) {
    return (
      <Alert variant="light" color="blue" py="xs" data-testid="select-all-banner">
        <Group justify="center" gap="sm">
          <Text size="sm" fw={600}>
            {t(capped ? 'catalogueBulk.selection.allCapped' : 'catalogueBulk.selection.all', {
              count: total,
            })}
          </Text>
          <Button size="compact-sm" variant="subtle" onClick={onClear}>
            {t('catalogueBulk.selection.clear')}
          </Button>
        </Group>
      </Alert>
    );
  }
  if (pageCount === 0 || pageChosen < pageCount || total <= pageCount) {
    return null;
  }
  return (
    <Alert variant="light" color="gray" py="xs" data-testid="select-all-banner">
      <Group justify="center" gap="sm">
        <Text size="sm">{t('catalogueBulk.selection.page', { count: pageChosen })}</Text>
        <Button size="compact-sm" variant="light" onClick={bulk.selectAll} data-testid="select-all-results">
          {t(capped ? 'catalogueBulk.selection.selectAllCapped' : 'catalogueBulk.selection.selectAll', {
            count: total,
          })}
        </Button>
      </Group>
    </Alert>
  );
}
