import { ActionIcon, Badge, Button, Group, Stack, Table, Text, TextInput, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { RangeProblem } from '@sellerdesk/domain';
import { addRow, moveRow, removeRow, updateRow, type OperationForm, type PriceForm } from '../price-form';
import { OperationFields } from './operation-fields';

/** The detail mode's ranges: add, remove and reorder rows; problems and losses marked per row. */
export function RangeTable({
  form,
  onChange,
  problems,
  lossRows,
}: {
  form: PriceForm;
  onChange: (form: PriceForm) => void;
  problems: Map<number, RangeProblem>;
  lossRows: number[];
}) {
  const { t } = useTranslation();
  const lossBadge = (index: number) =>
    lossRows.includes(index) ? (
      <Badge color="red" variant="light" size="sm" data-testid={`range-loss-${index}`}>
        {t('setting.price.table.loss')}
      </Badge>
    ) : null;
  return (
    <>
      <Table.ScrollContainer minWidth={680}>
        <Table verticalSpacing="xs" data-testid="range-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('setting.price.table.start')}</Table.Th>
              <Table.Th>{t('setting.price.table.end')}</Table.Th>
              <Table.Th>
                {t('setting.price.main')} / {t('setting.price.sub')}
              </Table.Th>
              <Table.Th>{t('setting.price.table.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {form.rows.map((row, index) => {
              const problem = problems.get(index);
              const error = problem ? t(`setting.price.problems.${problem}`) : undefined;
              return (
                <Table.Tr key={row.key} data-testid={`range-row-${index}`}>
                  <Table.Td>
                    <Stack gap={4} align="flex-start">
                      <TextInput
                        aria-label={`${index + 1} ${t('setting.price.table.start')}`}
                        size="xs"
                        w={96}
                        inputMode="numeric"
                        value={row.startRange}
                        error={error}
                        onChange={(event) =>
                          onChange(updateRow(form, index, { startRange: event.currentTarget.value }))
                        }
                        data-testid={`range-start-${index}`}
                      />
                      {lossBadge(index)}
                    </Stack>
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      aria-label={`${index + 1} ${t('setting.price.table.end')}`}
                      size="xs"
                      w={96}
                      inputMode="numeric"
                      value={row.endRange}
                      error={Boolean(error)}
                      onChange={(event) =>
                        onChange(updateRow(form, index, { endRange: event.currentTarget.value }))
                      }
                      data-testid={`range-end-${index}`}
                    />
                  </Table.Td>
                  <Table.Td>
                    <OperationFields
                      compact
                      value={row}
                      onChange={(change: Partial<OperationForm>) => onChange(updateRow(form, index, change))}
                      testId={`range-${index}`}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Group gap={2} wrap="nowrap">
                      <Tooltip label={t('setting.price.table.up')}>
                        <ActionIcon
                          variant="subtle"
                          aria-label={t('setting.price.table.up')}
                          disabled={index === 0}
                          onClick={() => onChange(moveRow(form, index, -1))}
                        >
                          <IconArrowUp size={16} />
                        </ActionIcon>
                      </Tooltip>
                      <Tooltip label={t('setting.price.table.down')}>
                        <ActionIcon
                          variant="subtle"
                          aria-label={t('setting.price.table.down')}
                          disabled={index === form.rows.length - 1}
                          onClick={() => onChange(moveRow(form, index, 1))}
                        >
                          <IconArrowDown size={16} />
                        </ActionIcon>
                      </Tooltip>
                      <Tooltip label={t('setting.price.table.remove')}>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t('setting.price.table.remove')}
                          onClick={() => onChange(removeRow(form, index))}
                          data-testid={`range-remove-${index}`}
                        >
                          <IconTrash size={16} />
                        </ActionIcon>
                      </Tooltip>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
            <Table.Tr data-testid="range-row-rest">
              <Table.Td colSpan={2}>
                <Text size="sm" fw={600}>
                  {t('setting.price.table.rest')}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('setting.price.table.restHint')}
                </Text>
                {lossBadge(form.rows.length)}
              </Table.Td>
              <Table.Td colSpan={2}>
                <OperationFields
                  compact
                  value={form.rest}
                  onChange={(change) => onChange({ ...form, rest: { ...form.rest, ...change } })}
                  testId="range-rest"
                />
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Button
        variant="light"
        size="xs"
        leftSection={<IconPlus size={14} />}
        onClick={() => onChange(addRow(form))}
        data-testid="range-add"
        w="fit-content"
      >
        {t('setting.price.table.add')}
      </Button>
    </>
  );
}
