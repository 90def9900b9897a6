import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { useUser } from '../../hooks/api/auth';
import { OverviewCards } from './components/overview-cards';
import { WorkflowSteps } from './components/workflow-steps';
import { useDocumentTitle } from '../../hooks/use-document-title';

/** /app/grit/start: greeting with name and plan, e-mail status, and the workflow with links. */
export function StartScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.titles.start'));
  const user = useUser();
  if (!user) {
    return null;
  }
  return (
    <Stack gap="xl" data-testid="start-screen">
      <PageHeader mb={0} title={t('start.greeting', { name: user.name })} description={t('start.subtitle')} />
      <OverviewCards user={user} />
      <WorkflowSteps />
    </Stack>
  );
}
