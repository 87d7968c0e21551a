import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** The tab title follows the screen, so history entries and screen readers name it. */
export function useDocumentTitle(title: string): void {
  const { t } = useTranslation('common');
  const suffix = t('app.name');
  useEffect(() => {
    if (title) document.title = `${title} — ${suffix}`;
  }, [title, suffix]);
}
