import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES, validateContact } from '../src/contact';

const valid = {
  nom: 'Awa Ndiaye',
  numero: '+221 77 123 45 67',
  email: 'Awa.Ndiaye@Example.SN',
  entreprise: '',
  description: 'Nous souhaitons un devis pour le câblage de nos bureaux.',
  secteur: 'cablage',
};

describe('validateContact', () => {
  it('accepts a complete request and normalizes the email', () => {
    const result = validateContact(valid);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.value.email).toBe('awa.ndiaye@example.sn');
  });

  it('requires nom, numero, email and description with the spec message', () => {
    const result = validateContact({ secteur: 'it' });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.message).toBe('Veuillez remplir tous les champs obligatoires.');
      expect(result.errors.map((e) => e.path).sort()).toEqual(['description', 'email', 'nom', 'numero']);
    }
  });

  it('rejects a malformed email', () => {
    for (const email of ['awa', 'awa@', 'awa@example', 'a b@example.sn', 'awa@@example.sn']) {
      const result = validateContact({ ...valid, email });
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.errors).toContainEqual({ path: 'email', message: CONTACT_MESSAGES.email });
    }
  });

  it('accepts every sector the site sends and nothing else', () => {
    for (const secteur of [
      'it',
      'cablage',
      'études',
      'telecom',
      'genie civil',
      'aviation',
      'immobilier',
      'logistique',
      'mines',
      'geniecivil',
    ]) {
      expect(validateContact({ ...valid, secteur }).ok).toBe(true);
    }
    const result = validateContact({ ...valid, secteur: 'banque' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toBe('Veuillez sélectionner un secteur.');
    expect(validateContact({ ...valid, secteur: '' }).ok).toBe(false);
  });

  it('limits lengths and phone characters', () => {
    expect(validateContact({ ...valid, description: 'x'.repeat(5001) }).ok).toBe(false);
    expect(validateContact({ ...valid, numero: '<script>' }).ok).toBe(false);
  });

  it('ignores non-object bodies gracefully', () => {
    expect(validateContact(null).ok).toBe(false);
    expect(validateContact('nom=x').ok).toBe(false);
  });
});
