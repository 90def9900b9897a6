import { Alert, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { IconCloudUpload, IconListCheck } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import {
  useCheckUpload,
  useStartUpload,
  type CheckUploadResult,
  type HeldBackPair,
  type UploadTargetInput,
} from '../../hooks/api/upload';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { addTexts } from '../../i18n';
import { upload } from '../../i18n/locales/ko/upload';
import { errorMessage } from '../../lib/api-error';
import { notify } from '../../lib/notify';
import { CheckPanel } from './components/check-panel';
import { ProductPicker } from './components/product-picker';
import { TargetPicker, type TargetForm } from './components/target-picker';
import { UploadWorks } from './components/upload-works';

addTexts({ upload });

/** The work request's markets: each account with its saved template and the category it was given. */
function targetsOf(forms: Readonly<Record<string, TargetForm>>): UploadTargetInput[] {
  return Object.entries(forms).flatMap(([accountId, form]) =>
    form.templateName
      ? [
          {
            market: form.market,
            accountId,
            templateName: form.templateName,
            ...(form.categoryId ? { categoryId: form.categoryId } : {}),
          },
        ]
      : [],
  );
}

/**
 * The product × account pairs the check found blocked, each with its reasons and fixes: the work keeps
 * them as skipped items saying why. An account the check could not use (template, keys) holds back all of
 * its pairs.
 */
function heldBackPairs(result: CheckUploadResult, productIds: readonly string[]): HeldBackPair[] {
  const pairs = new Map<string, HeldBackPair>();
  for (const problem of result.accountProblems) {
    for (const productId of productIds) {
      const reason = `${problem.message} → ${problem.fix}`;
      const key = `${productId}|${problem.accountId}`;
      const earlier = pairs.get(key);
      pairs.set(key, {
        productId,
        accountId: problem.accountId,
        reason: earlier ? `${earlier.reason}\n${reason}` : reason,
      });
    }
  }
  for (const entry of result.results) {
    const errors = entry.problems.filter((problem) => problem.severity === 'error');
    const key = `${entry.productId}|${entry.accountId}`;
    if (errors.length > 0 && !pairs.has(key)) {
      pairs.set(key, {
        productId: entry.productId,
        accountId: entry.accountId,
        reason: errors.map((problem) => `${problem.message} → ${problem.fix}`).join('\n'),
      });
    }
  }
  return [...pairs.values()].map((pair) => ({ ...pair, reason: pair.reason.slice(0, 2000) }));
}

/**
 * /app/product/upload: choose products (the catalogue's selection arrives as `?ids=`), accounts and
 * templates; the pre-upload check lists every problem with its fix; the upload then runs as a work with
 * progress per market and each item's market product number or reason. Pairs the check blocked are held
 * back (listed with their reasons and fixes, kept in the work as skipped) and every other pair goes.
 */
export function ProductUploadScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('upload.title'));
  const [params] = useSearchParams();
  const fromCatalogue = useMemo(
    () => (params.get('ids') ?? '').split(',').filter((id) => /^[0-9a-f-]{36}$/i.test(id)),
    [params],
  );
  const [selected, setSelected] = useState<Set<string>>(() => new Set(fromCatalogue));
  const [targets, setTargets] = useState<Record<string, TargetForm>>({});
  const [result, setResult] = useState<{ key: string; value: CheckUploadResult } | null>(null);
  const check = useCheckUpload();
  const start = useStartUpload();
  const body = { productIds: [...selected], markets: targetsOf(targets) };
  const key = JSON.stringify(body);
  const current = result?.key === key ? result.value : null;
  const held = current ? heldBackPairs(current, body.productIds) : [];
  // Every product × account pair but the held-back ones goes: a product blocked on one market still
  // goes to the others.
  const uploadCount = body.productIds.length * body.markets.length - held.length;
  const labels = Object.fromEntries(Object.entries(targets).map(([id, form]) => [id, form.label]));
  // Every chosen account needs one of its market's saved templates.
  const ready =
    selected.size > 0 && body.markets.length > 0 && body.markets.length === Object.keys(targets).length;

  const runCheck = () =>
    check.mutate(body, {
      onSuccess: (value) => setResult({ key, value }),
      onError: (error) => notify(errorMessage(error), { type: 'error' }),
    });
  const runUpload = () =>
    start.mutate(
      { productIds: body.productIds, markets: body.markets, skip: held },
      {
        onSuccess: (work) => {
          notify(
            work.skipped > 0
              ? t('upload.start.startedHeld', {
                  workNumber: work.workNumber,
                  total: work.queued,
                  held: work.skipped,
                })
              : t('upload.start.started', { workNumber: work.workNumber, total: work.queued }),
          );
          setResult(null);
        },
        onError: (error) => notify(errorMessage(error), { type: 'error' }),
      },
    );

  return (
    <Stack gap="lg" data-testid="upload-screen">
      <PageHeader mb={0} title={t('upload.title')} description={t('upload.description')} />
      {fromCatalogue.length > 0 ? (
        <Alert color="blue">{t('upload.products.fromCatalogue', { count: fromCatalogue.length })}</Alert>
      ) : null}
      <ProductPicker selected={selected} onChange={setSelected} />
      <TargetPicker targets={targets} onChange={setTargets} />
      <Paper withBorder p="md">
        <Stack gap="sm">
          <Title order={4}>{t('upload.check.title')}</Title>
          <Group>
            <Button
              data-testid="upload-check-button"
              leftSection={<IconListCheck size={16} />}
              onClick={runCheck}
              loading={check.isPending}
              disabled={!ready}
              variant={current ? 'default' : 'filled'}
            >
              {current ? t('upload.check.again') : t('upload.check.run')}
            </Button>
            <Button
              data-testid="upload-start-button"
              leftSection={<IconCloudUpload size={16} />}
              onClick={runUpload}
              loading={start.isPending}
              disabled={!current || uploadCount <= 0}
              color="teal"
            >
              {t('upload.start.button', { count: Math.max(uploadCount, 0) })}
            </Button>
          </Group>
          {body.markets.length < Object.keys(targets).length ? (
            <Alert color="yellow" data-testid="upload-need-template">
              {t('upload.targets.needTemplate')}
            </Alert>
          ) : null}
          {!current && ready ? <Alert color="gray">{t('upload.check.needCheck')}</Alert> : null}
          {current && held.length > 0 ? (
            <Alert color="yellow" data-testid="upload-held-back">
              {t('upload.start.excluded', { count: held.length, upload: Math.max(uploadCount, 0) })}
            </Alert>
          ) : null}
          {current ? <CheckPanel result={current} accountLabels={labels} /> : null}
        </Stack>
      </Paper>
      <UploadWorks />
    </Stack>
  );
}
