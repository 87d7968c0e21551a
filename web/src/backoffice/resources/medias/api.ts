// The media library's calls (cms/README.md, "Médiathèque").
import type { MediathequeElement, Page } from '@teranga/domain';
import { api, upload } from '../../api/client';

export interface MediaQuery {
  q: string;
  type: string;
  /** Photo or logo ('' for both): NATURES_MEDIA. */
  nature: string;
  nonUtilises: boolean;
  page: number;
}

export const MEDIA_PAGE_SIZE = 24;

export function listMedias(query: MediaQuery, signal?: AbortSignal) {
  const params = new URLSearchParams({ page: String(query.page), taille: String(MEDIA_PAGE_SIZE) });
  if (query.q.trim()) params.set('q', query.q.trim());
  if (query.type) params.set('type', query.type);
  if (query.nature) params.set('nature', query.nature);
  if (query.nonUtilises) params.set('nonUtilises', 'true');
  return api<Page<MediathequeElement>>(`/medias?${params}`, { signal });
}

export function uploadMedias(files: File[], onProgress: (fraction: number) => void) {
  const form = new FormData();
  for (const file of files) form.append('fichier', file, file.name);
  return upload<{ donnees: MediathequeElement[] }>('/medias', form, { method: 'POST', onProgress });
}

export type MediaChanges = Partial<Pick<MediathequeElement, 'nom' | 'texteAlternatif' | 'pointFocal' | 'credit' | 'nature'>>;

export const updateMedia = (id: string, changes: MediaChanges) =>
  api<MediathequeElement>(`/medias/${encodeURIComponent(id)}`, { method: 'PATCH', json: changes });

export function replaceMediaFile(id: string, file: File, onProgress: (fraction: number) => void) {
  const form = new FormData();
  form.append('fichier', file, file.name);
  return upload<MediathequeElement>(`/medias/${encodeURIComponent(id)}/fichier`, form, { method: 'PUT', onProgress });
}

export const deleteMedia = (id: string) => api<{ success: boolean }>(`/medias/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** The smallest stored copy that fills a grid cell. */
export const thumbnailOf = (media: MediathequeElement) =>
  media.formats.webp_small?.url ?? media.formats.small?.url ?? media.formats.thumbnail?.url ?? media.url;

/** A file size in the interface language's own units (Intl's byte units). */
export function humanSize(bytes: number, lang: string): string {
  const [value, unit] =
    bytes >= 1024 * 1024 ? [bytes / (1024 * 1024), 'megabyte'] : bytes >= 1024 ? [bytes / 1024, 'kilobyte'] : [bytes, 'byte'];
  return new Intl.NumberFormat(lang, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 }).format(value);
}
