// The message after a save: the item and its state, "Voir sur le site" for a published item and, while
// the site rebuilds, that it will be online in a few seconds, or that it is not online yet because the
// update failed. The item's own status (GET /{kind}/admin/{id}/en-ligne, for whoever may read the item,
// advisers too) is polled until the item is online. A type without a state or a page (partners,
// users) says what was saved.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { isEditorialCollection } from '@teranga/domain';
import { ApiError } from '../../api/client';
import { dataProvider } from '../../api/provider';
import { progressOf, type Progress, type SavedNotice } from '../saved';
import type { FormKind } from '../types';

const POLL_MS = 2000;
const GIVE_UP_MS = 3 * 60_000;

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
    <div className="bo-notice" role="status" data-testid="save-notice">
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

/**
 * The notice a save handed to the list through the router's state ("Enregistrer et fermer"), for the
 * list of `kind`. It is read once and the state cleared: a reload or a later visit does not repeat it.
 * `drop(id)` forgets it when that item leaves the list.
 */
export function useHandedNotice(kind: FormKind) {
  const location = useLocation();
  const navigate = useNavigate();
  const [saved, setSaved] = useState(() => (location.state as { saved?: SavedNotice | null } | null)?.saved ?? null);
  useEffect(() => {
    if ((location.state as { saved?: unknown } | null)?.saved) void navigate(location.pathname, { replace: true, state: null });
  }, [location.state, location.pathname, navigate]);
  return {
    notice: saved && saved.kind === kind ? <SaveNotice notice={saved} /> : null,
    drop: (id: string) => setSaved((notice) => (notice?.id === id ? null : notice)),
  };
}
