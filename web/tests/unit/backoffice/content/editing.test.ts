// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearDraft,
  draftKey,
  fillEmptyFrom,
  languagesToCopyFrom,
  readDraft,
  restoreDraft,
  saveDraft,
} from '../../../../src/backoffice/content/editing';

const loc = (fr: string, en = '', pt = '') => ({ fr, en, pt });

describe('copying from another language', () => {
  const state = {
    titre: loc('Titre', 'Title'),
    contenu: loc('<p>Texte</p>', '<p></p>'),
    resume: loc(''),
    motsCles: loc('fibre, 5G'),
    etat: 'brouillon',
    categories: ['IT'],
    image: { current: null, file: null },
  };

  it('fills only the empty text fields of the language, from the chosen one', () => {
    const next = fillEmptyFrom(state, 'fr', 'en');
    expect(next.titre).toEqual(loc('Titre', 'Title'));
    expect(next.contenu).toEqual(loc('<p>Texte</p>', '<p>Texte</p>'));
    expect(next.resume).toEqual(loc(''));
    expect(next.motsCles).toEqual(loc('fibre, 5G', 'fibre, 5G'));
    expect(next.etat).toBe('brouillon');
    expect(next.categories).toBe(state.categories);
  });

  it('offers the other languages that have text', () => {
    expect(languagesToCopyFrom(state, 'pt')).toEqual(['fr', 'en']);
    expect(languagesToCopyFrom(state, 'fr')).toEqual(['en']);
    expect(languagesToCopyFrom({ titre: loc('') }, 'en')).toEqual([]);
  });

  it('copies each empty entry of a per-language list (a realisation images texts), and offers a language that has one', () => {
    const state = { titre: loc(''), textesAlternatifs: { fr: ['Pylône', 'Armoire', ''], en: ['Tower'], pt: [] as string[] } };
    expect(languagesToCopyFrom(state, 'pt')).toEqual(['fr', 'en']);
    expect(fillEmptyFrom(state, 'fr', 'en').textesAlternatifs).toEqual({
      fr: ['Pylône', 'Armoire', ''],
      en: ['Tower', 'Armoire', ''],
      pt: [],
    });
    expect(fillEmptyFrom(state, 'fr', 'pt').textesAlternatifs.pt).toEqual(['Pylône', 'Armoire', '']);
  });
});

describe('drafts in local storage', () => {
  beforeEach(() => localStorage.clear());
  const key = draftKey('u1', 'articles', undefined);

  it('keeps the typed values with their time, without the chosen files', () => {
    const file = new File(['x'], 'photo.png', { type: 'image/png' });
    saveDraft(key, { titre: loc('Brouillon'), image: { current: '/uploads/a.png', file } }, new Date('2026-01-02T10:00:00Z'));
    expect(readDraft(key)).toEqual({
      savedAt: '2026-01-02T10:00:00.000Z',
      state: { titre: loc('Brouillon'), image: { current: '/uploads/a.png', file: null } },
    });
    expect(key).not.toBe(draftKey('u1', 'articles', 'abc'));
    // Another person's draft of the same form is theirs alone.
    expect(key).not.toBe(draftKey('u2', 'articles', undefined));
    clearDraft(key);
    expect(readDraft(key)).toBeNull();
  });

  it('ignores what is not a draft', () => {
    localStorage.setItem(key, '{not json');
    expect(readDraft(key)).toBeNull();
    localStorage.setItem(key, '{"state": 1}');
    expect(readDraft(key)).toBeNull();
  });

  it('restores over the initial state, keeping the files chosen since', () => {
    const file = new File(['x'], 'photo.png', { type: 'image/png' });
    const initial: { titre: ReturnType<typeof loc>; etat: string; image: { current: string | null; file: File | null } } = {
      titre: loc(''),
      etat: 'brouillon',
      image: { current: null, file },
    };
    expect(restoreDraft(initial, { titre: loc('Repris'), etat: 'publié', image: { current: null, file: null } })).toEqual({
      titre: loc('Repris'),
      etat: 'publié',
      image: { current: null, file },
    });
  });
});
