// What the editing aids say above a content form (docs/product.md §4, "Editing aids"): who else has the
// item open and whether this form only reads it (presence/PresenceNotice.tsx); a kept draft to restore or
// discard, with its time; and a save refused because the item changed since it was opened, with the
// fields that changed and the two ways on.
import { useTranslation } from 'react-i18next';
import { PresenceNotice } from '../../presence/PresenceNotice';
import type { useContentForm } from '../screens/useContentForm';
import { useFieldLabel } from '../../i18n/labels';

type Aids = ReturnType<typeof useContentForm>['aids'];

interface Action {
  label: string;
  onClick: () => void;
}

/** The two ways on of a notice: the suggested one first, then the other (`danger` when it loses something). */
function NoticeActions({ primary, secondary, danger = false }: { primary: Action; secondary: Action; danger?: boolean }) {
  return (
    <>
      <button type="button" className="bo-button bo-button--primary" onClick={primary.onClick}>
        {primary.label}
      </button>{' '}
      <button type="button" className={danger ? 'bo-button bo-button--danger' : 'bo-button'} onClick={secondary.onClick}>
        {secondary.label}
      </button>
    </>
  );
}

export function EditingNotices({ draft, conflict, presence }: Pick<Aids, 'draft' | 'conflict' | 'presence'>) {
  const { t, i18n } = useTranslation('editing');
  const label = useFieldLabel();
  const when = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso));
  return (
    <>
      <PresenceNotice presence={presence} />
      {draft ? (
        <section className="bo-notice bo-draft" role="region" aria-label={t('draftRestore')}>
          <p>{t('draftFound', { date: when(draft.savedAt) })}</p>
          <NoticeActions
            primary={{ label: t('draftRestore'), onClick: draft.restore }}
            secondary={{ label: t('draftDiscard'), onClick: draft.discard }}
          />
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
                  <li key={key}>{label(key)}</li>
                ))}
              </ul>
            </>
          ) : null}
          <NoticeActions
            primary={{ label: t('conflictReload'), onClick: conflict.reload }}
            secondary={{ label: t('conflictOverwrite'), onClick: conflict.overwrite }}
            danger
          />
        </section>
      ) : null}
    </>
  );
}
