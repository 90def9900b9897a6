import { Button, Divider, Group, NumberInput, Popover, SimpleGrid, Stack, Text } from '@mantine/core';
import { RichTextEditor } from '@mantine/tiptap';
import { IconTable } from '@tabler/icons-react';
import type { Editor } from '@tiptap/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { insertTable, tableCommands, type TableCommandName } from '../commands/table';
import { runCommand } from './run-command';

const ACTIONS: TableCommandName[] = [
  'addRowBefore',
  'addRowAfter',
  'addColumnBefore',
  'addColumnAfter',
  'deleteRow',
  'deleteColumn',
  'mergeCells',
  'splitCell',
  'deleteTable',
];

export function TableControl({
  editor,
  inTable,
  enabled,
}: {
  editor: Editor;
  inTable: boolean;
  enabled: Record<TableCommandName, boolean>;
}) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [rows, setRows] = useState<number>(3);
  const [cols, setCols] = useState<number>(3);

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-start" withArrow shadow="md">
      <Popover.Target>
        <RichTextEditor.Control
          aria-label={t('detailEditor.toolbar.table')}
          title={t('detailEditor.toolbar.table')}
          active={inTable}
          onClick={() => setOpened((o) => !o)}
          data-testid="detail-editor-table"
        >
          <IconTable size={16} stroke={1.6} />
        </RichTextEditor.Control>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" w={280}>
          <Text size="sm" fw={600}>
            {t('detailEditor.table.insert')}
          </Text>
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <NumberInput
              size="xs"
              label={t('detailEditor.table.rows')}
              min={1}
              max={50}
              value={rows}
              onChange={(value) => setRows(typeof value === 'number' ? value : 1)}
              clampBehavior="strict"
              allowDecimal={false}
            />
            <NumberInput
              size="xs"
              label={t('detailEditor.table.cols')}
              min={1}
              max={20}
              value={cols}
              onChange={(value) => setCols(typeof value === 'number' ? value : 1)}
              clampBehavior="strict"
              allowDecimal={false}
            />
            <Button
              size="xs"
              onClick={() => {
                runCommand(editor, insertTable(rows, cols));
                setOpened(false);
              }}
            >
              {t('detailEditor.table.insertConfirm')}
            </Button>
          </Group>
          <Divider />
          <Text size="sm" fw={600}>
            {t('detailEditor.table.editTitle')}
          </Text>
          {!inTable && (
            <Text size="xs" c="dimmed">
              {t('detailEditor.table.notInTable')}
            </Text>
          )}
          <SimpleGrid cols={2} spacing={6}>
            {ACTIONS.map((action) => (
              <Button
                key={action}
                size="xs"
                variant={action === 'deleteTable' ? 'light' : 'default'}
                color={action === 'deleteTable' ? 'red' : undefined}
                disabled={!enabled[action]}
                onClick={() => runCommand(editor, tableCommands[action])}
              >
                {t(`detailEditor.table.actions.${action}`)}
              </Button>
            ))}
          </SimpleGrid>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
