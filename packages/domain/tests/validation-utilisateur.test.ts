import { describe, expect, it } from 'vitest';
import {
  validateMotDePasse,
  validateNouveauMotDePasse,
  validateProfil,
  validateUtilisateur,
  type UtilisateurInput,
} from '../src/validation/utilisateur';

const valid: UtilisateurInput = {
  prenom: ' Awa ',
  nom: 'Ndiaye',
  email: ' Awa.Ndiaye@Example.SN ',
  telephone: '+221 77 000 00 00',
  motDePasse: ' secret12',
  confirmationMotDePasse: ' secret12',
};
const messages = (input: UtilisateurInput, mode: 'create' | 'edit' = 'create') =>
  validateUtilisateur(input, mode).errors.map((e) => `${e.path}: ${e.message}`);

describe('validateUtilisateur: create', () => {
  it('accepts a valid user, lower-cases the email, defaults role and status, drops the confirmation', () => {
    const { errors, value } = validateUtilisateur(valid, 'create');
    expect(errors).toEqual([]);
    expect(value).toEqual({
      prenom: 'Awa',
      nom: 'Ndiaye',
      email: 'awa.ndiaye@example.sn',
      telephone: '+221 77 000 00 00',
      motDePasse: ' secret12',
      role: 'conseiller',
      statut: 'actif',
    });
    expect(value).not.toHaveProperty('confirmationMotDePasse');
  });

  it('requires first and last names of at most 50 characters', () => {
    expect(messages({ ...valid, prenom: '', nom: ' ' })).toEqual(['prenom: Le prénom est obligatoire.', 'nom: Le nom est obligatoire.']);
    expect(messages({ ...valid, prenom: 'x'.repeat(51), nom: 'y'.repeat(51) })).toEqual([
      'prenom: Le prénom ne peut excéder 50 caractères.',
      'nom: Le nom ne peut excéder 50 caractères.',
    ]);
    expect(messages({ ...valid, prenom: 'x'.repeat(50), nom: 'y'.repeat(50) })).toEqual([]);
  });

  it('requires a well-formed email', () => {
    expect(messages({ ...valid, email: undefined })).toEqual(["email: L'email est obligatoire."]);
    for (const email of ['awa', 'awa@', 'awa@example', 'a b@example.sn']) {
      expect(messages({ ...valid, email })).toEqual(["email: L'email est invalide."]);
    }
  });

  it('requires a password of at least 8 characters and its confirmation', () => {
    expect(messages({ ...valid, motDePasse: '', confirmationMotDePasse: '' })).toEqual(['motDePasse: Le mot de passe est obligatoire.']);
    expect(messages({ ...valid, motDePasse: 'court', confirmationMotDePasse: 'court' })).toEqual([
      'motDePasse: Le mot de passe doit contenir au moins 8 caractères.',
    ]);
    expect(messages({ ...valid, confirmationMotDePasse: 'secret12' })).toEqual([
      'confirmationMotDePasse: Les mots de passe ne correspondent pas.',
    ]);
    expect(messages({ ...valid, confirmationMotDePasse: '' })).toEqual(['confirmationMotDePasse: Les mots de passe ne correspondent pas.']);
    expect(messages({ ...valid, motDePasse: '12345678', confirmationMotDePasse: '12345678' })).toEqual([]);
  });

  it('refuses a password without its confirmation', () => {
    expect(messages({ ...valid, confirmationMotDePasse: undefined })).toEqual([
      'confirmationMotDePasse: Les mots de passe ne correspondent pas.',
    ]);
  });

  it('limits the optional phone to 30 characters', () => {
    expect(messages({ ...valid, telephone: '1'.repeat(31) })).toEqual(['telephone: Le téléphone ne peut excéder 30 caractères.']);
    expect(validateUtilisateur({ ...valid, telephone: undefined }, 'create').value.telephone).toBe('');
  });

  it('checks role and status', () => {
    expect(messages({ ...valid, role: 'superadmin' })).toEqual(['role: Le rôle est invalide.']);
    expect(messages({ ...valid, statut: 'banni' })).toEqual(['statut: Le statut est invalide.']);
    const { value } = validateUtilisateur({ ...valid, role: ' Administrateur ', statut: 'INACTIF' }, 'create');
    expect(value).toMatchObject({ role: 'administrateur', statut: 'inactif' });
  });
});

describe('validateUtilisateur: edit', () => {
  const base: UtilisateurInput = { prenom: 'Awa', nom: 'Ndiaye', email: 'awa@example.sn' };

  it('makes the password optional and keeps role, status and phone unchanged when absent', () => {
    const { errors, value } = validateUtilisateur(base, 'edit');
    expect(errors).toEqual([]);
    expect(value).toEqual({ prenom: 'Awa', nom: 'Ndiaye', email: 'awa@example.sn' });
    expect(validateUtilisateur({ ...base, motDePasse: '' }, 'edit').value).not.toHaveProperty('motDePasse');
  });

  it('applies the password rules when one is given', () => {
    expect(messages({ ...base, motDePasse: 'court', confirmationMotDePasse: 'court' }, 'edit')).toEqual([
      'motDePasse: Le mot de passe doit contenir au moins 8 caractères.',
    ]);
    expect(messages({ ...base, motDePasse: 'nouveau123', confirmationMotDePasse: 'nouveau124' }, 'edit')).toEqual([
      'confirmationMotDePasse: Les mots de passe ne correspondent pas.',
    ]);
    expect(messages({ ...base, confirmationMotDePasse: 'orphelin1' }, 'edit')).toEqual([
      'confirmationMotDePasse: Les mots de passe ne correspondent pas.',
    ]);
    expect(validateUtilisateur({ ...base, motDePasse: 'nouveau123', confirmationMotDePasse: 'nouveau123' }, 'edit').value).toEqual({
      ...base,
      motDePasse: 'nouveau123',
    });
  });

  it('keeps the other rules', () => {
    expect(messages({ ...base, prenom: '' }, 'edit')).toEqual(['prenom: Le prénom est obligatoire.']);
    expect(messages({ ...base, email: 'x' }, 'edit')).toEqual(["email: L'email est invalide."]);
    expect(messages({ ...base, role: 'chef' }, 'edit')).toEqual(['role: Le rôle est invalide.']);
    expect(validateUtilisateur({ ...base, role: 'administrateur' }, 'edit').value.role).toBe('administrateur');
  });
});

describe('validateProfil and validateMotDePasse (Mon profil)', () => {
  it('takes a trimmed name and phone, with the user rules', () => {
    expect(validateProfil({ prenom: ' Awa ', nom: 'Diop', telephone: ' 77 ' })).toEqual({
      errors: [],
      value: { prenom: 'Awa', nom: 'Diop', telephone: '77' },
    });
    expect(validateProfil({ prenom: '', nom: '', telephone: '9'.repeat(31) }).errors.map((e) => e.code)).toEqual([
      'prenom.required',
      'nom.required',
      'telephone.max',
    ]);
  });

  it('needs the current password, a new one of 8 characters or more, different and confirmed', () => {
    expect(
      validateMotDePasse({ motDePasseActuel: 'ancien-mdp', motDePasse: ' nouveau mdp ', confirmationMotDePasse: ' nouveau mdp ' }),
    ).toEqual({
      errors: [],
      value: { motDePasseActuel: 'ancien-mdp', motDePasse: ' nouveau mdp ' },
    });
    expect(validateMotDePasse({}).errors.map((e) => e.code)).toEqual(['motDePasseActuel.required', 'motDePasse.required']);
    expect(
      validateMotDePasse({ motDePasseActuel: 'a', motDePasse: 'court', confirmationMotDePasse: 'court' }).errors.map((e) => e.message),
    ).toEqual(['Le mot de passe doit contenir au moins 8 caractères.']);
    expect(
      validateMotDePasse({ motDePasseActuel: 'identique', motDePasse: 'identique', confirmationMotDePasse: 'identique' }).errors.map(
        (e) => e.code,
      ),
    ).toEqual(['motDePasse.unchanged']);
    expect(
      validateMotDePasse({ motDePasseActuel: 'a', motDePasse: 'assez-long', confirmationMotDePasse: 'autre' }).errors.map((e) => e.message),
    ).toEqual(['Les mots de passe ne correspondent pas.']);
  });
});

describe('validateNouveauMotDePasse (reset by link)', () => {
  it('needs a password of 8 characters or more, confirmed, never trimmed', () => {
    expect(validateNouveauMotDePasse({ motDePasse: ' nouveau mdp ', confirmationMotDePasse: ' nouveau mdp ' })).toEqual({
      errors: [],
      value: { motDePasse: ' nouveau mdp ' },
    });
    expect(validateNouveauMotDePasse({}).errors.map((e) => e.code)).toEqual(['motDePasse.required']);
    expect(validateNouveauMotDePasse({ motDePasse: 'court', confirmationMotDePasse: 'court' }).errors.map((e) => e.code)).toEqual([
      'motDePasse.min',
    ]);
    expect(
      validateNouveauMotDePasse({ motDePasse: 'assez-long', confirmationMotDePasse: 'autre' }).errors.map((e) => [e.path, e.code]),
    ).toEqual([['confirmationMotDePasse', 'motDePasse.confirmation']]);
    expect(
      validateNouveauMotDePasse({ motDePasse: ['assez-long'], confirmationMotDePasse: 'assez-long' }).errors.map((e) => e.code),
    ).toEqual(['motDePasse.required', 'motDePasse.confirmation']);
  });
});
