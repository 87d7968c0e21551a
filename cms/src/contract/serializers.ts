// The /api/v1 answers, built from Strapi's per-locale rows. Each returns the type inferred from the
// domain package's schema (docs/api.md), so an answer that drifts from the contract fails the compile.
import { localized, type LocalizedDocument, type LocaleRow } from './documents';
import { mediaInfo, mediaList, mediaPath } from './media';
import type { Article, Opportunite, Partenaire, Realisation, Secteur } from '@teranga/domain';

export type SecteurRef = Secteur;

export type SecteurLookup = (documentId: string | undefined) => SecteurRef | null;

const dateOrNull = (value: unknown) => (value ? new Date(value as string).toISOString() : null);
const list = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);
const keywords = (doc: LocalizedDocument) => {
  const raw = localized<unknown>(doc, 'motsCles', []);
  return { fr: list(raw.fr), en: list(raw.en), pt: list(raw.pt) };
};
const authorId = (row: LocaleRow) => row.auteur?.documentId ?? null;
/** The last write on any language of the document (a save writes the three). */
function lastModified(doc: LocalizedDocument): string | null {
  const times = [doc.fr, doc.en, doc.pt].map((row) => (row?.updatedAt ? new Date(row.updatedAt).getTime() : NaN)).filter((t) => !Number.isNaN(t));
  return times.length ? new Date(Math.max(...times)).toISOString() : dateOrNull(doc.reference.createdAt);
}

export function toSecteur(doc: LocalizedDocument): SecteurRef {
  return { _id: doc.reference.documentId, nom: localized(doc, 'nom', ''), slug: doc.reference.slug };
}

export function toRealisation(doc: LocalizedDocument, secteur: SecteurLookup): Realisation {
  const r = doc.reference;
  const images = mediaList(r.images);
  return {
    _id: r.documentId,
    slug: localized(doc, 'slug', ''),
    titre: localized(doc, 'titre', ''),
    description: localized(doc, 'description', ''),
    contenu: localized(doc, 'contenu', ''),
    resume: localized(doc, 'resume', ''),
    motsCles: keywords(doc),
    categories: list(r.categories),
    secteur: secteur(r.secteur?.documentId),
    annee: r.annee ?? null,
    statutLivraison: r.statutLivraison ?? null,
    etat: r.etat ?? null,
    datePublication: dateOrNull(r.datePublication),
    dateCreation: dateOrNull(r.dateCreation ?? r.createdAt),
    dateModification: lastModified(doc),
    images: images.map((f) => mediaPath(f) as string),
    medias: images.map(mediaInfo).filter((m) => m !== null),
    localisation: r.localisation ?? null,
    auteur: authorId(r),
    nombreVues: r.nombreVues ?? 0,
  };
}

export function toArticle(doc: LocalizedDocument, secteur: SecteurLookup): Article {
  const r = doc.reference;
  return {
    _id: r.documentId,
    slug: localized(doc, 'slug', ''),
    titre: localized(doc, 'titre', ''),
    contenu: localized(doc, 'contenu', ''),
    resume: localized(doc, 'resume', ''),
    motsCles: keywords(doc),
    categories: list(r.categories),
    etat: r.etat ?? null,
    datePublication: dateOrNull(r.datePublication),
    dateCreation: dateOrNull(r.dateCreation ?? r.createdAt),
    dateModification: lastModified(doc),
    imagePrincipale: mediaPath(r.imagePrincipale),
    imagePrincipaleMedia: mediaInfo(r.imagePrincipale),
    auteur: authorId(r),
    nombreVues: r.nombreVues ?? 0,
    secteur: secteur(r.secteur?.documentId),
  };
}

export function toOpportunite(doc: LocalizedDocument): Opportunite {
  const r = doc.reference;
  return {
    _id: r.documentId,
    slug: localized(doc, 'slug', ''),
    titre: localized(doc, 'titre', ''),
    description: localized(doc, 'description', ''),
    contenu: localized(doc, 'contenu', ''),
    motsCles: keywords(doc),
    categorie: r.categorie ?? '',
    pays: r.pays ?? '',
    contact: r.contact ?? '',
    quantiteDisponible: r.quantiteDisponible ?? '',
    statut: r.statut ?? null,
    etat: r.etat ?? null,
    datePublication: dateOrNull(r.datePublication),
    dateCreation: dateOrNull(r.dateCreation ?? r.createdAt),
    dateModification: lastModified(doc),
    dateExpiration: dateOrNull(r.dateExpiration),
    image: mediaPath(r.image),
    imageMedia: mediaInfo(r.image),
    auteur: authorId(r),
    nombreVues: r.nombreVues ?? 0,
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
