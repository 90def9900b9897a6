import { IMAGE_LIBRARY_TYPES, validateImageFile, type ImageLibraryType } from '@sellerdesk/domain';
import {
  Alert,
  Button,
  FileButton,
  Group,
  Loader,
  Paper,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { StoredImage } from '../../../components/stored-image';
import { errorMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { formatBytes } from './usage-figures';
import { useImageUsage, useRecentImages, useResetImages, useUploadImages } from '../../../hooks/api/images';
import { addTexts } from '../../../i18n';
import { imageStorage } from '../../../i18n/locales/ko/image-storage';

addTexts({ imageStorage });

/** The chart is its own chunk: the section's figures show before it arrives. */
const UsageChart = lazy(() => import('./usage-chart'));

const CHART_DAYS = 30;

/**
 * 이미지 저장소 (settings): how much the seller's uploaded images take, by type and over the last 30 days,
 * an upload button, the newest images, and a reset per type behind a confirmation.
 */
export default function ImageStorageSection() {
  const { t } = useTranslation();
  const usage = useImageUsage(CHART_DAYS);
  const [uploadType, setUploadType] = useState<ImageLibraryType>('edit');
  const recent = useRecentImages(null);
  const upload = useUploadImages();
  const reset = useResetImages();
  const [resetType, setResetType] = useState<ImageLibraryType | null>(null);
  const [confirming, confirm] = useDisclosure(false);
  const [refusals, setRefusals] = useState<string[]>([]);

  const typeLabel = (type: ImageLibraryType) => t(`imageStorage.types.${type}`);
  const usageOf = (type: ImageLibraryType) =>
    usage.data?.byType.find((row) => row.type === type) ?? { type, count: 0, bytes: 0 };

  const onFiles = (files: File[]) => {
    // The same rule the server applies by the bytes, checked here by name and size to answer at once.
    const problems: string[] = [];
    const accepted = files.filter((file) => {
      const check = validateImageFile({ name: file.name, size: file.size, type: file.type });
      if (!check.valid) {
        problems.push(t('imageStorage.upload.refused', { name: file.name, reason: check.reason }));
      }
      return check.valid;
    });
    setRefusals(problems);
    if (accepted.length === 0) {
      return;
    }
    upload.mutate(
      { type: uploadType, files: accepted },
      {
        onSuccess: (answer) => notify(t('imageStorage.upload.done', { count: answer.images.length })),
        onError: (error) => setRefusals([...problems, errorMessage(error)]),
      },
    );
  };

  const askReset = (type: ImageLibraryType) => {
    setResetType(type);
    confirm.open();
  };
  const runReset = () => {
    if (!resetType) {
      return;
    }
    reset.mutate(resetType, {
      onSuccess: (answer) => {
        confirm.close();
        notify(t('imageStorage.reset.done', { type: typeLabel(answer.type), count: answer.removed }));
      },
      onError: (error) => notify(errorMessage(error), { type: 'error' }),
    });
  };
  const pending = resetType ? usageOf(resetType) : null;

  return (
    <Paper withBorder p="lg" radius="md" data-testid="image-storage-section">
      <Stack gap="lg">
        <div>
          <Title order={3}>{t('imageStorage.title')}</Title>
          <Text size="sm" c="dimmed" mt={4}>
            {t('imageStorage.description')}
          </Text>
        </div>

        {usage.isError && <Alert color="red">{t('imageStorage.loadFailed')}</Alert>}

        <Group gap="xl" data-testid="image-storage-totals">
          {usage.data ? (
            <>
              <Text fw={700} size="xl">
                {t('imageStorage.totals.bytes', { size: formatBytes(usage.data.totalBytes) })}
              </Text>
              <Text c="dimmed">{t('imageStorage.totals.count', { count: usage.data.totalCount })}</Text>
            </>
          ) : (
            <Skeleton h={28} w={240} />
          )}
        </Group>

        <div>
          <Text fw={600} size="sm" mb="xs">
            {t('imageStorage.chart.title', { days: CHART_DAYS })}
          </Text>
          {usage.data ? (
            <Suspense fallback={<Skeleton h={200} aria-label={t('imageStorage.chart.loading')} />}>
              <UsageChart days={usage.data.days} />
            </Suspense>
          ) : (
            <Skeleton h={200} />
          )}
        </div>

        <Table verticalSpacing="xs" data-testid="image-storage-types">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('imageStorage.table.type')}</Table.Th>
              <Table.Th ta="right">{t('imageStorage.table.count')}</Table.Th>
              <Table.Th ta="right">{t('imageStorage.table.bytes')}</Table.Th>
              <Table.Th ta="right">{t('imageStorage.table.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {IMAGE_LIBRARY_TYPES.map((type) => {
              const row = usageOf(type);
              return (
                <Table.Tr key={type} data-testid={`image-type-${type}`}>
                  <Table.Td>{typeLabel(type)}</Table.Td>
                  <Table.Td ta="right">{row.count}</Table.Td>
                  <Table.Td ta="right">{formatBytes(row.bytes)}</Table.Td>
                  <Table.Td ta="right">
                    <Button
                      size="xs"
                      variant="light"
                      color="red"
                      leftSection={<IconTrash size={14} />}
                      disabled={row.count === 0}
                      onClick={() => askReset(type)}
                      data-testid={`reset-${type}`}
                    >
                      {t('imageStorage.reset.button')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>

        <Group align="flex-end" gap="sm">
          <Select
            label={t('imageStorage.upload.type')}
            data={IMAGE_LIBRARY_TYPES.map((type) => ({ value: type, label: typeLabel(type) }))}
            value={uploadType}
            onChange={(value) => value && setUploadType(value as ImageLibraryType)}
            allowDeselect={false}
            w={180}
          />
          <FileButton onChange={onFiles} accept="image/jpeg,image/png,.jpg,.jpeg,.png" multiple>
            {(props) => (
              <Button
                {...props}
                leftSection={<IconUpload size={16} />}
                loading={upload.isPending}
                data-testid="image-upload"
              >
                {t('imageStorage.upload.button')}
              </Button>
            )}
          </FileButton>
          <Text size="xs" c="dimmed">
            {t('imageStorage.upload.hint')}
          </Text>
        </Group>
        {refusals.length > 0 && (
          <Alert color="red" withCloseButton onClose={() => setRefusals([])} data-testid="image-upload-error">
            {refusals.map((message) => (
              <Text key={message} size="sm">
                {message}
              </Text>
            ))}
          </Alert>
        )}

        <div>
          <Text fw={600} size="sm" mb="xs">
            {t('imageStorage.recent.title')}
          </Text>
          {recent.isPending ? (
            <Loader size="sm" />
          ) : recent.data && recent.data.items.length > 0 ? (
            <SimpleGrid cols={{ base: 4, sm: 6, md: 8 }} spacing="xs" data-testid="image-recent">
              {recent.data.items.map((image) => (
                <StoredImage
                  key={image.id}
                  src={image.url}
                  alt={`${image.fileName || typeLabel(image.type)} · ${image.width}×${image.height} · ${formatBytes(image.bytes)}`}
                  size={72}
                />
              ))}
            </SimpleGrid>
          ) : (
            <Text size="sm" c="dimmed">
              {t('imageStorage.recent.empty')}
            </Text>
          )}
        </div>
      </Stack>

      <ConfirmDialog
        opened={confirming}
        onClose={confirm.close}
        title={resetType ? t('imageStorage.reset.title', { type: typeLabel(resetType) }) : ''}
        confirmLabel={t('imageStorage.reset.confirm')}
        onConfirm={runReset}
        loading={reset.isPending}
        testId="image-reset-dialog"
      >
        {resetType && pending
          ? t('imageStorage.reset.message', {
              type: typeLabel(resetType),
              count: pending.count,
              size: formatBytes(pending.bytes),
            })
          : null}
      </ConfirmDialog>
    </Paper>
  );
}
