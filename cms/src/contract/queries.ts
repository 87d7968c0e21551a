// What each public read populates, stated once (never populate=*).
import {
  ABONNEMENT_NEWSLETTER,
  ARTICLE,
  DEMANDE_CONTACT,
  OPPORTUNITE,
  PARTENAIRE,
  REALISATION,
  SECTEUR,
  TYPE_LABELS,
  UTILISATEUR,
} from '@teranga/domain';
const MEDIA = { select: ['id', 'url', 'width', 'height', 'alternativeText', 'formats'] };
const REF = { select: ['documentId'] };

export const POPULATE = {
  realisation: { images: MEDIA, secteur: REF, auteur: REF },
  article: { imagePrincipale: MEDIA, secteur: REF, auteur: REF },
  opportunite: { image: MEDIA, auteur: REF },
  partenaire: { logo: MEDIA },
  secteur: {},
} as const;

/** Strapi's uids, as the definitions state them (packages/domain/src/content). */
export const UID = {
  realisation: REALISATION.uid,
  article: ARTICLE.uid,
  opportunite: OPPORTUNITE.uid,
  partenaire: PARTENAIRE.uid,
  secteur: SECTEUR.uid,
  demandeContact: DEMANDE_CONTACT.uid,
  abonnement: ABONNEMENT_NEWSLETTER.uid,
  user: UTILISATEUR.uid,
  role: 'plugin::users-permissions.role',
} as const;

/** How the journal and the not-found messages name each managed type (French, from the registry). */
export const LABEL = {
  realisation: TYPE_LABELS.realisation.fr,
  article: TYPE_LABELS.article.fr,
  opportunite: TYPE_LABELS.opportunite.fr,
  partenaire: TYPE_LABELS.partenaire.fr,
} as const;

/** The localized content types (fr, en, pt), as Strapi's generated types (types/generated) name them. */
export type LocalizedUid = typeof UID.realisation | typeof UID.article | typeof UID.opportunite | typeof UID.secteur;
