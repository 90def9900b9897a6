import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Names the browser tab after the screen: "상품 수집 · 셀러데스크". Every screen calls it with its own
 * (translated) title; leaving the screen puts the app name back.
 */
export function useDocumentTitle(title: string | null | undefined): void {
  const { t } = useTranslation();
  const appName = t('common.appName');
  const full = title ? t('common.documentTitle', { title }) : appName;
  useEffect(() => {
    document.title = full;
    return () => {
      document.title = appName;
    };
  }, [full, appName]);
}
