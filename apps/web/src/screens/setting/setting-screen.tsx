import { Grid, Loader, NavLink, Paper, Stack } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { SETTING_SECTIONS } from './sections';
import { addTexts } from '../../i18n';
import { setting } from '../../i18n/locales/ko/setting';

addTexts({ setting });

/** /app/setting: a left menu of setting sections (the registry in sections.ts), one open at a time. */
export function SettingScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('setting.title'));
  const [params, setParams] = useSearchParams();
  const section =
    SETTING_SECTIONS.find((entry) => entry.id === params.get('section')) ?? SETTING_SECTIONS[0]!;
  const { Component } = section;
  return (
    <Stack gap="lg" data-testid="setting-screen">
      <PageHeader mb={0} title={t('setting.title')} description={t('setting.description')} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <Paper withBorder p="xs" component="nav" aria-label={t('setting.nav')}>
            {SETTING_SECTIONS.map((entry) => (
              <NavLink
                key={entry.id}
                active={entry.id === section.id}
                label={t(`setting.sections.${entry.id}.label` as 'setting.sections.price.label')}
                description={t(
                  `setting.sections.${entry.id}.description` as 'setting.sections.price.description',
                )}
                leftSection={<entry.icon size={18} />}
                onClick={() => setParams({ section: entry.id }, { replace: true })}
                data-testid={`setting-nav-${entry.id}`}
              />
            ))}
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Suspense fallback={<Loader size="sm" />}>
            <Component key={section.id} />
          </Suspense>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
