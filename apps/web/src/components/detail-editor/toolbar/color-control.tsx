import { Button, ColorSwatch, Group, Popover, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { RichTextEditor } from '@mantine/tiptap';
import type { Icon } from '@tabler/icons-react';
import type { Editor } from '@tiptap/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setInlineStyle } from '../commands/marks';
import { runCommand } from './run-command';

/** Colours sellers use most on detail pages: greys, the sale reds and oranges, brand-like blues and greens. */
export const SWATCHES = [
  '#000000',
  '#333333',
  '#666666',
  '#999999',
  '#cccccc',
  '#ffffff',
  '#ff0000',
  '#e03131',
  '#ff6600',
  '#ffcc00',
  '#ffff00',
  '#2f9e44',
  '#00a651',
  '#0066cc',
  '#1971c2',
  '#6633cc',
  '#c2255c',
  '#f783ac',
];

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

export function ColorControl({
  editor,
  property,
  label,
  icon: ControlIcon,
  current,
  testId,
  disabled = false,
}: {
  editor: Editor;
  property: 'color' | 'background-color';
  label: string;
  icon: Icon;
  current: string | null;
  testId: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [custom, setCustom] = useState('');
  const [error, setError] = useState<string | null>(null);

  const apply = (value: string | null) => {
    runCommand(editor, setInlineStyle(property, value));
    setOpened(false);
  };

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-start" withArrow shadow="md" trapFocus>
      <Popover.Target>
        <RichTextEditor.Control
          aria-label={label}
          title={label}
          active={current !== null}
          disabled={disabled}
          onClick={() => setOpened((o) => !o)}
          data-testid={testId}
        >
          <ControlIcon size={16} stroke={1.6} color={current ?? undefined} />
        </RichTextEditor.Control>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" w={220}>
          <Text size="xs" c="dimmed">
            {t('detailEditor.color.swatches')}
          </Text>
          <SimpleGrid cols={6} spacing={6}>
            {SWATCHES.map((swatch) => (
              <ColorSwatch
                key={swatch}
                component="button"
                type="button"
                color={swatch}
                size={26}
                aria-label={swatch}
                onClick={() => apply(swatch)}
                style={{ cursor: 'pointer' }}
              />
            ))}
          </SimpleGrid>
          <Group gap={6} align="flex-start" wrap="nowrap">
            <TextInput
              size="xs"
              aria-label={t('detailEditor.color.custom')}
              placeholder={t('detailEditor.color.custom')}
              value={custom}
              error={error}
              onChange={(event) => {
                setCustom(event.currentTarget.value);
                setError(null);
              }}
              style={{ flex: 1 }}
            />
            <Button
              size="xs"
              variant="light"
              onClick={() => {
                const value = custom.trim();
                if (!HEX.test(value)) {
                  setError(t('detailEditor.color.invalid'));
                  return;
                }
                apply(value.toLowerCase());
              }}
            >
              {t('detailEditor.color.apply')}
            </Button>
          </Group>
          <Button size="xs" variant="default" onClick={() => apply(null)}>
            {t('detailEditor.toolbar.clearColor')}
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
