import { describe, expect, it } from 'vitest';
import { activeOpportunites, byDisplayOrder, latest, secteurRealisationLimit } from '../../src/lib/content';

describe('limits of the public lists', () => {
  const items = [
    { id: 'a', etat: 'publié', datePublication: '2024-01-01T00:00:00Z', dateCreation: '2025-01-01T00:00:00Z' },
    { id: 'b', etat: 'publié', datePublication: '2026-01-01T00:00:00Z', dateCreation: '2023-01-01T00:00:00Z' },
    { id: 'c', etat: 'brouillon', datePublication: '2027-01-01T00:00:00Z', dateCreation: '2027-01-01T00:00:00Z' },
    { id: 'd', etat: 'publié', datePublication: null, dateCreation: null },
    { id: 'e', etat: 'publié', datePublication: '2025-01-01T00:00:00Z', dateCreation: '2024-01-01T00:00:00Z' },
  ];
  it('keeps the newest published items up to the limit', () => {
    expect(latest(items, 3).map((i) => i.id)).toEqual(['b', 'e', 'a']);
  });
  it('shows only active opportunities on the home page', () => {
    const list = [{ statut: 'actif' }, { statut: 'expiré' }, { statut: 'retiré' }, { statut: ' Actif' }];
    expect(activeOpportunites(list)).toHaveLength(2);
  });
  it('orders active partners by ordreAffichage', () => {
    const partners = [
      { nom: 'b', ordreAffichage: 2 },
      { nom: 'x', ordreAffichage: 0, actif: false },
      { nom: 'a', ordreAffichage: 1 },
    ];
    expect(byDisplayOrder(partners).map((p) => p.nom)).toEqual(['a', 'b']);
  });
  it('shows 4 realisations on cablage and 3 elsewhere', () => {
    expect(secteurRealisationLimit('cablage')).toBe(4);
    expect(secteurRealisationLimit('telecom')).toBe(3);
  });
});
