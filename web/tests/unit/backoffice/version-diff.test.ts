import { describe, expect, it } from 'vitest';
import { displayValue, versionChanges } from '../../../src/backoffice/recovery/diff';

describe('versionChanges', () => {
  it('lists the fields that differ, each language of a localized field apart, in the version order', () => {
    const version = {
      _id: 'a',
      titre: { fr: 'Ancien', en: 'Old', pt: 'Velho' },
      etat: 'brouillon',
      categories: ['télécom'],
      slug: { fr: 'x', en: 'x', pt: 'x' },
    };
    const current = {
      _id: 'a',
      titre: { fr: 'Nouveau', en: 'Old', pt: 'Novo' },
      etat: 'publié',
      categories: ['télécom'],
      slug: { fr: 'y', en: 'y', pt: 'y' },
    };
    expect(versionChanges(version, current)).toEqual([
      { field: 'titre', lang: 'fr', version: 'Ancien', current: 'Nouveau' },
      { field: 'titre', lang: 'pt', version: 'Velho', current: 'Novo' },
      { field: 'etat', lang: null, version: 'brouillon', current: 'publié' },
    ]);
  });

  it('counts the forms of "no value" as equal, leaves out what a restore keeps and media details', () => {
    expect(
      versionChanges(
        {
          resume: { fr: '', en: '', pt: '' },
          secteur: null,
          motsCles: { fr: [], en: [], pt: [] },
          nombreVues: 3,
          imagePrincipaleMedia: { width: 1 },
        },
        { resume: { fr: '', en: '', pt: '' }, motsCles: { fr: [], en: [], pt: [] }, nombreVues: 9, imagePrincipaleMedia: { width: 2 } },
      ),
    ).toEqual([]);
  });
});

describe('displayValue', () => {
  it('shows lists joined, a sector by its name, nothing as a dash', () => {
    expect(displayValue(['a', 'b'])).toBe('a, b');
    expect(displayValue({ _id: 's', nom: { fr: 'Télécom', en: 'Telecom', pt: 'Telecom' }, slug: 'telecom' })).toBe('Télécom');
    expect(displayValue(null)).toBe('—');
    expect(displayValue(true)).toBe('true');
  });
  it('shows a focal point in percent, and each language of the images texts on its own row', () => {
    expect(displayValue({ x: 30, y: 62.5 })).toBe('30 % × 62.5 %');
    const version = {
      textesAlternatifs: { fr: ['Pylône', 'Armoire'], en: ['Tower', 'Cabinet'], pt: ['Torre', 'Armário'] },
      pointFocal: null,
    };
    const current = {
      textesAlternatifs: { fr: ['Pylône', 'Armoire'], en: ['Tower', 'Cabinet door'], pt: ['Torre', 'Armário'] },
      pointFocal: { x: 30, y: 62.5 },
    };
    expect(versionChanges(version, current)).toEqual([
      { field: 'textesAlternatifs', lang: 'en', version: ['Tower', 'Cabinet'], current: ['Tower', 'Cabinet door'] },
      { field: 'pointFocal', lang: null, version: null, current: { x: 30, y: 62.5 } },
    ]);
  });
});
