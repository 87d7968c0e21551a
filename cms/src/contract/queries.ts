// What each public read populates, stated once (never populate=*).
const MEDIA = { select: ['id', 'url', 'width', 'height', 'alternativeText', 'formats'] };
const REF = { select: ['documentId'] };

export const POPULATE = {
  realisation: { images: MEDIA, secteur: REF, auteur: REF },
  article: { imagePrincipale: MEDIA, secteur: REF, auteur: REF },
  opportunite: { image: MEDIA, auteur: REF },
  partenaire: { logo: MEDIA },
  secteur: {},
} as const;

export const UID = {
  realisation: 'api::realisation.realisation',
  article: 'api::article.article',
  opportunite: 'api::opportunite.opportunite',
  partenaire: 'api::partenaire.partenaire',
  secteur: 'api::secteur.secteur',
  demandeContact: 'api::demande-contact.demande-contact',
  abonnement: 'api::abonnement-newsletter.abonnement-newsletter',
  user: 'plugin::users-permissions.user',
  role: 'plugin::users-permissions.role',
} as const;

/** How the activity log and the not-found messages name each managed type. */
export const LABEL = {
  realisation: 'Réalisation',
  article: 'Article',
  opportunite: 'Opportunité',
  partenaire: 'Partenaire',
} as const;

/** The localized content types (fr, en, pt), as Strapi's generated types (types/generated) name them. */
export type LocalizedUid = typeof UID.realisation | typeof UID.article | typeof UID.opportunite | typeof UID.secteur;
