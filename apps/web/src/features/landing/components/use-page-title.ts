import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Names the document after the page, back to the app's title on leaving it. */
export function usePageTitle(title: string) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = title;
    return () => {
      document.title = t('documentTitle');
    };
  }, [title, t]);
}
