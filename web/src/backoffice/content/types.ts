// The three content kinds of the back-office and their items as the API answers them (cms/src/contract/serializers.ts).
import { LANGS, type Lang, type PointFocal } from '@teranga/domain';
import type { Role } from '../api/types';

export type { Role };
export type ContentKind = 'realisations' | 'articles' | 'opportunites';

export const CONTENT_LANGS = LANGS;
export type ContentLang = Lang;
export type Localized<T = string> = Record<ContentLang, T>;

export interface SecteurRef {
  _id: string;
  nom: Partial<Localized> | string;
  slug: string;
}

export interface Point {
  type: 'Point';
  /** [longitude, latitude] */
  coordinates: [number, number];
  adresse?: string;
}

interface Common {
  _id: string;
  titre: Partial<Localized>;
  motsCles: Partial<Localized<string[]>>;
  etat: string | null;
  datePublication: string | null;
  dateCreation: string | null;
  auteur: string | null;
  /** Views counted by the public pages' beacon (one per visitor, page and day). */
  nombreVues?: number;
  /** The last write, as the API answers it: the version an edit starts from. */
  dateModification?: string | null;
}

export interface Realisation extends Common {
  description: Partial<Localized>;
  contenu: Partial<Localized>;
  resume: Partial<Localized>;
  categories: string[];
  secteur: SecteurRef | null;
  annee: number | null;
  statutLivraison: string | null;
  images: string[];
  localisation: Point | null;
  /** Per language, one alternative text per image, in the images' order. */
  textesAlternatifs?: Partial<Localized<string[]>>;
  pointFocal?: PointFocal | null;
}

export interface Article extends Common {
  contenu: Partial<Localized>;
  resume: Partial<Localized>;
  categories: string[];
  imagePrincipale: string | null;
  secteur: SecteurRef | null;
  texteAlternatif?: Partial<Localized>;
  pointFocal?: PointFocal | null;
}

export interface Opportunite extends Common {
  description: Partial<Localized>;
  contenu: Partial<Localized>;
  categorie: string;
  pays: string;
  contact: string;
  quantiteDisponible: string;
  statut: string | null;
  dateExpiration: string | null;
  image: string | null;
  texteAlternatif?: Partial<Localized>;
  pointFocal?: PointFocal | null;
}

export type ContentItem = Realisation | Article | Opportunite;

/** Where a role's screens live: /admin for administrators, /conseiller for advisers. */
export function roleBase(role: Role): string {
  return role === 'administrateur' ? '/admin' : '/conseiller';
}
