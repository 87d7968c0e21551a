import { describe, expect, it } from 'vitest';
import { ARTICLE, OPPORTUNITE, REALISATION, sampleAnswer } from '@teranga/domain';
import { articleCard, opportuniteCard, realisationCard } from '../../src/lib/cards';
import type { Article, Opportunite, Realisation } from '@teranga/domain';

const l = (fr: string, en = `${fr}-en`, pt = `${fr}-pt`) => ({ fr, en, pt });
const keywords = { fr: [], en: [], pt: [] };

const realisation = sampleAnswer(REALISATION, {
  _id: 'r1',
  slug: l('pont'),
  titre: l('Pont'),
  description: l('d'.repeat(300)),
  contenu: l(''),
  motsCles: keywords,
  categories: [],
  secteur: null,
  annee: 2024,
  statutLivraison: 'livré',
  etat: 'publié',
  datePublication: null,
  dateCreation: null,
  images: ['/uploads/p.jpg'],
  medias: [],
  localisation: null,
  resume: l(''),
  auteur: null,
  nombreVues: 0,
  textesAlternatifs: { fr: ['Un pont'], en: ['A bridge'], pt: [''] },
  pointFocal: { x: 20, y: 80 },
}) as unknown as Realisation;

describe('cards', () => {
  it('cuts realisation descriptions at 140 characters and links the localized slug', () => {
    const card = realisationCard(realisation, 'en');
    expect(card.href).toBe('/en/realisation/pont-en');
    expect(card.text).toBe(`${'d'.repeat(140)}…`);
    expect(card.image.src).toBe('/uploads/p.jpg');
  });
  it('describes the cover in the page language, the title standing in for a missing text, and places its focal point', () => {
    expect(realisationCard(realisation, 'en').image).toMatchObject({ alt: 'A bridge', position: '20% 80%' });
    expect(realisationCard(realisation, 'pt').image.alt).toBe('Pont-pt');
    expect(realisationCard({ ...realisation, pointFocal: null }, 'fr').image).not.toHaveProperty('position');
  });
  it('cuts opportunity descriptions at 120 characters plus an ellipsis', () => {
    const o = sampleAnswer(OPPORTUNITE, {
      _id: 'o',
      slug: l('offre'),
      titre: l('Offre'),
      description: l('o'.repeat(121)),
      contenu: l(''),
      motsCles: keywords,
      categorie: '',
      pays: 'Sénégal',
      contact: '',
      quantiteDisponible: '',
      statut: 'actif',
      etat: 'publié',
      datePublication: null,
      dateCreation: null,
      image: null,
      imageMedia: null,
      texteAlternatif: l(''),
      pointFocal: null,
      auteur: null,
      nombreVues: 0,
    }) as unknown as Opportunite;
    const card = opportuniteCard(o, 'fr');
    expect(card.text).toBe(`${'o'.repeat(120)}…`);
    expect(card.href).toBe('/opportunite/offre');
    expect(card.image.src).toBe('/placeholder.jpg');
    expect(card.meta).toBe('Sénégal');
  });
  it('uses the article summary, else the content', () => {
    const a = sampleAnswer(ARTICLE, {
      _id: 'a',
      slug: l('actu'),
      titre: l('Actu'),
      contenu: l('Contenu'),
      resume: l('', '', ''),
      motsCles: keywords,
      categories: [],
      etat: 'publié',
      datePublication: null,
      dateCreation: null,
      imagePrincipale: null,
      imagePrincipaleMedia: null,
      texteAlternatif: l('Une antenne'),
      pointFocal: { x: 0, y: 100 },
      secteur: null,
      auteur: null,
      nombreVues: 0,
    }) as unknown as Article;
    expect(articleCard(a, 'pt')).toMatchObject({ href: '/pt/article/actu-pt', text: 'Contenu-pt' });
    // No picture: the placeholder, described by the title, with no focal point.
    expect(articleCard(a, 'en').image).toEqual({ src: '/placeholder.jpg', width: 1200, height: 750, alt: 'Une antenne-en' });
    expect(articleCard({ ...a, imagePrincipale: '/uploads/a.jpg' }, 'en').image).toMatchObject({
      alt: 'Une antenne-en',
      position: '0% 100%',
    });
  });
});
