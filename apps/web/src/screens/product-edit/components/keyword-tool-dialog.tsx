import type { RelatedKeyword } from '@sellerdesk/domain/api';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Modal,
  ScrollArea,
  SegmentedControl,
  Stack,
  Table,
  TagsInput,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { IconAlertCircle, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../../app/paths';
import { useKeywordApi, useNaverKeywords, useSetTags } from '../../../hooks/api/keywords';
import { errorMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { addTag, formatSearchCount, parseHints } from '../keyword-tags';

const COMPETITION_COLORS = { low: 'teal', medium: 'yellow', high: 'red' } as const;

/**
 * The keyword tool for the selected products: type hints, see related keywords with monthly PC/mobile
 * searches and competition, pick tags (or type them) and apply them with SetTags.
 */
export function KeywordToolDialog({
  opened,
  onClose,
  productIds,
}: {
  opened: boolean;
  onClose: () => void;
  productIds: readonly string[];
}) {
  const { t } = useTranslation();
  const api = useKeywordApi();
  const lookup = useNaverKeywords();
  const setTags = useSetTags();
  const [line, setLine] = useState('');
  const [tags, setTagList] = useState<string[]>([]);
  const [mode, setMode] = useState<'replace' | 'append'>('replace');
  const keywords: RelatedKeyword[] = lookup.data?.keywords ?? [];
  const notConfigured = api.data?.configured === false;

  const onSearch = () => {
    const hints = parseHints(line);
    if (hints.length > 0) {
      lookup.mutate(hints);
    }
  };
  const onApply = () =>
    setTags.mutate(
      { ids: [...productIds], tags, mode },
      {
        onSuccess: ({ updated }) => {
          notify(t('keywords.tool.applied', { count: updated }));
          onClose();
        },
        onError: (error) => notify(errorMessage(error), { type: 'error' }),
      },
    );

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('keywords.tool.title')}
      size="xl"
      data-testid="keyword-tool-dialog"
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('keywords.tool.description', { count: productIds.length })}
        </Text>
        {notConfigured && (
          <Alert color="yellow" variant="light" icon={<IconAlertCircle size={18} />}>
            {t('keywords.tool.notConfigured')}{' '}
            <Anchor component={Link} to={`${PATHS.setting}?section=keyword-api`}>
              {t('keywords.tool.openSettings')}
            </Anchor>
          </Alert>
        )}
        <form
          onSubmit={(event) => {
            event.preventDefault();
            onSearch();
          }}
        >
          <Group gap="sm" align="flex-end">
            <TextInput
              style={{ flex: 1 }}
              label={t('keywords.tool.hintLabel')}
              placeholder={t('keywords.tool.hintPlaceholder')}
              value={line}
              onChange={(event) => setLine(event.currentTarget.value)}
              data-testid="keyword-hint"
            />
            <Button
              type="submit"
              leftSection={<IconSearch size={16} />}
              loading={lookup.isPending}
              disabled={notConfigured || parseHints(line).length === 0}
              data-testid="keyword-search"
            >
              {t('keywords.tool.search')}
            </Button>
          </Group>
        </form>
        {lookup.isError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
            {errorMessage(lookup.error)}
          </Alert>
        )}
        {lookup.isSuccess && keywords.length === 0 && <Text size="sm">{t('keywords.tool.noResult')}</Text>}
        {keywords.length > 0 && (
          <ScrollArea.Autosize mah={320}>
            <Table striped highlightOnHover data-testid="keyword-results">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('keywords.tool.keyword')}</Table.Th>
                  <Table.Th ta="end">{t('keywords.tool.pc')}</Table.Th>
                  <Table.Th ta="end">{t('keywords.tool.mobile')}</Table.Th>
                  <Table.Th>{t('keywords.tool.competition')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {keywords.map((row) => (
                  <Table.Tr key={row.keyword} data-testid="keyword-row">
                    <Table.Td>
                      <UnstyledButton
                        onClick={() => setTagList((current) => addTag(current, row.keyword))}
                        aria-label={t('keywords.tool.add', { keyword: row.keyword })}
                        data-testid="keyword-pick"
                      >
                        <Text size="sm" c="blue" fw={tags.includes(row.keyword) ? 700 : 500}>
                          {row.keyword}
                        </Text>
                      </UnstyledButton>
                    </Table.Td>
                    <Table.Td ta="end">
                      {formatSearchCount(row.monthlyPc, row.pcUnder10, t('keywords.tool.under10'))}
                    </Table.Td>
                    <Table.Td ta="end">
                      {formatSearchCount(row.monthlyMobile, row.mobileUnder10, t('keywords.tool.under10'))}
                    </Table.Td>
                    <Table.Td>
                      {row.competition && (
                        <Badge size="sm" variant="light" color={COMPETITION_COLORS[row.competition]}>
                          {t(`keywords.tool.competitionLevels.${row.competition}`)}
                        </Badge>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
        )}
        <TagsInput
          label={t('keywords.tool.tagsLabel')}
          description={t('keywords.tool.tagsHint')}
          placeholder={t('keywords.tool.tagsPlaceholder')}
          value={tags}
          onChange={setTagList}
          clearable
          data-testid="keyword-tags"
        />
        <Group justify="space-between">
          <SegmentedControl
            size="xs"
            value={mode}
            onChange={(value) => setMode(value as 'replace' | 'append')}
            data={[
              { value: 'replace', label: t('keywords.tool.mode.replace') },
              { value: 'append', label: t('keywords.tool.mode.append') },
            ]}
          />
          <Button
            onClick={onApply}
            loading={setTags.isPending}
            disabled={productIds.length === 0 || (mode === 'append' && tags.length === 0)}
            data-testid="keyword-apply"
          >
            {t('keywords.tool.apply')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
