import { describe, expect, it } from 'vitest';
import { ARTICLE, OPPORTUNITE, PARTENAIRE, REALISATION } from '@teranga/domain';
import {
  displayValue,
  enumerationKey,
  picturePaths,
  readableValue,
  restoreEffect,
  valueKind,
  versionChanges,
} from '../../../src/backoffice/versions/diff';

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
      // The address too, each language apart (a restore keeps it, but the editor sees it changed).
      { field: 'slug', lang: 'fr', version: 'x', current: 'y' },
      { field: 'slug', lang: 'en', version: 'x', current: 'y' },
      { field: 'slug', lang: 'pt', version: 'x', current: 'y' },
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

describe('how a compared value reads', () => {
  // The label table of the test: a known key gives its words, anything else the value as it is.
  const LABELS: Record<string, string> = {
    'etat.publié': 'Publié',
    'etat.brouillon': 'Brouillon',
    'livraison.en cours': 'En cours',
    'statut.expiré': 'Expiré',
    'historique.yes': 'Oui',
    'historique.no': 'Non',
  };
  const words = (key: string, fallback: string) => LABELS[key] ?? fallback;

  it('knows each field by its kind in the type definition', () => {
    expect(valueKind('contenu', ARTICLE)).toBe('richText');
    expect(valueKind('description', OPPORTUNITE)).toBe('richText');
    expect(valueKind('description', REALISATION)).toBe('plain');
    expect(valueKind('imagePrincipale', ARTICLE)).toBe('image');
    expect(valueKind('images', REALISATION)).toBe('image');
    expect(valueKind('etat', ARTICLE)).toBe('enumeration');
    expect(valueKind('datePublication', ARTICLE)).toBe('date');
    expect(valueKind('dateExpiration', OPPORTUNITE)).toBe('day');
    expect(valueKind('actif', PARTENAIRE)).toBe('boolean');
    expect(valueKind('slug', ARTICLE)).toBe('plain');
    expect(valueKind('inconnu', ARTICLE)).toBe('plain');
    expect(valueKind('titre')).toBe('plain');
  });

  it('shows states in words, not their stored codes', () => {
    expect(readableValue('enumeration', 'etat', 'publié', 'fr', words)).toBe('Publié');
    expect(readableValue('enumeration', 'etat', 'brouillon', 'fr', words)).toBe('Brouillon');
    expect(enumerationKey('statutLivraison', 'en cours')).toBe('livraison.en cours');
    expect(readableValue('enumeration', 'statutLivraison', 'en cours', 'fr', words)).toBe('En cours');
    expect(readableValue('enumeration', 'statut', 'expiré', 'fr', words)).toBe('Expiré');
    expect(readableValue('enumeration', 'etat', 'inconnu', 'fr', words)).toBe('inconnu');
    expect(readableValue('boolean', 'actif', false, 'fr', words)).toBe('Non');
    expect(readableValue('enumeration', 'etat', null, 'fr', words)).toBe('—');
  });

  it('shows dates in the interface language, not as ISO', () => {
    const iso = '2025-02-01T10:30:00.000Z';
    const fr = readableValue('date', 'datePublication', iso, 'fr', words);
    const en = readableValue('date', 'datePublication', iso, 'en', words);
    expect(fr).toContain('févr.');
    expect(fr).toContain('10:30');
    expect(en).toContain('Feb');
    expect(fr).not.toContain('T10');
    expect(readableValue('day', 'dateExpiration', '2025-03-15', 'pt', words)).toBe('15/03/2025');
    expect(readableValue('day', 'dateExpiration', '2025-03-15', 'pt', words)).not.toContain(':');
  });

  it('reads the paths of one picture or of a gallery', () => {
    expect(picturePaths('/uploads/a.png')).toEqual(['/uploads/a.png']);
    expect(picturePaths(['/uploads/a.png', '/uploads/b.webp'])).toEqual(['/uploads/a.png', '/uploads/b.webp']);
    expect(picturePaths(null)).toEqual([]);
    expect(picturePaths('')).toEqual([]);
  });
});

describe('restoreEffect', () => {
  it("says what a restore does to the site from the item's own state, which a restore keeps", () => {
    expect(restoreEffect({ etat: 'publié' })).toBe('live');
    expect(restoreEffect({ etat: ' Publié ' })).toBe('live');
    expect(restoreEffect({ etat: 'planifié' })).toBe('scheduled');
    expect(restoreEffect({ etat: 'brouillon' })).toBe('draft');
    // A partner is on the site while active.
    expect(restoreEffect({ actif: true })).toBe('live');
    expect(restoreEffect({ actif: false })).toBe('draft');
  });
});
