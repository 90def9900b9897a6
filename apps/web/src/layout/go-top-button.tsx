import { ActionIcon, Affix, Transition } from '@mantine/core';
import { useWindowScroll } from '@mantine/hooks';
import { IconArrowUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useUiPreferences } from '../theme/use-ui-preferences';

/** Appears after scrolling down; returns to the top. Sits on the reading end's side (right, or left in RTL). */
export function GoTopButton({ raised = false }: { raised?: boolean }) {
  const { t } = useTranslation();
  const [scroll, scrollTo] = useWindowScroll();
  const { direction } = useUiPreferences();
  const bottom = raised ? 96 : 24;
  const position = direction === 'rtl' ? { bottom, left: 24 } : { bottom, right: 24 };

  return (
    <Affix position={position} zIndex={150}>
      <Transition transition="slide-up" mounted={scroll.y > 240}>
        {(styles) => (
          <ActionIcon
            style={styles}
            size={44}
            radius="xl"
            variant="filled"
            aria-label={t('layout.goTop')}
            data-testid="go-top"
            onClick={() => scrollTo({ y: 0 })}
          >
            <IconArrowUp size={20} />
          </ActionIcon>
        )}
      </Transition>
    </Affix>
  );
}
