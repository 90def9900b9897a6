import { Drawer } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SideMenu } from './side-menu';

/** The side menu as a drawer, for screens narrower than 1440px (the burger in the header opens it). */
export function MenuDrawer({
  opened,
  onClose,
  fullScreen,
}: {
  opened: boolean;
  onClose: () => void;
  fullScreen: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      size={fullScreen ? '100%' : 300}
      padding={0}
      title={t('common.appName')}
      styles={{
        header: { paddingInline: 'var(--mantine-spacing-md)' },
        body: { height: 'calc(100% - 60px)' },
      }}
      data-testid="menu-drawer"
    >
      <SideMenu variant="full" onNavigate={onClose} />
    </Drawer>
  );
}
