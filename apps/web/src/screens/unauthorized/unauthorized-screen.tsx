import { Button, Text } from '@mantine/core';
import { IconArrowLeft, IconHome, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../app/paths';
import { StatusScreen } from '../../components/status-screen';
import { useGoBack } from '../../hooks/use-go-back';
import { useDocumentTitle } from '../../hooks/use-document-title';

/** Where route role lists send users whose role is not on the list (spec §2). */
export function UnauthorizedScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.unauthorized.title'));
  const goBack = useGoBack();
  return (
    <StatusScreen
      fullPage
      testId="unauthorized"
      color="red"
      icon={<IconLock size={32} />}
      code={403}
      title={t('pages.unauthorized.title')}
      actions={
        <>
          <Button leftSection={<IconArrowLeft size={16} />} onClick={goBack}>
            {t('common.actions.goBack')}
          </Button>
          <Button component={Link} to={PATHS.start} variant="default" leftSection={<IconHome size={16} />}>
            {t('common.actions.goHome')}
          </Button>
        </>
      }
    >
      <Text>{t('pages.unauthorized.body')}</Text>
      <Text c="dimmed" size="sm">
        {t('pages.unauthorized.korean')}
      </Text>
    </StatusScreen>
  );
}
