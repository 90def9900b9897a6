import { MOBILE_BREAKPOINT_PX } from '../ui-constants';
import { ActionIcon, Box, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconBuildingStore, IconCheck, IconSettings } from '@tabler/icons-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { BrandLogo } from '../components/brand-logo';
import { FullPageLoader } from '../components/full-page-loader';
import classes from './layout.module.css';
import { LazySettingsDrawer } from './lazy-drawers';
import { LazyTooltip } from './lazy-tooltip';

/** Layout of /user/*: a product panel beside the form on wide screens, the form alone on narrow ones. */
export function AuthLayout() {
  const { t } = useTranslation();
  const [settingsOpened, settings] = useDisclosure(false);
  const mobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`, undefined, {
    getInitialValueInEffect: false,
  });

  return (
    <div className={classes.authRoot}>
      <aside className={classes.authHero}>
        <Group gap="sm">
          <ThemeIcon size={40} radius="md" color="white" variant="white" aria-hidden>
            <IconBuildingStore size={24} color="var(--mantine-color-brand-7)" />
          </ThemeIcon>
          <Text fw={800} fz={24} c="white">
            {t('common.appName')}
          </Text>
        </Group>
        <Stack gap="lg" maw={460}>
          <Title order={2} c="white" fz={30} lh={1.35} style={{ whiteSpace: 'pre-line' }}>
            {t('auth.layout.heroTitle')}
          </Title>
          <Text c="rgba(255,255,255,0.85)">{t('auth.layout.heroBody')}</Text>
          <List
            spacing="sm"
            c="white"
            icon={
              <ThemeIcon size={22} radius="xl" color="white" variant="white">
                <IconCheck size={14} color="var(--mantine-color-brand-7)" />
              </ThemeIcon>
            }
          >
            <List.Item>{t('auth.layout.heroPoints.collect')}</List.Item>
            <List.Item>{t('auth.layout.heroPoints.edit')}</List.Item>
            <List.Item>{t('auth.layout.heroPoints.upload')}</List.Item>
          </List>
        </Stack>
        <Text size="xs" c="rgba(255,255,255,0.7)">
          © {new Date().getFullYear()} {t('common.appName')}
        </Text>
      </aside>

      <main className={classes.authPanel}>
        <Group justify="space-between">
          {/* The hero panel carries the name on wide screens; narrow ones show it here. */}
          <Box hiddenFrom="md">
            <BrandLogo />
          </Box>
          <Box visibleFrom="md" />
          <LazyTooltip label={t('auth.layout.settings')} withArrow>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              onClick={settings.open}
              aria-label={t('auth.layout.settings')}
              data-testid="open-settings"
            >
              <IconSettings size={22} stroke={1.7} />
            </ActionIcon>
          </LazyTooltip>
        </Group>
        <div className={classes.authBody}>
          <Suspense fallback={<FullPageLoader inline />}>
            <Outlet />
          </Suspense>
        </div>
      </main>
      <LazySettingsDrawer opened={settingsOpened} onClose={settings.close} fullScreen={mobile} />
    </div>
  );
}
