// The back-office account (docs/product.md §3): the users-permissions user with the spec's fields
// (cms/src/extensions/users-permissions). The password is written, never answered.
import { ROLES, STATUTS_UTILISATEUR } from '../states';
import { defineContent, field } from './fields';

export const PASSWORD_MIN = 8;

export const UTILISATEUR = defineContent({
  name: 'user',
  collection: 'utilisateurs',
  uid: 'plugin::users-permissions.user',
  localized: false,
  numericId: true,
  fields: {
    nom: field.text({ storage: 'string', required: true, max: 50 }),
    prenom: field.text({ storage: 'string', required: true, max: 50 }),
    email: field.text({ storage: 'email', required: true }),
    telephone: field.text({ storage: 'string', max: 30 }),
    // Stored as the users-permissions role relation; the domain knows it by name.
    role: field.enumeration({ values: ROLES, storage: 'relation', default: 'conseiller' }),
    statut: field.enumeration({
      values: STATUTS_UTILISATEUR,
      storage: 'string',
      max: 20,
      default: 'actif',
      answer: { nullable: false, loose: true },
    }),
    dateCreation: field.date({ system: true }),
  },
});
