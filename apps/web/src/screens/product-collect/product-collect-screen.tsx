import { Button, Grid, Stack } from '@mantine/core';
import { IconFilter, IconPackages } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../app/paths';
import { PageHeader } from '../../components/page-header';
import { useCollectSummary } from '../../hooks/api/collect';
import { CollectForm } from './components/collect-form';
import { CollectSummaryCards } from './components/collect-summary-cards';
import { ExtensionGuideCard } from './components/extension-guide-card';
import { PricePreviewCard } from './components/price-preview-card';
import { TaobaoSessionCard } from './components/taobao-session-card';
import { WorkerStatusAlert } from './components/worker-status-alert';
import { WorksSection } from './components/works-section';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { addTexts } from '../../i18n';
import { collect } from '../../i18n/locales/ko/collect';

addTexts({ collect });

/**
 * /app/product/collect: paste links (sites detected per line, one request per site), follow the works
 * live, open a work's per-item results and retry failures; the Taobao session, the extension and the
 * pricing collection applies alongside.
 */
export function ProductCollectScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('collect.title'));
  const [worksActive, setWorksActive] = useState(false);
  const summary = useCollectSummary(worksActive);
  return (
    <Stack gap="lg" data-testid="collect-screen">
      <PageHeader
        mb={0}
        title={t('collect.title')}
        description={t('collect.description')}
        actions={
          <>
            <Button
              component={Link}
              to={PATHS.productCollectFilter}
              variant="default"
              size="sm"
              leftSection={<IconFilter size={16} />}
            >
              {t('collect.actions.filters')}
            </Button>
            <Button
              component={Link}
              to={PATHS.productEdit}
              variant="light"
              size="sm"
              leftSection={<IconPackages size={16} />}
            >
              {t('collect.actions.catalogue')}
            </Button>
          </>
        }
      />
      <WorkerStatusAlert />
      <CollectSummaryCards summary={summary.data} loading={summary.isPending} error={summary.error} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="lg">
            <CollectForm />
            <WorksSection onActiveChange={setWorksActive} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Stack gap="lg">
            <ExtensionGuideCard />
            <TaobaoSessionCard />
            <PricePreviewCard />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
