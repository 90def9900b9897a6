import type { WorkSite } from '@sellerdesk/domain/api';
import {
  Button,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconDownload } from '@tabler/icons-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserCategorySummary } from '../../../hooks/api/categories';
import { useSubmitCollect, type CollectOutcome } from '../../../hooks/api/collect';
import { errorMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import {
  WORK_SITES,
  buildCollectRequests,
  countLines,
  parseCollectLines,
  remainingText,
  requestProblem,
} from '../collect-links';
import { CollectResult } from './collect-result';
import { LinkLinesPreview } from './link-lines-preview';

type CollectValues = {
  links: string;
  codeSite: WorkSite;
  count: number | string;
  groupName: string;
  memo: string;
  recollect: boolean;
  targetCategoryId: string | null;
};

/** How long a notification with left-out lines stays: long enough to read them. */
const REJECTED_NOTICE_MS = 8000;

/** Links in, one request per work list out; the result of the last submit stays below the form. */
export function CollectForm() {
  const { t } = useTranslation();
  const submit = useSubmitCollect();
  const userCategories = useUserCategorySummary();
  const [outcomes, setOutcomes] = useState<CollectOutcome[] | null>(null);
  const form = useForm<CollectValues>({
    mode: 'controlled',
    initialValues: {
      links: '',
      codeSite: WORK_SITES[0],
      count: 40,
      groupName: '',
      memo: '',
      recollect: false,
      targetCategoryId: null,
    },
  });
  const deferredLinks = useDeferredValue(form.values.links);
  const lines = useMemo(
    () => parseCollectLines(deferredLinks, form.values.codeSite),
    [deferredLinks, form.values.codeSite],
  );
  const counts = countLines(lines);
  const sendable = WORK_SITES.reduce((sum, site) => sum + counts[site], 0) + (counts.search ? 1 : 0);

  const report = (results: CollectOutcome[]) => {
    for (const outcome of results) {
      const site = t(`common.workSites.${outcome.site}`);
      if (outcome.ok) {
        const { workNumber, total, rejected } = outcome.answer;
        notify(t('collect.result.accepted', { workNumber, site, total }), {
          title: t('collect.result.acceptedTitle', { workNumber }),
          autoClose: rejected.length > 0 ? REJECTED_NOTICE_MS : undefined,
        });
      } else {
        notify(errorMessage(outcome.error), { type: 'error', title: t('collect.result.failed', { site }) });
      }
    }
  };

  const onSubmit = form.onSubmit((values) => {
    // Read the text as typed now, not the deferred copy the preview shows.
    const current = parseCollectLines(values.links, values.codeSite);
    const requests = buildCollectRequests(current, {
      count: Number(values.count),
      groupName: values.groupName,
      memo: values.memo,
      recollect: values.recollect,
      targetCategoryId: values.targetCategoryId,
    });
    if (requests.length === 0) {
      form.setFieldError('links', t('collect.form.noLines'));
      return;
    }
    for (const request of requests) {
      const problem = requestProblem(request);
      if (problem) {
        const message =
          problem.field === 'links'
            ? t('collect.form.requestProblem', {
                site: t(`common.workSites.${request.site}`),
                problem: problem.message,
              })
            : problem.message;
        form.setFieldError(problem.field, message);
        return;
      }
    }
    submit.mutate(requests, {
      onSuccess: (results) => {
        setOutcomes(results);
        report(results);
        const accepted = results.filter((result) => result.ok).map((result) => result.site);
        form.setFieldValue('links', remainingText(current, accepted));
      },
    });
  });

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} data-testid="collect-form">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Title order={2} fz="lg">
            {t('collect.form.title')}
          </Title>
          <Textarea
            label={t('collect.form.links')}
            description={t('collect.form.linksDescription')}
            placeholder={t('collect.form.linksPlaceholder')}
            autosize
            minRows={5}
            maxRows={12}
            spellCheck={false}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }}
            data-testid="collect-links"
            {...form.getInputProps('links')}
          />
          <LinkLinesPreview lines={lines} />
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('collect.form.codeSite')}
            </Text>
            <SegmentedControl
              data={WORK_SITES.map((site) => ({ value: site, label: t(`common.workSites.${site}`) }))}
              aria-label={t('collect.form.codeSite')}
              style={{ alignSelf: 'flex-start' }}
              {...form.getInputProps('codeSite')}
            />
            <Text size="xs" c="dimmed">
              {t('collect.form.codeSiteHint')}
            </Text>
          </Stack>
          {counts.search && (
            <NumberInput
              label={t('collect.form.count')}
              description={t('collect.form.countHint')}
              min={1}
              max={1000}
              allowDecimal={false}
              maw={240}
              data-testid="collect-count"
              {...form.getInputProps('count')}
            />
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('collect.form.groupName')}
              placeholder={t('collect.form.groupNamePlaceholder')}
              {...form.getInputProps('groupName')}
            />
            <TextInput
              label={t('collect.form.memo')}
              placeholder={t('collect.form.memoPlaceholder')}
              {...form.getInputProps('memo')}
            />
          </SimpleGrid>
          <Select
            label={t('collect.form.targetCategory')}
            placeholder={t('collect.form.targetCategoryPlaceholder')}
            description={userCategories.data?.total === 0 ? t('collect.form.targetCategoryEmpty') : undefined}
            data={(userCategories.data?.items ?? []).map((item) => ({
              value: item.categoryId,
              label: item.label,
            }))}
            searchable
            clearable
            data-testid="collect-target-category"
            {...form.getInputProps('targetCategoryId')}
          />
          <Switch
            label={t('collect.form.recollect')}
            description={t('collect.form.recollectHint')}
            {...form.getInputProps('recollect', { type: 'checkbox' })}
          />
          <Group justify="flex-end">
            <Button
              type="submit"
              leftSection={<IconDownload size={18} />}
              loading={submit.isPending}
              disabled={sendable === 0}
              data-testid="collect-submit"
            >
              {sendable > 0 ? t('collect.form.submitCount', { count: sendable }) : t('collect.form.submit')}
            </Button>
          </Group>
          {outcomes && <CollectResult outcomes={outcomes} onDismiss={() => setOutcomes(null)} />}
        </Stack>
      </form>
    </Paper>
  );
}
