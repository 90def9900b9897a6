import { Button, Group, Popover, Stack, Text, TextInput } from '@mantine/core';
import { RichTextEditor } from '@mantine/tiptap';
import { IconLink, IconLinkOff } from '@tabler/icons-react';
import type { Editor } from '@tiptap/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizeLinkUrl, setLink, unsetLink } from '../commands/link';
import { runCommand } from './run-command';

export function LinkControl({ editor, current }: { editor: Editor; current: string | null }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);

  const open = () => {
    setUrl(current ?? '');
    setError(null);
    setOpened(true);
  };

  const apply = () => {
    const href = normalizeLinkUrl(url);
    if (!href) {
      setError(t('detailEditor.link.invalid'));
      return;
    }
    runCommand(editor, setLink(href));
    setOpened(false);
  };

  return (
    <>
      <Popover opened={opened} onChange={setOpened} position="bottom-start" withArrow shadow="md" trapFocus>
        <Popover.Target>
          <RichTextEditor.Control
            aria-label={t('detailEditor.toolbar.link')}
            title={t('detailEditor.toolbar.link')}
            active={current !== null}
            onClick={() => (opened ? setOpened(false) : open())}
            data-testid="detail-editor-link"
          >
            <IconLink size={16} stroke={1.6} />
          </RichTextEditor.Control>
        </Popover.Target>
        <Popover.Dropdown>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              apply();
            }}
          >
            <Stack gap="xs" w={300}>
              <TextInput
                size="xs"
                label={t('detailEditor.link.url')}
                placeholder={t('detailEditor.link.placeholder')}
                value={url}
                error={error}
                onChange={(event) => {
                  setUrl(event.currentTarget.value);
                  setError(null);
                }}
                data-testid="detail-editor-link-url"
              />
              <Text size="xs" c="dimmed">
                {t('detailEditor.link.newWindow')}
              </Text>
              <Group justify="flex-end" gap="xs">
                {current !== null && (
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() => {
                      runCommand(editor, unsetLink);
                      setOpened(false);
                    }}
                  >
                    {t('detailEditor.link.remove')}
                  </Button>
                )}
                <Button size="xs" type="submit">
                  {t('detailEditor.link.apply')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Popover.Dropdown>
      </Popover>
      <RichTextEditor.Control
        aria-label={t('detailEditor.toolbar.unlink')}
        title={t('detailEditor.toolbar.unlink')}
        disabled={current === null}
        onClick={() => runCommand(editor, unsetLink)}
      >
        <IconLinkOff size={16} stroke={1.6} />
      </RichTextEditor.Control>
    </>
  );
}
