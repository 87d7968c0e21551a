import { useTranslation } from 'react-i18next';

/** The loading text of docs/product.md §4 ('Chargement...'), announced politely. */
export function Loading({ label }: { label?: string }) {
  const { t } = useTranslation('common');
  return (
    <p className="bo-loading" role="status" aria-live="polite">
      {label ?? t('loading')}
    </p>
  );
}
