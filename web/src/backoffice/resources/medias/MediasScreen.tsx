// /admin/mediatheque and /conseiller/mediatheque (docs/product.md §2, "Médiathèque"): upload several pictures at once
// with their progress, browse, search and filter the library, and describe, replace or delete a picture.
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
  const [editing, setEditing] = useState<MediathequeElement | null>(null);
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
      {editing ? (
        <MediaEditor
          key={`${editing._id}:${editing.url}`}
          media={editing}
          onClose={() => setEditing(null)}
          onChanged={(media, message) => {
            setEditing(media);
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
            onClick={() => setEditing(media)}
            aria-label={`${t('edit')} : ${media.nom}`}
          >
            {t('edit')}
          </button>
        )}
      />
    </section>
  );
}
