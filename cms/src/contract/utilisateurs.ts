import { roleOf, type Utilisateur } from '@teranga/domain';

/** The user as answers show it: never a password hash, reset or confirmation token. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the users-permissions row: its plugin fields are added at run time, absent from the generated types
export function toUtilisateur(user: any): Utilisateur {
  return {
    _id: user.documentId,
    id: user.id,
    nom: user.nom ?? '',
    prenom: user.prenom ?? '',
    email: user.email,
    telephone: user.telephone ?? '',
    role: roleOf(user),
    statut: user.statut ?? 'actif',
    dateCreation: user.createdAt ? new Date(user.createdAt).toISOString() : null,
  };
}
