import { describe, expect, it } from 'vitest';
import { articleSchema, partenaireSchema } from '../src/answers';
import { ARTICLE, sampleAnswer } from '../src/content';

const l = (fr: string) => ({ fr, en: fr, pt: fr });
const article = sampleAnswer(ARTICLE, {
  _id: 'a1',
  slug: l('actu'),
  titre: l('Actu'),
  contenu: l('Contenu'),
  resume: l(''),
  motsCles: { fr: [], en: [], pt: [] },
  categories: ['IT'],
  etat: 'publié',
  datePublication: '2026-01-01T00:00:00.000Z',
  dateCreation: null,
  imagePrincipale: '/uploads/a.jpg',
  imagePrincipaleMedia: null,
  texteAlternatif: l('Une antenne'),
  pointFocal: { x: 30, y: 70 },
  auteur: null,
  nombreVues: 3,
  secteur: null,
});

describe('answer schemas', () => {
  it('accepts an article as the CMS answers it', () => {
    expect(articleSchema.parse(article)).toMatchObject({ _id: 'a1', etat: 'publié' });
  });
  it('refuses a state outside the domain states and a missing field', () => {
    expect(articleSchema.safeParse({ ...article, etat: 'published' }).success).toBe(false);
    const { titre: _titre, ...untitled } = article;
    expect(articleSchema.safeParse(untitled).success).toBe(false);
  });
  it('requires a partner to carry its display order', () => {
    const partner = { _id: 'p', nom: 'P', siteWeb: '', logo: null, logoMedia: null, actif: true, ordreAffichage: 1 };
    expect(partenaireSchema.parse(partner)).toEqual(partner);
    expect(partenaireSchema.safeParse({ ...partner, ordreAffichage: undefined }).success).toBe(false);
  });
});
