import { Badge, Button, Group, List, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconArrowRight, IconCircleCheck, IconHourglassHigh, type Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../app/paths';
import type { ko } from '../i18n/locales/ko';
import { PageHeader } from './page-header';
import { useDocumentTitle } from '../hooks/use-document-title';

export type ComingSoonScreen = keyof typeof ko.pages.comingSoon.screens;

/** The "준비 중" panel: what the screen will offer once its feature arrives. */
export function ComingSoonPanel({
  screen,
  icon: ScreenIcon,
  actions,
}: {
  screen: ComingSoonScreen;
  icon: Icon;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const features = t(`pages.comingSoon.screens.${screen}.features`, {
    returnObjects: true,
  }) as readonly string[];
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} data-testid="coming-soon" data-screen={screen}>
      <Group align="flex-start" gap="lg" wrap="nowrap">
        <ThemeIcon size={56} radius="md" variant="light" visibleFrom="sm" aria-hidden>
          <ScreenIcon size={30} stroke={1.6} />
        </ThemeIcon>
        <Stack gap="md" style={{ flex: 1 }}>
          <Group gap="xs">
            <Badge color="yellow" variant="light" leftSection={<IconHourglassHigh size={14} />}>
              {t('pages.comingSoon.badge')}
            </Badge>
          </Group>
          <Text fw={600}>{t('pages.comingSoon.lead')}</Text>
          <List
            spacing="xs"
            icon={
              <ThemeIcon size={20} radius="xl" variant="light" color="teal">
                <IconCircleCheck size={14} />
              </ThemeIcon>
            }
          >
            {features.map((feature) => (
              <List.Item key={feature}>{feature}</List.Item>
            ))}
          </List>
          <Text size="sm" c="dimmed">
            {t('pages.comingSoon.meanwhile')}
          </Text>
          <Group gap="sm">
            {actions ?? (
              <Button
                component={Link}
                to={PATHS.start}
                variant="light"
                rightSection={<IconArrowRight size={16} />}
              >
                {t('common.actions.goHome')}
              </Button>
            )}
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}

/** A whole "준비 중" screen inside the shell: its title, summary and the panel. */
export function ComingSoon({ screen, icon }: { screen: ComingSoonScreen; icon: Icon }) {
  const { t } = useTranslation();
  useDocumentTitle(t(`pages.comingSoon.screens.${screen}.title`));
  return (
    <>
      <PageHeader
        title={t(`pages.comingSoon.screens.${screen}.title`)}
        description={t(`pages.comingSoon.screens.${screen}.summary`)}
      />
      <ComingSoonPanel screen={screen} icon={icon} />
    </>
  );
}
