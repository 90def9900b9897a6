import {
  LANGUAGES,
  MENU_STATES,
  RADIUS_STYLES,
  TEXT_DIRECTIONS,
  THEME_COLORS,
  type Language,
  type MenuState,
  type RadiusStyle,
  type TextDirection,
  type ThemeColor,
  type ThemeScheme,
} from '../ui-constants';
import {
  Button,
  CheckIcon,
  ColorSwatch,
  Drawer,
  Group,
  Loader,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { IconMoon, IconRestore, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useUiPreferences } from '../theme/use-ui-preferences';
import { THEME_SWATCHES } from '../theme/theme-swatches';

function Section({ label, hint, children }: { label: string; hint?: string; children: React.ReactNode }) {
  return (
    <Stack gap={6}>
      <Text fw={600} size="sm">
        {label}
      </Text>
      {children}
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Stack>
  );
}

/** The settings panel: theme colour and brightness, radius, direction, language and side-menu state. */
export function SettingsDrawer({
  opened,
  onClose,
  fullScreen,
}: {
  opened: boolean;
  onClose: () => void;
  fullScreen: boolean;
}) {
  const { t } = useTranslation();
  const ui = useUiPreferences();
  const { preferences, theme } = ui;
  const scheme = theme.scheme;
  const color = theme.color;
  const rtlLocked = preferences.language === 'enrtl';

  const pickTheme = (nextScheme: ThemeScheme, nextColor: ThemeColor) =>
    void ui.setTheme(`${nextScheme}.${nextColor}`);

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={fullScreen ? '100%' : 380}
      title={
        <Group gap="xs">
          <Text fw={700}>{t('settings.title')}</Text>
          {ui.themeLoading && <Loader size="xs" />}
        </Group>
      }
      closeButtonProps={{ 'aria-label': t('common.actions.close') }}
      data-testid="settings-drawer"
    >
      <Stack gap="lg">
        <Text size="sm" c="dimmed">
          {t('settings.description')}
        </Text>

        <Section label={t('settings.theme.scheme')}>
          <SegmentedControl
            fullWidth
            value={scheme}
            onChange={(value) => pickTheme(value as ThemeScheme, color)}
            data={[
              {
                value: 'light',
                label: (
                  <Group gap={6} justify="center" wrap="nowrap">
                    <IconSun size={16} />
                    {t('settings.theme.light')}
                  </Group>
                ),
              },
              {
                value: 'dark',
                label: (
                  <Group gap={6} justify="center" wrap="nowrap">
                    <IconMoon size={16} />
                    {t('settings.theme.dark')}
                  </Group>
                ),
              },
            ]}
            data-testid="theme-scheme"
          />
        </Section>

        <Section label={t('settings.theme.label')}>
          <SimpleGrid cols={5} spacing="xs" data-testid="theme-colors">
            {THEME_COLORS.map((option) => {
              const label = t(`settings.theme.colors.${option}`);
              const selected = option === color;
              return (
                <Tooltip key={option} label={label} withArrow>
                  <UnstyledButton
                    onClick={() => pickTheme(scheme, option)}
                    aria-label={label}
                    aria-pressed={selected}
                    data-theme-color={option}
                    style={{ display: 'flex', justifyContent: 'center' }}
                  >
                    <ColorSwatch
                      color={THEME_SWATCHES[option]}
                      size={36}
                      radius="xl"
                      style={{ color: '#fff' }}
                    >
                      {selected && <CheckIcon size={14} />}
                    </ColorSwatch>
                  </UnstyledButton>
                </Tooltip>
              );
            })}
          </SimpleGrid>
          <Text size="xs" c="dimmed">
            {t(`settings.theme.colors.${color}`)} · {t(`settings.theme.${scheme}`)}
          </Text>
        </Section>

        <Section label={t('settings.radius.label')}>
          <SegmentedControl
            fullWidth
            value={preferences.radius}
            onChange={(value) => ui.setRadius(value as RadiusStyle)}
            data={RADIUS_STYLES.map((value) => ({ value, label: t(`settings.radius.${value}`) }))}
            data-testid="radius"
          />
        </Section>

        <Section
          label={t('settings.direction.label')}
          hint={rtlLocked ? t('settings.direction.lockedByLanguage') : undefined}
        >
          <SegmentedControl
            fullWidth
            value={ui.direction}
            disabled={rtlLocked}
            onChange={(value) => ui.setDirection(value as TextDirection)}
            data={TEXT_DIRECTIONS.map((value) => ({ value, label: t(`settings.direction.${value}`) }))}
            data-testid="direction"
          />
        </Section>

        <Section label={t('settings.language.label')} hint={t('settings.language.hint')}>
          <Select
            value={preferences.language}
            onChange={(value) => value && ui.setLanguage(value as Language)}
            data={LANGUAGES.map((value) => ({ value, label: t(`settings.language.choices.${value}`) }))}
            allowDeselect={false}
            comboboxProps={{ withinPortal: false }}
            aria-label={t('settings.language.label')}
            data-testid="language"
          />
        </Section>

        <Section label={t('settings.menuState.label')} hint={t('settings.menuState.hint')}>
          <SegmentedControl
            fullWidth
            value={preferences.menuState}
            onChange={(value) => ui.setMenuState(value as MenuState)}
            data={MENU_STATES.map((value) => ({ value, label: t(`layout.menuStates.${value}`) }))}
            data-testid="menu-state"
          />
        </Section>

        <Button variant="default" leftSection={<IconRestore size={16} />} onClick={() => void ui.reset()}>
          {t('settings.reset')}
        </Button>
      </Stack>
    </Drawer>
  );
}
