import { Button, Container, Group, Paper, Text, Title } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { BrandLogo } from '../../components/brand-logo';
import { ComingSoonPanel } from '../../components/coming-soon';
import { getMenuItem } from '../../layout/menu-items';
import { useDocumentTitle } from '../../hooks/use-document-title';

/**
 * /editor: the detail-page editor popup (opened at 1245×800 from product editing with `productNumber` and
 * `site`). "준비 중" until product editing arrives; it already shows which product it was opened for.
 */
export function EditorScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.comingSoon.screens.editor.title'));
  const [params] = useSearchParams();
  const productNumber = params.get('productNumber');
  const site = params.get('site');

  return (
    <Container size="lg" py="lg">
      <Group justify="space-between" mb="lg">
        <Group gap="md">
          <BrandLogo compact />
          <div>
            <Title order={1} fz={22}>
              {t('pages.comingSoon.screens.editor.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {productNumber && site
                ? t('pages.editor.product', { productNumber, site })
                : t('pages.editor.noProduct')}
            </Text>
          </div>
        </Group>
        <Button variant="default" leftSection={<IconX size={16} />} onClick={() => window.close()}>
          {t('pages.editor.closeWindow')}
        </Button>
      </Group>
      <Paper p={0}>
        <ComingSoonPanel
          screen="editor"
          icon={getMenuItem('productEdit').icon}
          actions={
            <Button variant="light" onClick={() => window.close()}>
              {t('pages.editor.closeWindow')}
            </Button>
          }
        />
      </Paper>
    </Container>
  );
}
