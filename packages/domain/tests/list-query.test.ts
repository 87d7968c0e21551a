import { describe, expect, it } from 'vitest';
import { parseJournalFilters, parseLot, parseListQuery } from '../src/list-query';
import { foldForSearch, formatTri, LIST_SPECS, parseTri } from '../src/list-params';

const articles = LIST_SPECS.articles;

describe('back-office list query', () => {
  it('keeps the unpaged answer when no list parameter is given', () => {
    expect(parseListQuery({}, articles)).toEqual({ paged: false });
    expect(parseListQuery({ lang: 'fr', limite: '5' }, articles)).toEqual({ paged: false });
    expect(parseListQuery(undefined, articles)).toEqual({ paged: false });
  });

  it('pages with the defaults as soon as one parameter is given', () => {
    expect(parseListQuery({ page: '2' }, articles)).toEqual({
      paged: true,
      value: { q: '', tri: { champ: 'dateCreation', ordre: 'desc' }, page: 2, taille: 25 },
    });
    expect(
      parseListQuery({ q: '  Fibre ', etat: 'publié', secteur: 'telecom', categorie: 'IT', tri: 'titre', taille: '100' }, articles),
    ).toEqual({
      paged: true,
      value: {
        q: 'Fibre',
        etat: 'publié',
        secteur: 'telecom',
        categorie: 'IT',
        tri: { champ: 'titre', ordre: 'asc' },
        page: 1,
        taille: 100,
      },
    });
    // An empty filter is no filter (a cleared select in a form).
    expect(parseListQuery({ etat: '', q: '' }, articles)).toMatchObject({ paged: true, value: { q: '', page: 1 } });
  });

  it.each([
    [{ page: '0' }, 'page', 'liste.page'],
    [{ page: '-1' }, 'page', 'liste.page'],
    [{ page: '1.5' }, 'page', 'liste.page'],
    [{ page: 'abc' }, 'page', 'liste.page'],
    [{ taille: '101' }, 'taille', 'liste.taille'],
    [{ taille: '0' }, 'taille', 'liste.taille'],
    [{ tri: 'motDePasse' }, 'tri', 'liste.tri'],
    [{ tri: '--titre' }, 'tri', 'liste.tri'],
    [{ etat: 'supprimé' }, 'etat', 'liste.etat'],
    [{ q: 'x'.repeat(101) }, 'q', 'liste.q'],
    [{ q: ['a', 'b'] }, 'q', 'liste.valeur'],
    [{ page: { $gt: 1 } }, 'page', 'liste.valeur'],
  ])('refuses %j with a coded message on its field', (query, path, code) => {
    const parsed = parseListQuery(query as Record<string, unknown>, articles);
    expect(parsed).toMatchObject({ paged: true, errors: [{ path, code }] });
    expect((parsed as { errors: { message: string }[] }).errors[0].message).toMatch(/\S/);
  });

  it('refuses a filter the list does not have', () => {
    expect(parseListQuery({ secteur: 'telecom' }, LIST_SPECS.opportunites)).toMatchObject({
      errors: [{ path: 'secteur', code: 'liste.parametre' }],
    });
    expect(parseListQuery({ etat: 'publié' }, LIST_SPECS.journal)).toMatchObject({ errors: [{ path: 'etat', code: 'liste.parametre' }] });
    expect(parseListQuery({ tri: 'titre' }, LIST_SPECS.partenaires)).toMatchObject({ errors: [{ path: 'tri', code: 'liste.tri' }] });
  });

  it('sorts either way and writes the sort back', () => {
    expect(parseTri('-nom')).toEqual({ champ: 'nom', ordre: 'desc' });
    expect(formatTri(parseTri('-nom'))).toBe('-nom');
    expect(formatTri(parseTri('nom'))).toBe('nom');
  });

  it('folds case and accents for the search', () => {
    expect(foldForSearch('Été à Thiès')).toBe('ete a thies');
    expect(foldForSearch('ÇA')).toBe(foldForSearch('ça'));
    expect(foldForSearch(null)).toBe('');
  });
});

describe('bulk action body', () => {
  it('accepts an action and distinct ids', () => {
    expect(parseLot({ action: 'publier', ids: ['a', 'b'] })).toEqual({ ok: true, action: 'publier', ids: ['a', 'b'] });
  });

  it.each([
    [{ action: 'archiver', ids: ['a'] }, 'action', 'lot.action'],
    [{ action: 'publier', ids: [] }, 'ids', 'lot.ids'],
    [{ action: 'publier', ids: ['a', 'a'] }, 'ids', 'lot.ids'],
    [{ action: 'publier', ids: Array.from({ length: 101 }, (_, i) => `id${i}`) }, 'ids', 'lot.ids'],
    [{ action: 'publier', ids: 'a' }, 'ids', 'lot.ids'],
    [{ action: 'publier', ids: [{ $ne: 1 }] }, 'ids', 'lot.ids'],
    [null, 'action', 'lot.action'],
  ])('refuses %j', (body, path, code) => {
    expect(parseLot(body)).toMatchObject({ ok: false, errors: expect.arrayContaining([expect.objectContaining({ path, code })]) });
  });
});

describe('parseJournalFilters', () => {
  it('reads a person, a type, an action and a range of days (the last one included)', () => {
    expect(parseJournalFilters({ personne: 'u1', type: 'Réalisation', action: 'publication', du: '2026-11-01', au: '2026-11-28' })).toEqual(
      {
        ok: true,
        value: {
          personne: 'u1',
          type: 'Réalisation',
          action: 'publication',
          depuis: new Date('2026-11-01T00:00:00.000Z'),
          avant: new Date('2026-11-29T00:00:00.000Z'),
        },
      },
    );
    // Empty values are no filter; other parameters are left to the list.
    expect(parseJournalFilters({ personne: '', type: '', q: 'x', page: '2' })).toEqual({ ok: true, value: {} });
    expect(parseJournalFilters({ du: '2024-02-29', au: '2024-02-29' })).toMatchObject({ ok: true });
  });

  it.each([
    [{ du: '2026-02-30' }, 'du'],
    [{ au: '28/11/2026' }, 'au'],
    [{ au: '2026-11-28T00:00:00Z' }, 'au'],
    [{ du: '2026-11-28', au: '2026-11-01' }, 'au'],
    [{ action: 'renommage' }, 'action'],
    [{ type: 'Bien' }, 'type'],
    [{ personne: ['a', 'b'] }, 'personne'],
    [{ personne: 'x'.repeat(65) }, 'personne'],
    [{ type: { $ne: 'Article' } }, 'type'],
  ])('refuses %j', (query, path) => {
    const parsed = parseJournalFilters(query as Record<string, unknown>);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.errors.map((e) => e.path)).toContain(path);
  });
});
