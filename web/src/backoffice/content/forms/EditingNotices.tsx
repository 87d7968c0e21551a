// What the editing aids say above a content form (docs/product.md §4, "Editing aids"): a kept draft to
// restore or discard, with its time; and a save refused because the item changed since it was opened,
// with the fields that changed and the two ways on.
import { useTranslation } from 'react-i18next';
import type { useContentForm } from '../screens/useContentForm';

type Aids = ReturnType<typeof useContentForm>['aids'];

export function EditingNotices({ draft, conflict }: Pick<Aids, 'draft' | 'conflict'>) {
  const { t, i18n } = useTranslation('editing');
  const { t: tc } = useTranslation('content');
  const when = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso));
  return (
    <>
      {draft ? (
        <section className="bo-notice bo-draft" role="region" aria-label={t('draftRestore')}>
          <p>{t('draftFound', { date: when(draft.savedAt) })}</p>
          <button type="button" className="bo-button bo-button--primary" onClick={draft.restore}>
            {t('draftRestore')}
          </button>{' '}
          <button type="button" className="bo-button" onClick={draft.discard}>
            {t('draftDiscard')}
          </button>
        </section>
      ) : null}
      {conflict ? (
        <section className="bo-error bo-conflict" role="alert" aria-label={t('conflictTitle')}>
          <p>
            <strong>{t('conflictTitle')}</strong>
          </p>
          {conflict.changed.length ? (
            <>
              <p>{t('conflictChanged')}</p>
              <ul>
                {conflict.changed.map((key) => (
                  <li key={key}>{tc(`field.${key}`, { defaultValue: key })}</li>
                ))}
              </ul>
            </>
          ) : null}
          <button type="button" className="bo-button bo-button--primary" onClick={conflict.reload}>
            {t('conflictReload')}
          </button>{' '}
          <button type="button" className="bo-button bo-button--danger" onClick={conflict.overwrite}>
            {t('conflictOverwrite')}
          </button>
        </section>
      ) : null}
    </>
  );
}
