import { Alert, Button, Group, Loader, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconDeviceFloppy } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailEditor } from '../../../components/detail-editor';
import {
  useDetailPageConfig,
  useSetDetailPage,
  type DetailPageTemplate,
} from '../../../hooks/api/detail-page';
import { useUploadImages } from '../../../hooks/api/images';
import { errorMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';

/**
 * 상세페이지 템플릿 (spec §3 detailHtmlModel): HTML above and below every detail page, each with its
 * switch, edited with the same editor as the product page and saved with SetDetailPage. It is shown
 * around the page in the editor and added at upload time, never written into a product.
 */
export default function DetailPageSection() {
  const { t } = useTranslation();
  const config = useDetailPageConfig();
  const save = useSetDetailPage();
  const upload = useUploadImages();
  const [draft, setDraft] = useState<DetailPageTemplate | null>(null);

  useEffect(() => {
    if (config.data && draft === null) {
      const { usableTop, usableBottom, top, bottom } = config.data;
      setDraft({ usableTop, usableBottom, top, bottom });
    }
  }, [config.data, draft]);

  const uploadImage = useCallback(
    async (file: File) => {
      const { images } = await upload.mutateAsync({ type: 'edit', files: [file] });
      const url = images[0]?.url;
      if (!url) {
        throw new Error('upload answered no image');
      }
      return url;
    },
    [upload],
  );

  if (config.isError) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
        {errorMessage(config.error)}
      </Alert>
    );
  }
  if (!draft) {
    return <Loader size="sm" />;
  }
  const set = (change: Partial<DetailPageTemplate>) => setDraft({ ...draft, ...change });
  const onSave = () =>
    save.mutate(draft, {
      onSuccess: (saved) => {
        setDraft({
          usableTop: saved.usableTop,
          usableBottom: saved.usableBottom,
          top: saved.top,
          bottom: saved.bottom,
        });
        notify(t('setting.detailPage.saved'));
      },
      onError: (error) => notify(errorMessage(error), { type: 'error', autoClose: 5000 }),
    });

  const part = (which: 'top' | 'bottom') => {
    const usable = which === 'top' ? 'usableTop' : 'usableBottom';
    return (
      <Paper withBorder p="md" data-testid={`detail-page-${which}`}>
        <Stack gap="sm">
          <Group justify="space-between">
            <Title order={3} fz="md">
              {t(`setting.detailPage.${which}`)}
            </Title>
            <Switch
              checked={draft[usable]}
              onChange={(event) => set({ [usable]: event.currentTarget.checked })}
              label={t('setting.detailPage.use')}
            />
          </Group>
          <DetailEditor
            value={draft[which]}
            onChange={(html) => setDraft((current) => (current ? { ...current, [which]: html } : current))}
            uploadImage={uploadImage}
            height={320}
          />
        </Stack>
      </Paper>
    );
  };

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('setting.detailPage.hint')}
      </Text>
      {part('top')}
      {part('bottom')}
      <Group justify="flex-end">
        <Button
          leftSection={<IconDeviceFloppy size={16} />}
          loading={save.isPending}
          onClick={onSave}
          data-testid="detail-page-save"
        >
          {t('setting.detailPage.save')}
        </Button>
      </Group>
    </Stack>
  );
}
