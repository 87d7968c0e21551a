// /admin/mediatheque and /conseiller/mediatheque (docs/product.md §2, "Médiathèque"): upload several pictures at once
// with their progress, then describe each new one in turn (its texts in every language first), browse,
// search and filter the library (photos, logos), and describe, replace or delete a picture.
import './medias.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MediathequeElement } from '@teranga/domain';
import { ErrorBanner, PageHeader, UploadProgress } from '../../ui';
import { IMAGE_ACCEPT } from '../../content/forms/images';
import { uploadMedias } from './api';
import { MediaEditor } from './MediaEditor';
import { MediaGrid } from './MediaGrid';

export default function MediasScreen() {
  const { t } = useTranslation('medias');
  const [version, setVersion] = useState(0);
  // The pictures open in the dialog one after the other: one picked in the grid, or those just uploaded.
  const [editing, setEditing] = useState<{ queue: MediathequeElement[]; index: number; uploaded: boolean } | null>(null);
  const current = editing?.queue[editing.index] ?? null;
  const next = () => setEditing((e) => (e && e.index + 1 < e.queue.length ? { ...e, index: e.index + 1 } : null));
  const [progress, setProgress] = useState<number | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);

  async function onFiles(files: File[]) {
    if (!files.length) return;
    setError(null);
    setNotice(null);
    setProgress(0);
    try {
      const { donnees } = await uploadMedias(files, setProgress);
      setNotice(t('uploaded', { count: donnees.length }));
      setVersion((v) => v + 1);
      if (donnees.length) setEditing({ queue: donnees, index: 0, uploaded: true });
    } catch (caught) {
      setError(caught);
    } finally {
      setProgress(null);
    }
  }

  return (
    <section>
      <PageHeader title={t('title')}>
        <label className="bo-button bo-button--primary">
          {t('upload')}
          <input
            className="bo-file"
            type="file"
            multiple
            accept={IMAGE_ACCEPT}
            disabled={progress !== null}
            onChange={(e) => {
              const files = Array.from(e.target.files ?? []);
              e.target.value = '';
              void onFiles(files);
            }}
          />
        </label>
      </PageHeader>
      <p className="bo-hint">{t('intro')}</p>
      <UploadProgress fraction={progress} />
      <ErrorBanner error={error ?? undefined} />
      {notice ? (
        <p className="bo-notice" role="status">
          {notice}
        </p>
      ) : null}
      {editing && current ? (
        <MediaEditor
          key={`${current._id}:${current.url}`}
          media={current}
          describe={
            editing.uploaded
              ? {
                  index: editing.index + 1,
                  total: editing.queue.length,
                  onNext: editing.index + 1 < editing.queue.length ? next : undefined,
                }
              : undefined
          }
          onClose={() => setEditing(null)}
          onChanged={(media, message) => {
            if (media) setEditing((e) => e && { ...e, queue: e.queue.map((m, i) => (i === e.index ? media : m)) });
            else next();
            setNotice(message);
            setVersion((v) => v + 1);
          }}
        />
      ) : null}
      <MediaGrid
        version={version}
        action={(media) => (
          <button
            type="button"
            className="bo-button bo-button--small"
            onClick={() => setEditing({ queue: [media], index: 0, uploaded: false })}
            aria-label={t('editNamed', { nom: media.nom })}
          >
            {t('edit')}
          </button>
        )}
      />
    </section>
  );
}
