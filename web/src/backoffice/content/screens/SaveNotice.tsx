// The message after a save: the item and its state, "Voir sur le site" for a published item and, while
// the site rebuilds, that it will be online in a few seconds, or that it is not online yet because the
// update failed. The item's own status (GET /{kind}/admin/{id}/en-ligne, for whoever may read the item,
// advisers too) is polled until the item is online. A type without a state or a page (partners,
// users) says what was saved. A lazy chunk: a list loads it after a save only (useHandedNotice.tsx).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isEditorialCollection } from '@teranga/domain';
import { ApiError } from '../../api/client';
import { dataProvider } from '../../api/provider';
import type { SavedNotice } from '../saved';

const POLL_MS = 2000;
const GIVE_UP_MS = 3 * 60_000;

export type Progress = 'pending' | 'online' | 'failed';

/**
 * The notice's words for GET /{kind}/admin/{id}/en-ligne's etat: the server compares the site's last build
 * with the item's last write, for whoever may read the item; a page not on the site (yet) is pending.
 */
export function progressOf(etat: string | null | undefined): Progress {
  if (etat === 'en_ligne') return 'online';
  if (etat === 'echec') return 'failed';
  return 'pending';
}

function useProgress(notice: SavedNotice): Progress {
  const [progress, setProgress] = useState<Progress>('pending');
  useEffect(() => {
    setProgress('pending');
    if (!notice.publicPath) return undefined;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      try {
        if (!isEditorialCollection(notice.kind)) return;
        const answer = await dataProvider.enLigne(notice.kind, notice.id);
        const next = progressOf(answer?.donnees?.etat);
        if (stopped) return;
        // A failed build is retried once: the notice keeps saying it failed until a build puts the item online.
        setProgress((previous) => (previous === 'failed' && next === 'pending' ? 'failed' : next));
        if (next === 'online') return;
      } catch (error) {
        // The item is gone (404) or no longer the caller's (403): the pending text stays.
        if (error instanceof ApiError && (error.status === 404 || error.status === 403)) return;
      }
      if (!stopped && Date.now() - notice.savedAt < GIVE_UP_MS) timer = setTimeout(poll, POLL_MS);
    };
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [notice]);
  return progress;
}

export function SaveNotice({ notice }: { notice: SavedNotice }) {
  const { t } = useTranslation('content');
  const progress = useProgress(notice);
  const title = notice.title || t('list.untitled');
  const said = notice.etat
    ? t(notice.mode === 'create' ? 'saved.created' : 'saved.updated', {
        title,
        etat: t(`etat.${notice.etat}`, { defaultValue: notice.etat }),
      })
    : t(notice.mode === 'create' ? 'saved.createdItem' : 'saved.updatedItem', { title });
  return (
    // A failed update is a warning, not a success: the editor has something to watch (the retry, the dashboard).
    <div className={progress === 'failed' ? 'bo-notice bo-notice--warning' : 'bo-notice'} role="status" data-testid="save-notice">
      <p>{said}</p>
      {notice.publicPath ? (
        <p>
          <a href={notice.publicPath} target="_blank" rel="noopener">
            {t('saved.view')}
          </a>{' '}
          <span className="bo-muted" data-progress={progress}>
            {t(`saved.progress.${progress}`)}
          </span>
        </p>
      ) : null}
    </div>
  );
}
