// A media as the API answers it (MediathequeElement of @teranga/domain).
import { LANGS, typeOfMime, type MediathequeElement, type NatureMedia, type Utilisation } from '@teranga/domain';

export interface MediaRow {
  id: number;
  documentId: string;
  nom?: string | null;
  texteAlternatif?: Record<string, unknown> | null;
  pointFocal?: { x?: unknown; y?: unknown } | null;
  credit?: string | null;
  nature?: NatureMedia | null;
  createdAt?: string | Date | null;
  auteur?: { documentId?: string } | null;
  fichier?: {
    id: number;
    url: string;
    width?: number | null;
    height?: number | null;
    size?: number | null;
    mime?: string | null;
    formats?: Record<string, { url?: string; width?: number; height?: number }> | null;
  } | null;
}

/** What each media read populates (never populate=*). */
export const MEDIA_POPULATE = {
  fichier: { select: ['id', 'url', 'width', 'height', 'size', 'mime', 'formats', 'alternativeText'] },
  auteur: { select: ['documentId'] },
} as const;

export function textesOf(row: Pick<MediaRow, 'texteAlternatif'>): MediathequeElement['texteAlternatif'] {
  const raw = row.texteAlternatif && typeof row.texteAlternatif === 'object' ? row.texteAlternatif : {};
  const [fr, en, pt] = LANGS.map((lang) => (typeof raw[lang] === 'string' ? (raw[lang] as string) : ''));
  return { fr, en, pt };
}

function pointOf(value: MediaRow['pointFocal']): MediathequeElement['pointFocal'] {
  const ok = (v: unknown): v is number => typeof v === 'number' && v >= 0 && v <= 100;
  return value && ok(value.x) && ok(value.y) ? { x: value.x, y: value.y } : null;
}

/** Photo or logo (NATURES_MEDIA): as stored, or a logo when a partner uses it (`logo`: whether one does). */
export const natureOf = (row: Pick<MediaRow, 'nature'>, logo: boolean): NatureMedia => row.nature ?? (logo ? 'logo' : 'photo');

/** A media with the uses its reader may name (`visible`) and the number of the others. */
export function toMediathequeElement(row: MediaRow, uses: { visible: Utilisation[]; hidden: Utilisation[] }): MediathequeElement {
  const file = row.fichier;
  const formats: MediathequeElement['formats'] = {};
  for (const [name, f] of Object.entries(file?.formats ?? {})) {
    if (f?.url) formats[name] = { url: f.url, width: f.width ?? 0, height: f.height ?? 0 };
  }
  return {
    _id: row.documentId,
    url: file?.url ?? '',
    nom: row.nom ?? '',
    type: typeOfMime(file?.mime),
    nature: natureOf(
      row,
      [...uses.visible, ...uses.hidden].some((use) => use.type === 'partenaire'),
    ),
    largeur: file?.width ?? null,
    hauteur: file?.height ?? null,
    // The upload plugin stores kilobytes.
    taille: Math.round((file?.size ?? 0) * 1024),
    formats,
    texteAlternatif: textesOf(row),
    pointFocal: pointOf(row.pointFocal),
    credit: row.credit ?? '',
    auteur: row.auteur?.documentId ?? null,
    dateCreation: row.createdAt ? new Date(row.createdAt).toISOString() : null,
    utilisations: uses.visible,
    autresUtilisations: uses.hidden.length,
  };
}
