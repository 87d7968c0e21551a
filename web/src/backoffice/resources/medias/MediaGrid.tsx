// The library's grid, shared by the "Médiathèque" screen and the forms' picker: search, filters (type,
// unused), pages of 24, a card per media with its size and its uses.
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NATURES_MEDIA, TYPES_MEDIA, type MediathequeElement, type NatureMedia } from '@teranga/domain';
import { mediaUrl } from '../../api/client';
import { ErrorBanner, Loading, useLoad } from '../../ui';
import { humanSize, listMedias, MEDIA_PAGE_SIZE, thumbnailOf, type MediaQuery } from './api';

interface Props {
  /** What each card offers (edit, choose). */
  action: (media: MediathequeElement) => ReactNode;
  /** Changes when the library changed (an upload, a save), so the page is read again. */
  version?: number;
  /** The kind shown first (a content picture: photos; a partner's logo: logos); the filter changes it. */
  nature?: NatureMedia | '';
}

export function MediaGrid({ action, version = 0, nature = '' }: Props) {
  const { t, i18n } = useTranslation('medias');
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState<MediaQuery>({ q: '', type: '', nature, nonUtilises: false, page: 1 });
  // The search runs after a pause in typing, as the other lists do (docs/product.md §2).
  useEffect(() => {
    const timer = setTimeout(() => setQuery((q) => (q.q === typed ? q : { ...q, q: typed, page: 1 })), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const page = useLoad((signal) => listMedias(query, signal), [query, version]);
  const items = page.data?.donnees ?? [];
  const total = page.data?.total ?? 0;
  const last = Math.max(1, Math.ceil(total / MEDIA_PAGE_SIZE));

  return (
    <div className="bo-medias">
      <div className="bo-medias-controls" role="search">
        <label>
          <span>{t('search')}</span>
          <input type="search" value={typed} onChange={(e) => setTyped(e.target.value)} />
        </label>
        <label>
          <span>{t('filter.type')}</span>
          <select value={query.type} onChange={(e) => setQuery({ ...query, type: e.target.value, page: 1 })}>
            <option value="">{t('filter.allTypes')}</option>
            {TYPES_MEDIA.map((type) => (
              <option key={type} value={type}>
                {type.toUpperCase()}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{t('filter.nature')}</span>
          <select value={query.nature} onChange={(e) => setQuery({ ...query, nature: e.target.value, page: 1 })}>
            <option value="">{t('filter.allNatures')}</option>
            {NATURES_MEDIA.map((kind) => (
              <option key={kind} value={kind}>
                {t(`natures.${kind}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="bo-medias-check">
          <input
            type="checkbox"
            checked={query.nonUtilises}
            onChange={(e) => setQuery({ ...query, nonUtilises: e.target.checked, page: 1 })}
          />
          <span>{t('filter.unused')}</span>
        </label>
      </div>
      {page.error ? <ErrorBanner error={page.error} /> : null}
      {page.loading && !page.data ? (
        <Loading label={t('title')} />
      ) : items.length === 0 ? (
        <p className="bo-empty">{query.q || query.type || query.nature || query.nonUtilises ? t('noResult') : t('empty')}</p>
      ) : (
        <>
          <p className="bo-hint" aria-live="polite">
            {t('count', { count: total })}
          </p>
          <ul className="bo-medias-grid">
            {items.map((media) => (
              <li key={media._id} className="bo-media-card" data-nature={media.nature}>
                <img src={mediaUrl(thumbnailOf(media))} alt={media.texteAlternatif[i18n.language as 'fr'] || media.nom} loading="lazy" />
                <p className="bo-media-name" title={media.nom}>
                  {media.nom}
                </p>
                <p className="bo-hint">{t(`nature.${media.nature}`)}</p>
                <p className="bo-hint">
                  {t('size', { width: media.largeur ?? '?', height: media.hauteur ?? '?', size: humanSize(media.taille, i18n.language) })}
                </p>
                <p className="bo-hint">
                  {media.utilisations.length + media.autresUtilisations
                    ? t('uses.count', { count: media.utilisations.length + media.autresUtilisations })
                    : t('uses.none')}
                </p>
                {action(media)}
              </li>
            ))}
          </ul>
          {last > 1 ? (
            <div className="bo-inline">
              <button
                type="button"
                className="bo-button bo-button--secondary"
                disabled={query.page <= 1}
                onClick={() => setQuery({ ...query, page: query.page - 1 })}
              >
                {t('previous')}
              </button>
              <span>
                {query.page} / {last}
              </span>
              <button
                type="button"
                className="bo-button bo-button--secondary"
                disabled={query.page >= last}
                onClick={() => setQuery({ ...query, page: query.page + 1 })}
              >
                {t('next')}
              </button>
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}
