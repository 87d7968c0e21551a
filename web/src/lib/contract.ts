// The public /api/v1 answers the site is built from (cms README, SPEC section 3), checked at build.
import { z } from 'zod';

const localized = z.object({ fr: z.string(), en: z.string(), pt: z.string() });
const keywords = z.object({ fr: z.array(z.string()), en: z.array(z.string()), pt: z.array(z.string()) });
const date = z.string().nullable();
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

export const realisationSchema = z.object({
  _id: z.string(),
  slug: localized,
  titre: localized,
  description: localized,
  contenu: localized,
  motsCles: keywords,
  categories: z.array(z.string()),
  secteur: secteurRef,
  annee: z.number().nullable(),
  statutLivraison: z.string().nullable(),
  etat: z.string().nullable(),
  datePublication: date,
  dateCreation: date,
  dateModification: date.optional(),
  images: z.array(z.string()),
  medias: z.array(mediaSchema),
  localisation: z
    .object({ type: z.string().optional(), coordinates: z.array(z.number()), adresse: z.string().optional().nullable() })
    .nullable(),
});

export const articleSchema = z.object({
  _id: z.string(),
  slug: localized,
  titre: localized,
  contenu: localized,
  resume: localized,
  motsCles: keywords,
  categories: z.array(z.string()),
  etat: z.string().nullable(),
  datePublication: date,
  dateCreation: date,
  dateModification: date.optional(),
  imagePrincipale: z.string().nullable(),
  imagePrincipaleMedia: mediaSchema.nullable(),
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
  etat: z.string().nullable(),
  datePublication: date,
  dateCreation: date,
  dateModification: date.optional(),
  dateExpiration: date.optional(),
  image: z.string().nullable(),
  imageMedia: mediaSchema.nullable(),
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

export type Secteur = z.infer<typeof secteurSchema>;
export type Realisation = z.infer<typeof realisationSchema>;
export type Article = z.infer<typeof articleSchema>;
export type Opportunite = z.infer<typeof opportuniteSchema>;
export type Partenaire = z.infer<typeof partenaireSchema>;
