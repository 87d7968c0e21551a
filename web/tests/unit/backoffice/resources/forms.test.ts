import { describe, expect, it } from 'vitest';
import {
  checkPartenaire,
  EMPTY_PARTENAIRE,
  partenaireToForm,
  sortPartenaires,
} from '../../../../src/backoffice/resources/partenaires/form';
import { checkUtilisateur, EMPTY_UTILISATEUR, utilisateurToForm } from '../../../../src/backoffice/resources/utilisateurs/form';
import { NEW_ADVISER_BODY } from './awa';

const messages = (errors: { message: string }[]) => errors.map((e) => e.message);
const png = (name = 'logo.png') => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });

describe('checkUtilisateur (docs/product.md §5, user create and edit)', () => {
  const { nom, prenom, email, motDePasse, confirmationMotDePasse } = NEW_ADVISER_BODY;
  const valid = { ...EMPTY_UTILISATEUR, nom, prenom, email, motDePasse, confirmationMotDePasse };

  it('gives the spec words for an empty create form', () => {
    const { errors, value: payload } = checkUtilisateur(EMPTY_UTILISATEUR, 'create');
    expect(payload).toBeNull();
    expect(messages(errors)).toEqual([
      'Le prénom est obligatoire.',
      'Le nom est obligatoire.',
      "L'email est obligatoire.",
      'Le mot de passe est obligatoire.',
    ]);
  });

  it('refuses names over 50 characters and different passwords', () => {
    const { errors } = checkUtilisateur(
      { ...valid, nom: 'x'.repeat(51), prenom: 'y'.repeat(51), confirmationMotDePasse: 'autre-chose' },
      'create',
    );
    expect(messages(errors)).toEqual([
      'Le prénom ne peut excéder 50 caractères.',
      'Le nom ne peut excéder 50 caractères.',
      'Les mots de passe ne correspondent pas.',
    ]);
  });

  it('refuses an invalid email, a short password and a long phone number', () => {
    const { errors } = checkUtilisateur(
      { ...valid, email: 'awa@', telephone: '7'.repeat(31), motDePasse: 'court', confirmationMotDePasse: 'court' },
      'create',
    );
    expect(messages(errors)).toEqual([
      "L'email est invalide.",
      'Le téléphone ne peut excéder 30 caractères.',
      'Le mot de passe doit contenir au moins 8 caractères.',
    ]);
  });

  it('sends the confirmation with the password, and the role conseiller by default', () => {
    const { value: payload } = checkUtilisateur(valid, 'create');
    expect(payload).toEqual(NEW_ADVISER_BODY);
  });

  it('leaves the password out on edit when none is typed', () => {
    const { errors, value: payload } = checkUtilisateur({ ...valid, motDePasse: '', confirmationMotDePasse: '' }, 'edit');
    expect(errors).toEqual([]);
    expect(payload).not.toHaveProperty('motDePasse');
    expect(payload).not.toHaveProperty('confirmationMotDePasse');
  });

  it('checks a new password against its confirmation on edit', () => {
    expect(messages(checkUtilisateur({ ...valid, confirmationMotDePasse: '' }, 'edit').errors)).toEqual([
      'Les mots de passe ne correspondent pas.',
    ]);
  });

  it('starts the edit form from the stored user, passwords empty', () => {
    const form = utilisateurToForm({
      _id: 'u1',
      id: 1,
      nom: 'Diop',
      prenom: 'Awa',
      email: 'awa@example.sn',
      telephone: '',
      role: 'administrateur',
      statut: 'inactif',
      dateCreation: null,
    });
    expect(form).toMatchObject({ role: 'administrateur', statut: 'inactif', motDePasse: '', confirmationMotDePasse: '' });
  });
});

describe('checkPartenaire (docs/product.md §5, partner create; edit keeps the same rules)', () => {
  it('gives the spec words for an empty create form', () => {
    const { errors, value: form } = checkPartenaire(EMPTY_PARTENAIRE, 'create', null);
    expect(form).toBeNull();
    expect(messages(errors)).toEqual(['Le nom est obligatoire.', 'Le logo est obligatoire.']);
  });

  it('refuses a long name, a bad or long URL and a negative order', () => {
    expect(
      messages(
        checkPartenaire({ ...EMPTY_PARTENAIRE, nom: 'n'.repeat(101), siteWeb: 'pas une url', ordreAffichage: '-1' }, 'create', png())
          .errors,
      ),
    ).toEqual([
      'Le nom ne peut excéder 100 caractères.',
      "L'URL du site web est invalide.",
      "L'ordre d'affichage ne peut pas être négatif.",
    ]);
    expect(
      messages(checkPartenaire({ ...EMPTY_PARTENAIRE, nom: 'Sonatel', siteWeb: `https://${'a'.repeat(200)}.sn` }, 'create', png()).errors),
    ).toEqual(["L'URL du site web ne peut excéder 200 caractères."]);
  });

  it('refuses a display order that is not a whole number', () => {
    expect(messages(checkPartenaire({ ...EMPTY_PARTENAIRE, nom: 'Sonatel', ordreAffichage: '2.5' }, 'create', png()).errors)).toEqual([
      "L'ordre d'affichage est invalide.",
    ]);
  });

  it('accepts only JPEG, PNG or WebP logos, in the server words', () => {
    const svg = new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' });
    expect(messages(checkPartenaire({ ...EMPTY_PARTENAIRE, nom: 'Sonatel' }, 'create', svg).errors)).toEqual([
      "Le fichier « logo.svg » n'est pas une image JPEG, PNG ou WebP.",
    ]);
  });

  it('builds the multipart body of docs/product.md §7', () => {
    const logo = png();
    const { value: form } = checkPartenaire(
      { nom: ' Sonatel ', siteWeb: 'https://sonatel.sn', actif: false, ordreAffichage: '3' },
      'create',
      logo,
    );
    expect(form?.get('nom')).toBe('Sonatel');
    expect(form?.get('siteWeb')).toBe('https://sonatel.sn');
    expect(form?.get('actif')).toBe('false');
    expect(form?.get('ordreAffichage')).toBe('3');
    expect((form?.get('logo') as File).name).toBe('logo.png');
  });

  it('keeps the stored logo on edit when no new one is chosen', () => {
    const stored = { _id: 'p1', nom: 'Sonatel', siteWeb: '', logo: '/uploads/sonatel.png', actif: true, ordreAffichage: 2 };
    const { errors, value: form } = checkPartenaire(partenaireToForm(stored), 'edit', null, true);
    expect(errors).toEqual([]);
    expect(form?.has('logo')).toBe(false);
    expect(form?.get('ordreAffichage')).toBe('2');
  });
});

describe('sortPartenaires', () => {
  it('orders by ordreAffichage, then name; a non-array answer is an empty list', () => {
    const list = [
      { _id: 'c', nom: 'C', siteWeb: '', logo: null, actif: true, ordreAffichage: 2 },
      { _id: 'b', nom: 'B', siteWeb: '', logo: null, actif: true, ordreAffichage: 1 },
      { _id: 'a', nom: 'A', siteWeb: '', logo: null, actif: false, ordreAffichage: 2 },
    ];
    expect(sortPartenaires(list).map((p) => p._id)).toEqual(['b', 'a', 'c']);
    expect(sortPartenaires({ data: list })).toEqual([]);
  });
});
