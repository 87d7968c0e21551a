import { describe, expect, it } from 'vitest';
import { ARTICLE, REALISATION, sampleAnswer } from '@teranga/domain';
import { feedItems, plainSummary } from '../../src/lib/feed';
import type { Article, Realisation } from '@teranga/domain';

const l = (fr: string, en = `${fr} (en)`, pt = `${fr} (pt)`) => ({ fr, en, pt });
const article = (id: string, date: string, resume = 'Résumé') =>
  sampleAnswer(ARTICLE, {
    _id: id,
    slug: l(`a-${id}`, `a-${id}-en`, `a-${id}-pt`),
    titre: l(`Article ${id}`),
    contenu: l('Contenu'),
    resume: l(resume),
    motsCles: { fr: [], en: [], pt: [] },
    categories: ['télécom'],
    etat: 'publié',
    datePublication: date,
    dateCreation: date,
    imagePrincipale: null,
    imagePrincipaleMedia: null,
    texteAlternatif: l(''),
    pointFocal: null,
    secteur: null,
    auteur: null,
    nombreVues: 0,
  }) as unknown as Article;
const realisation = (id: string, date: string | null) =>
  sampleAnswer(REALISATION, {
    _id: id,
    slug: l(`r-${id}`, `r-${id}-en`, `r-${id}-pt`),
    titre: l(`Réalisation ${id}`),
    description: l('Une <b>fibre</b>\n\nposée'),
    contenu: l(''),
    motsCles: { fr: [], en: [], pt: [] },
    categories: [],
    secteur: { _id: 's', nom: l('Télécoms', 'Telecoms'), slug: 'telecom' },
    annee: 2024,
    statutLivraison: 'livré',
    etat: 'publié',
    datePublication: date,
    dateCreation: date,
    images: [],
    medias: [],
    textesAlternatifs: { fr: [], en: [], pt: [] },
    pointFocal: null,
    localisation: null,
    resume: l(''),
    auteur: null,
    nombreVues: 0,
  }) as unknown as Realisation;

describe('feedItems', () => {
  const site = 'https://teranga.example/';
  const items = (lang: 'fr' | 'en' | 'pt', limit?: number) =>
    feedItems(
      site,
      lang,
      [article('1', '2026-01-02T00:00:00Z'), article('2', '2026-03-01T00:00:00Z')],
      [realisation('3', '2026-02-01T00:00:00Z')],
      limit,
    );

  it('mixes articles and realisations, newest first, up to the limit', () => {
    expect(items('fr').map((i) => i.title)).toEqual(['Article 2', 'Réalisation 3', 'Article 1']);
    expect(items('fr', 2)).toHaveLength(2);
  });

  it('links to the page of the feed language, absolute', () => {
    expect(items('en').map((i) => i.link)).toEqual([
      'https://teranga.example/en/article/a-2-en',
      'https://teranga.example/en/realisation/r-3-en',
      'https://teranga.example/en/article/a-1-en',
    ]);
    expect(items('fr')[0].link).toBe('https://teranga.example/article/a-2');
    expect(items('pt')[0].title).toBe('Article 2 (pt)');
    expect(items('en')[1].categories).toEqual(['Telecoms']);
  });

  it('describes each item in plain text', () => {
    expect(items('fr')[1].description).toBe('Une fibre posée');
  });
});

describe('plainSummary', () => {
  it('drops tags, collapses whitespace and cuts long texts', () => {
    expect(plainSummary('<p>Un  texte</p>\n<p>court</p>')).toBe('Un texte court');
    expect(plainSummary('x'.repeat(400))).toHaveLength(301);
    expect(plainSummary(null)).toBe('');
  });
});
