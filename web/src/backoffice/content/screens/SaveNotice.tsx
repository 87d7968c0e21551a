// The message a list shows after a save: the item and its state, "Voir sur le site" for a published
// item and, while the site rebuilds, that it will be online in a few seconds, or that it is not online
// yet because the update failed (the build status is polled for administrators until the item is online;
// advisers, who cannot read it, keep the pending text).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { dataProvider } from '../../api/provider';
import { useAuth } from '../../session/AuthProvider';
import { publicationProgress, type Progress, type SavedNotice } from '../saved';

const POLL_MS = 2000;
const GIVE_UP_MS = 3 * 60_000;

function useProgress(notice: SavedNotice, canRead: boolean): Progress {
  const [progress, setProgress] = useState<Progress>('pending');
  useEffect(() => {
    if (!notice.publicPath || !canRead) return undefined;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      try {
        const answer = (await dataProvider.buildStatus()) as { donnees?: { etat: string; depuis: string | null } } | null;
        const next = publicationProgress(answer?.donnees ?? null, notice.savedAt);
        if (stopped) return;
        // A failed build is retried once: the notice keeps saying it failed until a build puts the item online.
        setProgress((previous) => (previous === 'failed' && next === 'pending' ? 'failed' : next));
        if (next === 'online') return;
      } catch (error) {
        // No status on this server (404) or not for this role: the pending text stays.
        if (error instanceof ApiError && (error.status === 404 || error.status === 403)) return;
      }
      if (!stopped && Date.now() - notice.savedAt < GIVE_UP_MS) timer = setTimeout(poll, POLL_MS);
    };
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [notice, canRead]);
  return progress;
}

export function SaveNotice({ notice }: { notice: SavedNotice }) {
  const { t } = useTranslation('content');
  const { user } = useAuth();
  const progress = useProgress(notice, user?.role === 'administrateur');
  const etat = t(`etat.${notice.etat}`, { defaultValue: notice.etat });
  return (
    <div className="bo-notice" role="status">
      <p>{t(notice.mode === 'create' ? 'saved.created' : 'saved.updated', { title: notice.title || t('list.untitled'), etat })}</p>
      {notice.publicPath ? (
        <p>
          <a href={notice.publicPath} target="_blank" rel="noopener">
            {t('saved.view')}
          </a>{' '}
          <span className="bo-muted">{t(`saved.progress.${progress}`)}</span>
        </p>
      ) : null}
    </div>
  );
}
