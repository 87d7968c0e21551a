// The answer shapes of /api/v1, declared once: the CMS's serializers return these types (a drift fails
// its compile), the site checks every list it is built from against them, the back-office reads them.
import { z } from 'zod';
import { ETATS_ARTICLE, ETATS_OPPORTUNITE, ETATS_REALISATION } from './states';

const localized = z.object({ fr: z.string(), en: z.string(), pt: z.string() });
const keywords = z.object({ fr: z.array(z.string()), en: z.array(z.string()), pt: z.array(z.string()) });
const date = z.string().nullable();
/** The main image's alternative text per language ('' when none was written: the site then uses the title). */
const texteAlternatif = localized;
/** Where a crop keeps the main image's important part, in percent; null: the centre. */
const pointFocal = z.object({ x: z.number().min(0).max(100), y: z.number().min(0).max(100) }).nullable();
const format = z.object({ url: z.string(), width: z.number(), height: z.number() });
export const mediaSchema = z.object({
  url: z.string(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  alt: z.string(),
  formats: z.record(z.string(), format),
});
export const secteurSchema = z.object({ _id: z.string(), nom: localized, slug: z.string() });
const secteurRef = secteurSchema.nullable();
/** The author's documentId (null once the account is deleted). */
const auteur = z.string().nullable();
const nombreVues = z.number();

export const realisationSchema = z.object({
  _id: z.string(),
  slug: localized,
  titre: localized,
  description: localized,
  contenu: localized,
  resume: localized,
  motsCles: keywords,
  categories: z.array(z.string()),
  secteur: secteurRef,
  annee: z.number().nullable(),
  statutLivraison: z.string().nullable(),
  etat: z.enum(ETATS_REALISATION).nullable(),
  datePublication: date,
  dateCreation: date,
  dateModification: date.optional(),
  images: z.array(z.string()),
  medias: z.array(mediaSchema),
  /** Per language, one text per image in the images' order (the first is the cover's). */
  textesAlternatifs: keywords,
  pointFocal,
  localisation: z
    .object({ type: z.string().optional(), coordinates: z.array(z.number()), adresse: z.string().optional().nullable() })
    .nullable(),
  auteur,
  nombreVues,
});

export const articleSchema = z.object({
  _id: z.string(),
  slug: localized,
  titre: localized,
  contenu: localized,
  resume: localized,
  motsCles: keywords,
  categories: z.array(z.string()),
  etat: z.enum(ETATS_ARTICLE).nullable(),
  datePublication: date,
  dateCreation: date,
  dateModification: date.optional(),
  imagePrincipale: z.string().nullable(),
  imagePrincipaleMedia: mediaSchema.nullable(),
  texteAlternatif,
  pointFocal,
  auteur,
  nombreVues,
  secteur: secteurRef,
});

export const opportuniteSchema = z.object({
  _id: z.string(),
  slug: localized,
  titre: localized,
  description: localized,
  contenu: localized,
  motsCles: keywords,
  categorie: z.string(),
  pays: z.string(),
  contact: z.string(),
  quantiteDisponible: z.string(),
  statut: z.string().nullable(),
  etat: z.enum(ETATS_OPPORTUNITE).nullable(),
  datePublication: date,
  dateCreation: date,
  dateModification: date.optional(),
  dateExpiration: date.optional(),
  image: z.string().nullable(),
  imageMedia: mediaSchema.nullable(),
  texteAlternatif,
  pointFocal,
  auteur,
  nombreVues,
});

export const partenaireSchema = z.object({
  _id: z.string(),
  nom: z.string(),
  siteWeb: z.string(),
  logo: z.string().nullable(),
  logoMedia: mediaSchema.nullable(),
  actif: z.boolean(),
  ordreAffichage: z.number(),
});

/** A back-office account as answers show it: never a password hash nor a token. */
export const utilisateurSchema = z.object({
  _id: z.string(),
  id: z.number(),
  nom: z.string(),
  prenom: z.string(),
  email: z.string(),
  telephone: z.string(),
  role: z.enum(['administrateur', 'conseiller']).nullable(),
  statut: z.string(),
  dateCreation: date,
});

/** An item in the trash (GET /corbeille). */
export const corbeilleElementSchema = z.object({
  _id: z.string(),
  type: z.enum(['articles', 'realisations', 'opportunites', 'partenaires']),
  titre: z.string(),
  supprimeLe: date,
  supprimePar: z.string(),
});

/** One version of an item (GET /{type}/{id}/versions); `resume` names the fields that save changed. */
export const versionResumeSchema = z.object({
  _id: z.string(),
  date,
  auteur: z.object({ _id: z.string(), nom: z.string(), prenom: z.string() }),
  resume: z.string(),
});

export type Media = z.infer<typeof mediaSchema>;
export type Secteur = z.infer<typeof secteurSchema>;
export type Realisation = z.infer<typeof realisationSchema>;
export type Article = z.infer<typeof articleSchema>;
export type Opportunite = z.infer<typeof opportuniteSchema>;
export type Partenaire = z.infer<typeof partenaireSchema>;
export type Utilisateur = z.infer<typeof utilisateurSchema>;
export type CorbeilleElement = z.infer<typeof corbeilleElementSchema>;
export type VersionResume = z.infer<typeof versionResumeSchema>;
