import { Button, Text } from '@mantine/core';
import { IconArrowLeft, IconHome, IconMapQuestion } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../app/paths';
import { StatusScreen } from '../../components/status-screen';
import { useGoBack } from '../../hooks/use-go-back';
import { useDocumentTitle } from '../../hooks/use-document-title';

export const NOT_FOUND_CODE = 404;

/** /error and every unknown path: '존재하지않는 페이지 입니다', an error code and a way back (spec §2). */
export function NotFoundScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.notFound.title'));
  const goBack = useGoBack();

  return (
    <StatusScreen
      fullPage
      testId="not-found"
      color="orange"
      icon={<IconMapQuestion size={34} />}
      code={NOT_FOUND_CODE}
      title={t('pages.notFound.title')}
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
      <Text size="sm" c="dimmed" data-testid="error-code">
        {t('pages.notFound.code', { code: NOT_FOUND_CODE })}
      </Text>
      <Text c="dimmed">{t('pages.notFound.body')}</Text>
    </StatusScreen>
  );
}
