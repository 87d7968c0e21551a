// The /api/v1 answers, built from Strapi's per-locale rows. Each returns the type inferred from the
// domain package's schema (docs/api.md), so an answer that drifts from the contract fails the compile.
import { localized, type LocalizedDocument, type LocaleRow } from './documents';
import { mediaInfo, mediaList, mediaPath } from './media';
import {
  ARTICLE,
  OPPORTUNITE,
  REALISATION,
  localizedTextFields,
  type ContentDefinition,
  type Fields,
  type LocalizedTextKeys,
} from '@teranga/domain';
import type { Article, Lang, Opportunite, Partenaire, Realisation, Secteur } from '@teranga/domain';

export type SecteurRef = Secteur;

export type SecteurLookup = (documentId: string | undefined) => SecteurRef | null;

const dateOrNull = (value: unknown) => (value ? new Date(value as string).toISOString() : null);
const list = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);
const keywords = (doc: LocalizedDocument) => {
  const raw = localized<unknown>(doc, 'motsCles', []);
  return { fr: list(raw.fr), en: list(raw.en), pt: list(raw.pt) };
};
/** A stored focal point, or null (the centre) when there is none or it is not one. */
function pointFocal(value: unknown): { x: number; y: number } | null {
  const p = value as { x?: unknown; y?: unknown } | null;
  const ok = (v: unknown): v is number => typeof v === 'number' && v >= 0 && v <= 100;
  return p && ok(p.x) && ok(p.y) ? { x: p.x, y: p.y } : null;
}
/**
 * Per language, one alternative text per image in the images' order; a missing text falls back to the
 * French one (an untranslated item shows its French content), and '' when there is none at all.
 */
function textesAlternatifs(doc: LocalizedDocument, count: number) {
  const listOf = (lang: Lang) => {
    const raw = doc[lang]?.textesAlternatifs;
    return Array.isArray(raw) ? raw : [];
  };
  const french = listOf('fr');
  const texts = (lang: Lang) => Array.from({ length: count }, (_, i) => String(listOf(lang)[i] || french[i] || ''));
  return { fr: texts('fr'), en: texts('en'), pt: texts('pt') };
}
const authorId = (row: LocaleRow) => row.auteur?.documentId ?? null;
/** The last write on any language of the document (a save writes the three). */
export function lastModified(doc: LocalizedDocument): string | null {
  const times = [doc.fr, doc.en, doc.pt]
    .map((row) => (row?.updatedAt ? new Date(row.updatedAt).getTime() : NaN))
    .filter((t) => !Number.isNaN(t));
  return times.length ? new Date(Math.max(...times)).toISOString() : dateOrNull(doc.reference.createdAt);
}

/** Each language's own text, '' where it has none (no French fallback). */
const ownLanguage = (doc: LocalizedDocument, name: string): Record<Lang, string> => {
  const pick = (lang: Lang) => (typeof doc[lang]?.[name] === 'string' ? (doc[lang]?.[name] as string) : '');
  return { fr: pick('fr'), en: pick('en'), pt: pick('pt') };
};

/** Every per-language text of the type's definition, '' for a language without one. */
function localizedTexts<const D extends ContentDefinition>(doc: LocalizedDocument, definition: D) {
  const out = {} as Record<LocalizedTextKeys<D>, Record<Lang, string>>;
  for (const name of localizedTextFields(definition)) {
    const f = (definition.fields as Fields)[name];
    out[name] = f?.kind === 'text' && f.ownLanguage ? ownLanguage(doc, name) : localized(doc, name, '');
  }
  return out;
}

/** Each language's own former addresses (never another language's: they redirect within it). */
const anciensSlugs = (doc: LocalizedDocument) => {
  const own = (lang: Lang) => list(doc[lang]?.anciensSlugs);
  return { fr: own('fr'), en: own('en'), pt: own('pt') };
};

/** What Realisation, Article and Opportunite share: identity, localized text, workflow state and audit. */
function editorialFields(doc: LocalizedDocument) {
  const r = doc.reference;
  return {
    _id: r.documentId,
    slug: localized(doc, 'slug', ''),
    anciensSlugs: anciensSlugs(doc),
    motsCles: keywords(doc),
    etat: r.etat ?? null,
    datePublication: dateOrNull(r.datePublication),
    dateCreation: dateOrNull(r.dateCreation ?? r.createdAt),
    dateModification: lastModified(doc),
    auteur: authorId(r),
    nombreVues: r.nombreVues ?? 0,
  };
}

export function toSecteur(doc: LocalizedDocument): SecteurRef {
  return { _id: doc.reference.documentId, nom: localized(doc, 'nom', ''), slug: doc.reference.slug };
}

export function toRealisation(doc: LocalizedDocument, secteur: SecteurLookup): Realisation {
  const r = doc.reference;
  const images = mediaList(r.images);
  return {
    ...editorialFields(doc),
    ...localizedTexts(doc, REALISATION),
    categories: list(r.categories),
    secteur: secteur(r.secteur?.documentId),
    annee: r.annee ?? null,
    statutLivraison: r.statutLivraison ?? null,
    images: images.map((f) => mediaPath(f) as string),
    medias: images.map(mediaInfo).filter((m) => m !== null),
    textesAlternatifs: textesAlternatifs(doc, images.length),
    pointFocal: pointFocal(r.pointFocal),
    localisation: r.localisation ?? null,
  };
}

export function toArticle(doc: LocalizedDocument, secteur: SecteurLookup): Article {
  const r = doc.reference;
  return {
    ...editorialFields(doc),
    ...localizedTexts(doc, ARTICLE),
    categories: list(r.categories),
    imagePrincipale: mediaPath(r.imagePrincipale),
    imagePrincipaleMedia: mediaInfo(r.imagePrincipale),
    pointFocal: pointFocal(r.pointFocal),
    secteur: secteur(r.secteur?.documentId),
  };
}

export function toOpportunite(doc: LocalizedDocument): Opportunite {
  const r = doc.reference;
  return {
    ...editorialFields(doc),
    ...localizedTexts(doc, OPPORTUNITE),
    categorie: r.categorie ?? '',
    pays: r.pays ?? '',
    contact: r.contact ?? '',
    quantiteDisponible: r.quantiteDisponible ?? '',
    statut: r.statut ?? null,
    dateExpiration: dateOrNull(r.dateExpiration),
    image: mediaPath(r.image),
    imageMedia: mediaInfo(r.image),
    pointFocal: pointFocal(r.pointFocal),
  };
}

export function toPartenaire(row: LocaleRow): Partenaire {
  return {
    _id: row.documentId,
    nom: row.nom,
    siteWeb: row.siteWeb ?? '',
    logo: mediaPath(row.logo),
    logoMedia: mediaInfo(row.logo),
    actif: row.actif !== false,
    ordreAffichage: row.ordreAffichage ?? 0,
  };
}

export type { Article, Opportunite, Partenaire, Realisation };
