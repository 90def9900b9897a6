import {
  Alert,
  Button,
  Group,
  Paper,
  PasswordInput,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconPlugConnected } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useKeywordApi, useNaverKeywords, useSaveKeywordApi } from '../../../hooks/api/keywords';
import { errorMessage } from '../../../lib/api-error';
import { formatShortDate } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { addTexts } from '../../../i18n';
import { keywords } from '../../../i18n/locales/ko/keywords';

addTexts({ keywords });

/**
 * 네이버 키워드 API (settings): the seller's Search Ad API customer id, access license and secret key.
 * The secret is never sent back: the field shows the masked one and stays blank unless replaced.
 */
export default function KeywordApiSection() {
  const { t } = useTranslation();
  const status = useKeywordApi();
  const save = useSaveKeywordApi();
  const probe = useNaverKeywords();
  const [customerId, setCustomerId] = useState('');
  const [accessLicense, setAccessLicense] = useState('');
  const [secretKey, setSecretKey] = useState('');

  useEffect(() => {
    if (status.data) {
      setCustomerId(status.data.customerId);
      setAccessLicense(status.data.accessLicense);
    }
  }, [status.data]);

  if (status.isPending) {
    return <Skeleton height={240} radius="md" />;
  }
  if (status.isError) {
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertCircle size={18} />}
        title={t('keywords.api.loadFailed')}
      >
        {errorMessage(status.error)}
      </Alert>
    );
  }
  const configured = status.data.configured;

  const onSave = () =>
    save.mutate(
      { customerId, accessLicense, secretKey },
      {
        onSuccess: () => {
          setSecretKey('');
          notify(t('keywords.api.saved'));
        },
        onError: (error) => notify(errorMessage(error), { type: 'error' }),
      },
    );
  const onTest = () =>
    probe.mutate([t('keywords.api.testHint')], {
      onSuccess: ({ keywords }) => notify(t('keywords.api.testOk', { count: keywords.length })),
      onError: (error) => notify(errorMessage(error), { type: 'error' }),
    });

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} data-testid="keyword-api-section">
      <Stack gap="md" maw={560}>
        <div>
          <Title order={3} size="h4">
            {t('keywords.api.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('keywords.api.description')}
          </Text>
        </div>
        <TextInput
          label={t('keywords.api.customerId')}
          value={customerId}
          onChange={(event) => setCustomerId(event.currentTarget.value)}
          inputMode="numeric"
          autoComplete="off"
          data-testid="keyword-api-customer"
        />
        <TextInput
          label={t('keywords.api.accessLicense')}
          value={accessLicense}
          onChange={(event) => setAccessLicense(event.currentTarget.value)}
          autoComplete="off"
          data-testid="keyword-api-license"
        />
        <PasswordInput
          label={t('keywords.api.secretKey')}
          description={
            configured
              ? t('keywords.api.secretKeyKeep', { masked: status.data.secretKeyMasked })
              : t('keywords.api.secretHint')
          }
          value={secretKey}
          onChange={(event) => setSecretKey(event.currentTarget.value)}
          autoComplete="new-password"
          data-testid="keyword-api-secret"
        />
        <Text size="xs" c="dimmed" data-testid="keyword-api-state">
          {configured && status.data.updatedAt
            ? t('keywords.api.updatedAt', { date: formatShortDate(status.data.updatedAt) })
            : t('keywords.api.notConfigured')}
        </Text>
        <Group gap="sm">
          <Button onClick={onSave} loading={save.isPending} data-testid="keyword-api-save">
            {t('keywords.api.save')}
          </Button>
          <Button
            variant="light"
            leftSection={<IconPlugConnected size={16} />}
            onClick={onTest}
            loading={probe.isPending}
            disabled={!configured}
            data-testid="keyword-api-test"
          >
            {t('keywords.api.test')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
