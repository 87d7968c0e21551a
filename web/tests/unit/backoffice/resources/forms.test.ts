// The partner and user forms read their state and body from the definitions (content/form-state.ts,
// content/payload.ts) and check them with the CMS's own rules: docs/product.md §5's words.
import { describe, expect, it } from 'vitest';
import { PARTENAIRE, UTILISATEUR, validatePartenaire, validateUtilisateur } from '@teranga/domain';
import { emptyState, formDataOf, inputFromState, jsonOf, stateFromItem } from '../../../../src/backoffice/content/payload';
import { NEW_ADVISER_BODY } from './awa';

const NOW = new Date('2026-11-28T10:00:00Z');
const messages = (errors: { message: string }[]) => errors.map((e) => e.message);
const png = (name = 'logo.png') => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });

describe('the user form (UTILISATEUR)', () => {
  it('starts with role conseiller, statut actif and no phone', () => {
    expect(emptyState(UTILISATEUR)).toEqual({ nom: '', prenom: '', email: '', telephone: '', role: 'conseiller', statut: 'actif' });
  });

  it('gives the spec words for an empty create form', () => {
    expect(messages(validateUtilisateur(inputFromState(UTILISATEUR, emptyState(UTILISATEUR), NOW), 'create').errors)).toEqual([
      'Le prénom est obligatoire.',
      'Le nom est obligatoire.',
      "L'email est obligatoire.",
      'Le mot de passe est obligatoire.',
    ]);
  });

  it('sends the texts as the rules read them (trimmed), with the role and statut chosen', () => {
    const { motDePasse: _m, confirmationMotDePasse: _c, ...account } = NEW_ADVISER_BODY;
    const state = { ...emptyState(UTILISATEUR), ...account, nom: ' Diop ', telephone: ' ' };
    expect(jsonOf(UTILISATEUR, state, NOW)).toEqual({ ...account, telephone: '' });
  });

  it('starts the edit form from the stored user', () => {
    const stored = {
      _id: 'u1',
      id: 1,
      nom: 'Diop',
      prenom: 'Awa',
      email: 'awa@example.sn',
      telephone: '',
      role: 'administrateur',
      statut: 'inactif',
    };
    expect(stateFromItem(UTILISATEUR, stored)).toMatchObject({ role: 'administrateur', statut: 'inactif', prenom: 'Awa' });
  });
});

describe('the partner form (PARTENAIRE)', () => {
  it('starts shown, at display order 0, without a logo', () => {
    expect(emptyState(PARTENAIRE)).toEqual({ nom: '', siteWeb: '', logo: { current: null, file: null }, actif: true, ordreAffichage: '0' });
  });

  it('gives the spec words for an empty create form, and for a bad URL and a negative order', () => {
    const check = (state: ReturnType<typeof emptyState<typeof PARTENAIRE>>, hasLogo: boolean) =>
      messages(validatePartenaire(inputFromState(PARTENAIRE, state, NOW), 'create', { hasLogo }).errors);
    expect(check(emptyState(PARTENAIRE), false)).toEqual(['Le nom est obligatoire.', 'Le logo est obligatoire.']);
    expect(check({ ...emptyState(PARTENAIRE), nom: 'Sonatel', siteWeb: 'pas une url', ordreAffichage: '-1' }, true)).toEqual([
      "L'URL du site web est invalide.",
      "L'ordre d'affichage ne peut pas être négatif.",
    ]);
  });

  it('builds the multipart body of docs/product.md §7, the new logo last', () => {
    const form = formDataOf(
      PARTENAIRE,
      { nom: 'Sonatel', siteWeb: 'https://sonatel.sn', actif: false, ordreAffichage: '3', logo: { current: null, file: png() } },
      'create',
      NOW,
    );
    expect([...form.keys()]).toEqual(['nom', 'siteWeb', 'actif', 'ordreAffichage', 'logo']);
    expect(form.get('actif')).toBe('false');
    expect((form.get('logo') as File).name).toBe('logo.png');
  });

  it('keeps the stored logo on edit when no new one is chosen, and sends a logo of the media library by its id', () => {
    const stored = stateFromItem(PARTENAIRE, {
      _id: 'p1',
      nom: 'Sonatel',
      siteWeb: '',
      logo: '/uploads/sonatel.png',
      actif: true,
      ordreAffichage: 2,
    });
    expect(formDataOf(PARTENAIRE, stored, 'edit', NOW).has('logo')).toBe(false);
    const chosen = { ...stored, logo: { ...stored.logo, media: { _id: 'm1', url: '/uploads/m1.png', nom: 'm1.png' } } };
    expect(formDataOf(PARTENAIRE, chosen, 'edit', NOW).get('logo')).toBe('m1');
  });
});
