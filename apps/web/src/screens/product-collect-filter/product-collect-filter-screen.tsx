import { FILTER_MODES, type FilterMode } from '@sellerdesk/domain';
import { Alert, Badge, Button, Grid, Paper, Stack, Tabs } from '@mantine/core';
import { IconArrowLeft, IconInfoCircle } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../app/paths';
import { PageHeader } from '../../components/page-header';
import { useCollectFilters } from '../../hooks/api/collect-filters';
import { FilterWordsPanel } from './components/filter-words-panel';
import { NamePreviewCard } from './components/name-preview-card';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { addTexts } from '../../i18n';
import { collectFilter } from '../../i18n/locales/ko/collect-filter';

addTexts({ collectFilter });

/** /app/product/collect/filter: Remove and Replace words, with the title preview they produce. */
export function ProductCollectFilterScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('collectFilter.title'));
  const remove = useCollectFilters('Remove');
  const replace = useCollectFilters('Replace');
  const queries: Record<FilterMode, typeof remove> = { Remove: remove, Replace: replace };
  const words = useMemo(() => [...(remove.data ?? []), ...(replace.data ?? [])], [remove.data, replace.data]);
  return (
    <Stack gap="lg" data-testid="collect-filter-screen">
      <PageHeader
        mb={0}
        title={t('collectFilter.title')}
        description={t('collectFilter.description')}
        actions={
          <Button
            component={Link}
            to={PATHS.productCollect}
            variant="default"
            size="sm"
            leftSection={<IconArrowLeft size={16} />}
          >
            {t('collectFilter.backToCollect')}
          </Button>
        }
      />
      <Alert variant="light" icon={<IconInfoCircle size={18} />}>
        {t('collectFilter.appliesFromNow')}
      </Alert>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
            <Tabs defaultValue="Remove" keepMounted={false}>
              <Tabs.List>
                {FILTER_MODES.map((mode) => (
                  <Tabs.Tab
                    key={mode}
                    value={mode}
                    rightSection={
                      <Badge size="sm" variant="light" circle={false} data-testid={`tab-count-${mode}`}>
                        {queries[mode].data?.length ?? 0}
                      </Badge>
                    }
                  >
                    {t(`collectFilter.tabs.${mode}`)}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
              {FILTER_MODES.map((mode) => (
                <Tabs.Panel key={mode} value={mode}>
                  <FilterWordsPanel
                    mode={mode}
                    words={queries[mode].data}
                    loading={queries[mode].isPending}
                    error={queries[mode].error}
                  />
                </Tabs.Panel>
              ))}
            </Tabs>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <NamePreviewCard words={words} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
