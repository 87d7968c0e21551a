// What each read populates, read from the definitions (never populate=*): an image field its picture's
// details, a relation its documentId.
import {
  ABONNEMENT_NEWSLETTER,
  ARTICLE,
  CONTENT_DEFINITIONS,
  DEMANDE_CONTACT,
  OPPORTUNITE,
  PARTENAIRE,
  REALISATION,
  SECTEUR,
  UTILISATEUR,
  type ContentDefinition,
  type ContentName,
} from '@teranga/domain';
const MEDIA = { select: ['id', 'url', 'width', 'height', 'alternativeText', 'formats'] };
const REF = { select: ['documentId'] };

type Populate = Readonly<Record<string, typeof MEDIA | typeof REF>>;

/** A type's populate: its image fields (MEDIA) and its relations (REF), in the definition's order. */
export function populateOf(definition: ContentDefinition): Populate {
  return Object.fromEntries(
    Object.entries(definition.fields).flatMap(([name, f]) =>
      f.kind === 'image' ? [[name, MEDIA]] : f.kind === 'relation' ? [[name, REF]] : [],
    ),
  );
}

export const POPULATE = Object.fromEntries(CONTENT_DEFINITIONS.map((d) => [d.name, populateOf(d)])) as Readonly<
  Record<ContentName, Populate>
>;

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

/** The localized content types (fr, en, pt), by their Strapi uid. */
export type LocalizedUid = Extract<(typeof CONTENT_DEFINITIONS)[number], { localized: true }>['uid'];
