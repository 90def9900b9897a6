import { ROUND_DIGITS, formatWon, roundUnit, type Market, type PriceSettings } from '@sellerdesk/domain';
import {
  Alert,
  Button,
  Divider,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePriceSettings, useSavePriceSettings } from '../../../hooks/api/pricing';
import { errorMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { ExchangeFields } from './components/exchange-fields';
import { MarginFields } from './components/margin-fields';
import { OperationFields } from './components/operation-fields';
import { PricePreviewPanel } from './components/price-preview-panel';
import { RangeTable } from './components/range-table';
import { RepriceCard } from './components/reprice-card';
import { formFromSettings, formToPayload, previewForm, type PriceForm } from './price-form';

/** 가격 설정: loads the saved settings, then edits them with a live preview. */
export function PriceSection() {
  const { t } = useTranslation();
  const settings = usePriceSettings();
  if (settings.isPending) {
    return <Loader size="sm" />;
  }
  if (!settings.data) {
    return (
      <Alert color="red" variant="light">
        {errorMessage(settings.error, t('setting.price.loadFailed'))}
      </Alert>
    );
  }
  return (
    <PriceSettingsEditor
      key={settings.data.updatedAt ?? 'defaults'}
      saved={settings.data}
      savedOnce={settings.data.saved}
    />
  );
}

function PriceSettingsEditor({ saved, savedOnce }: { saved: PriceSettings; savedOnce: boolean }) {
  const { t } = useTranslation();
  const initial = useMemo(() => formFromSettings(saved), [saved]);
  const [form, setForm] = useState<PriceForm>(initial);
  const [market, setMarket] = useState<Market>('SmartStore');
  const save = useSavePriceSettings();
  const preview = useMemo(() => previewForm(form, market), [form, market]);
  const dirty = JSON.stringify(formToPayload(form)) !== JSON.stringify(formToPayload(initial));
  const blocked = preview.error !== null || preview.problems.size > 0;

  // mutateAsync: the saved answer remounts this editor (its key is the save time), which would drop
  // mutate()'s per-call callbacks.
  const submit = () =>
    save.mutateAsync(formToPayload(form)).then(
      () => notify(t('setting.price.saved')),
      (error: unknown) => notify(errorMessage(error), { type: 'error', autoClose: 5000 }),
    );

  return (
    <Stack gap="lg" data-testid="price-section">
      {!savedOnce && (
        <Alert variant="light" data-testid="price-defaults-note">
          {t('setting.price.notSavedYet')}
        </Alert>
      )}
      <Paper withBorder p="lg">
        <Stack gap="md">
          <Group justify="space-between">
            <Title order={3} fz="lg">
              {t('setting.price.modeLabel')}
            </Title>
            <SegmentedControl
              value={form.usableDetail ? 'detail' : 'simple'}
              onChange={(mode) => setForm({ ...form, usableDetail: mode === 'detail' })}
              data={[
                { value: 'simple', label: t('setting.price.modes.simple') },
                { value: 'detail', label: t('setting.price.modes.detail') },
              ]}
              data-testid="price-mode"
            />
          </Group>
          <Text size="sm" c="dimmed">
            {form.usableDetail ? t('setting.price.detailHint') : t('setting.price.simpleHint')}
          </Text>
          {form.usableDetail ? (
            <RangeTable
              form={form}
              onChange={setForm}
              problems={preview.problems}
              lossRows={preview.lossRows}
            />
          ) : (
            <OperationFields
              value={form.simple}
              onChange={(change) => setForm({ ...form, simple: { ...form.simple, ...change } })}
              testId="simple"
            />
          )}
          <Divider />
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('setting.price.round.label')}
            </Text>
            <Text size="xs" c="dimmed">
              {t('setting.price.round.hint')}
            </Text>
            <SegmentedControl
              value={String(form.digit)}
              onChange={(digit) => setForm({ ...form, digit: Number(digit) as PriceForm['digit'] })}
              data={ROUND_DIGITS.map((digit) => ({
                value: String(digit),
                label: t('setting.price.round.digit', { unit: formatWon(roundUnit(digit)) }),
              }))}
              w="fit-content"
              data-testid="round-digit"
            />
          </Stack>
          <Divider />
          <Title order={4} fz="md">
            {t('setting.price.exchange.title')}
          </Title>
          <ExchangeFields
            currency={form.currency}
            value={form.exchangeBase}
            onChange={(exchangeBase) => setForm({ ...form, exchangeBase })}
          />
          <Divider />
          <Title order={4} fz="md">
            {t('setting.price.margin.title')}
          </Title>
          <MarginFields
            shippingPerItem={form.shippingPerItem}
            commissions={form.commissions}
            onShipping={(shippingPerItem) => setForm({ ...form, shippingPerItem })}
            onCommission={(code, value) =>
              setForm({ ...form, commissions: { ...form.commissions, [code]: value } })
            }
          />
          <Group justify="flex-end">
            <Button
              leftSection={<IconDeviceFloppy size={16} />}
              onClick={() => void submit()}
              loading={save.isPending}
              disabled={blocked}
              data-testid="price-save"
            >
              {t('setting.price.save')}
            </Button>
          </Group>
        </Stack>
      </Paper>
      <PricePreviewPanel preview={preview} currency={form.currency} market={market} onMarket={setMarket} />
      <RepriceCard dirty={dirty} />
    </Stack>
  );
}
