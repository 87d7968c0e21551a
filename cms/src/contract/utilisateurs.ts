import { roleOf, type Utilisateur } from '@teranga/domain';

/** The user as answers show it: never a password hash, reset or confirmation token. */
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
