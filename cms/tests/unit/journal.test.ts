import { describe, expect, it } from 'vitest';
import { journalAction } from '../../src/setup/journal';

describe('journalAction', () => {
  it('names a deletion, a password change, a publication, a creation and a change', () => {
    expect(journalAction('delete', { etat: 'publié' }, null, undefined)).toBe('suppression');
    expect(journalAction('update', {}, {}, { password: 'x' })).toBe('mot de passe');
    expect(journalAction('update', { etat: 'brouillon' }, { etat: 'publié' }, { etat: 'publié' })).toBe('publication');
    expect(journalAction('create', null, { etat: 'publié' }, {})).toBe('publication');
    expect(journalAction('create', null, { etat: 'brouillon' }, {})).toBe('création');
    expect(journalAction('update', { etat: 'publié' }, { etat: 'publié' }, { titre: 'x' })).toBe('modification');
    expect(journalAction('update', {}, {}, { password: 'x', nom: 'y' })).toBe('modification');
  });
});
