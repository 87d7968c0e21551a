// Awa Diop, the new adviser the user-form tests create: what the form sends for her, with the
// defaults the form adds (no phone, role conseiller, statut actif).
export const NEW_ADVISER_BODY = {
  nom: 'Diop',
  prenom: 'Awa',
  email: 'awa@example.sn',
  telephone: '',
  role: 'conseiller',
  statut: 'actif',
  motDePasse: 'secret-2025',
  confirmationMotDePasse: 'secret-2025',
} as const;
