import { describe, expect, it } from 'vitest';
import {
  ariaSort,
  listApiQuery,
  ownParams,
  pageCount,
  readListState,
  toggleSort,
  withFilter,
  withOwnParams,
  writeListState,
} from '../../src/backoffice/lists/state';

describe('back-office list state and the address', () => {
  it('reads the defaults from an empty address and writes nothing back', () => {
    const state = readListState('', 'articles');
    expect(state).toEqual({
      q: '',
      etat: '',
      secteur: '',
      categorie: '',
      aTraduire: '',
      tri: { champ: 'dateCreation', ordre: 'desc' },
      page: 1,
      taille: 25,
    });
    expect(writeListState(state, 'articles')).toBe('');
  });

  it('keeps a language to translate in the address and the API query, where the list has translations', () => {
    const state = readListState('?aTraduire=pt', 'realisations');
    expect(state.aTraduire).toBe('pt');
    expect(writeListState(state, 'realisations')).toBe('?aTraduire=pt');
    expect(listApiQuery(state)).toContain('aTraduire=pt');
    expect(readListState('?aTraduire=de', 'articles').aTraduire).toBe('');
    expect(readListState('?aTraduire=en', 'partenaires').aTraduire).toBe('');
    expect(withFilter({ ...state, page: 4 }, { aTraduire: 'en' })).toMatchObject({ aTraduire: 'en', page: 1 });
  });

  it('round-trips a filtered, sorted page through the address', () => {
    const state = readListState('?q=%C3%A9t%C3%A9&etat=publi%C3%A9&secteur=telecom&categorie=IT&tri=-titre&page=3', 'articles');
    expect(state).toMatchObject({
      q: 'été',
      etat: 'publié',
      secteur: 'telecom',
      categorie: 'IT',
      tri: { champ: 'titre', ordre: 'desc' },
      page: 3,
    });
    const written = writeListState(state, 'articles');
    expect(readListState(written, 'articles')).toEqual(state);
    expect(written).toBe('?q=%C3%A9t%C3%A9&etat=publi%C3%A9&secteur=telecom&categorie=IT&tri=-titre&page=3');
  });

  it('drops what the list does not accept instead of breaking', () => {
    const state = readListState('?etat=supprim%C3%A9&tri=motDePasse&page=0&taille=5000&secteur=telecom', 'opportunites');
    expect(state).toMatchObject({ etat: '', secteur: '', tri: { champ: 'dateCreation', ordre: 'desc' }, page: 1, taille: 25 });
    expect(readListState('?tri=--titre', 'articles').tri).toEqual({ champ: 'dateCreation', ordre: 'desc' });
  });

  it('asks the server for a page whatever the address holds', () => {
    expect(listApiQuery(readListState('', 'partenaires'))).toBe('?tri=ordreAffichage&page=1&taille=25');
    expect(listApiQuery(readListState('?q=+sahel+&etat=actif&page=2', 'partenaires'))).toBe(
      '?q=sahel&etat=actif&tri=ordreAffichage&page=2&taille=25',
    );
  });

  it('goes back to page 1 on a new search, filter or sort', () => {
    const on3 = readListState('?page=3', 'articles');
    expect(withFilter(on3, { q: 'fibre' })).toMatchObject({ q: 'fibre', page: 1 });
    expect(toggleSort(on3, 'titre')).toMatchObject({ tri: { champ: 'titre', ordre: 'asc' }, page: 1 });
  });

  it('flips the sort on a second click and says it with aria-sort', () => {
    const once = toggleSort(readListState('', 'articles'), 'titre');
    const twice = toggleSort(once, 'titre');
    expect(twice.tri).toEqual({ champ: 'titre', ordre: 'desc' });
    expect(ariaSort(once, 'titre')).toBe('ascending');
    expect(ariaSort(twice, 'titre')).toBe('descending');
    expect(ariaSort(twice, 'etat')).toBe('none');
  });

  it('counts pages, one at least', () => {
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(25, 25)).toBe(1);
    expect(pageCount(26, 25)).toBe(2);
  });
});

describe('a screen’s own parameters beside the list state', () => {
  it('keeps the non-empty values of the names given, in their order, after the list query', () => {
    const own = ownParams(new URLSearchParams('au=2026-11-28&q=x&personne=u1&type=&action=suppression'), [
      'personne',
      'type',
      'action',
      'du',
      'au',
    ]);
    expect(own.toString()).toBe('personne=u1&action=suppression&au=2026-11-28');
    expect(withOwnParams('?q=x&page=1', own)).toBe('?q=x&page=1&personne=u1&action=suppression&au=2026-11-28');
    expect(withOwnParams('', own)).toBe('?personne=u1&action=suppression&au=2026-11-28');
    expect(withOwnParams('?page=1', new URLSearchParams())).toBe('?page=1');
  });
});
