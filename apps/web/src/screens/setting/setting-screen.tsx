import { Stack } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { FullPageLoader } from '../../components/full-page-loader';
import { PageHeader } from '../../components/page-header';

/** Sections load as their own chunks (the settings section registry takes them over). */
const ImageStorageSection = lazy(() => import('./sections/image-storage'));

/** /app/setting: the settings sections. */
export function SettingScreen() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" data-testid="setting-screen">
      <PageHeader mb={0} title={t('pages.comingSoon.screens.setting.title')} />
      <Suspense fallback={<FullPageLoader inline />}>
        <ImageStorageSection />
      </Suspense>
    </Stack>
  );
}
