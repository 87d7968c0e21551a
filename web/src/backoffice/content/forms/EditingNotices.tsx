// What the editing aids say above a content form (docs/product.md §4, "Editing aids"): who else has the
// item open and whether this form only reads it (presence/PresenceNotice.tsx); a kept draft to restore or
// discard, with its time; that a save's changes were merged with someone else's, and the fields both
// changed to choose (MergeDialog.tsx).
import { useTranslation } from 'react-i18next';
import { PresenceNotice } from '../../presence/PresenceNotice';
import type { useContentForm } from '../screens/useContentForm';
import { MergeDialog } from './MergeDialog';

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

export function EditingNotices({
  draft,
  conflict,
  merged,
  presence,
  saveMine,
}: Pick<Aids, 'draft' | 'conflict' | 'merged' | 'presence'> & { saveMine?: () => void }) {
  const { t, i18n } = useTranslation('editing');
  const when = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso));
  return (
    <>
      {merged ? (
        <section className="bo-notice bo-merged" role="status">
          <p>{merged.by ? t('mergedWith', { nom: merged.by }) : t('mergedWithSaved')}</p>
        </section>
      ) : null}
      <PresenceNotice presence={presence} saveMine={saveMine} />
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
        <MergeDialog conflicts={conflict.conflicts} by={conflict.by} onResolve={conflict.resolve} onCancel={conflict.cancel} />
      ) : null}
    </>
  );
}
