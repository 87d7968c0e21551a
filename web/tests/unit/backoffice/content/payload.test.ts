import { describe, expect, it } from 'vitest';
import { validateArticle } from '@teranga/domain';
import { validateOpportunite } from '@teranga/domain';
import { validateRealisation } from '@teranga/domain';
import { ARTICLE, OPPORTUNITE, REALISATION } from '@teranga/domain';
import {
  datePublicationToSend,
  emptyState,
  formDataOf,
  inputFromState,
  languagesWithErrors,
  localisationOf,
  showsPublicationDate,
  splitKeywords,
  stateFromItem,
  type ArticleState,
  type Mode,
  type OpportuniteState,
  type RealisationState,
} from '../../../../src/backoffice/content/payload';
import { formatDate, formatDateTime, isoToLocalInput, localInputToIso, TIME_ZONE } from '../../../../src/backoffice/ui/dates';
import type { Realisation } from '../../../../src/backoffice/content/types';

const NOW = new Date('2026-11-21T10:00:00.000Z');
// The conversions are read from the definitions; these name them per type, as the forms use them.
const emptyRealisation = () => emptyState(REALISATION);
const emptyArticle = () => emptyState(ARTICLE);
const emptyOpportunite = () => emptyState(OPPORTUNITE);
const realisationInput = (state: RealisationState, now: Date) => inputFromState(REALISATION, state, now);
const articleInput = (state: ArticleState, now: Date) => inputFromState(ARTICLE, state, now);
const opportuniteInput = (state: OpportuniteState, now: Date) => inputFromState(OPPORTUNITE, state, now);
const realisationForm = (state: RealisationState, mode: Mode, now: Date) => formDataOf(REALISATION, state, mode, now);
const articleForm = (state: ArticleState, now: Date) => formDataOf(ARTICLE, state, 'create', now);
const opportuniteForm = (state: OpportuniteState, mode: Mode, now: Date) => formDataOf(OPPORTUNITE, state, mode, now);
const realisationState = (item: object) => stateFromItem(REALISATION, item);
const articleState = (item: object) => stateFromItem(ARTICLE, item);
const png = (name = 'photo.png') => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });
const entries = (form: FormData) => [...form.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : `file:${(v as File).name}`]);

function filledRealisation(): RealisationState {
  return {
    ...emptyRealisation(),
    titre: { fr: 'Pont', en: 'Bridge', pt: 'Ponte' },
    description: { fr: 'Un pont', en: '', pt: '' },
    motsCles: { fr: 'génie civil, pont', en: '', pt: 'ponte' },
    secteur: 'sec1',
    annee: '2024',
    images: { existing: [], added: [png()] },
    textesAlternatifs: { fr: ['Un pont'], en: ['A bridge'], pt: ['Uma ponte'] },
  };
}

describe('keywords and dates', () => {
  it('splits typed keywords on commas and drops blanks', () => {
    expect(splitKeywords(' a, b ,, c ,')).toEqual(['a', 'b', 'c']);
    expect(splitKeywords('')).toEqual([]);
  });

  it('shows the publication date for publié and planifié only', () => {
    expect(showsPublicationDate('publié')).toBe(true);
    expect(showsPublicationDate('planifié')).toBe(true);
    expect(showsPublicationDate('brouillon')).toBe(false);
  });

  it('sends now for an empty date of a published item, nothing for a draft, empty for planifié', () => {
    expect(datePublicationToSend('publié', '', NOW)).toBe(NOW.toISOString());
    expect(datePublicationToSend('brouillon', '2026-01-01T10:00', NOW)).toBeUndefined();
    expect(datePublicationToSend('planifié', '', NOW)).toBe('');
    expect(datePublicationToSend('publié', '2026-01-02T03:04', NOW)).toBe('2026-01-02T03:04:00.000Z');
  });

  it('turns an API date into a datetime-local value and back, in Dakar time whatever the browser zone', () => {
    expect(isoToLocalInput('2026-03-04T05:06:00.000Z')).toBe('2026-03-04T05:06');
    expect(localInputToIso('2026-03-04T05:06')).toBe('2026-03-04T05:06:00.000Z');
    expect(localInputToIso(isoToLocalInput('2026-11-23T23:59:00.000Z'))).toBe('2026-11-23T23:59:00.000Z');
    expect(isoToLocalInput(null)).toBe('');
    expect(localInputToIso('pas une date')).toBe('pas une date');
  });

  it('formats dates in the interface language, in Dakar time', () => {
    expect(TIME_ZONE).toBe('Africa/Dakar');
    // 23:30 UTC is still the 15th in Dakar, whatever zone the test runs in.
    expect(formatDate('2026-01-15T23:30:00Z', 'fr')).toBe('15 janv. 2026');
    expect(formatDate('2026-01-15T23:30:00Z', 'en')).toBe('15 Jan 2026');
    expect(formatDateTime('2026-01-15T23:30:00Z', 'pt')).toMatch(/^15\/01\/2026,? 23:30$/);
    expect(formatDate(null, 'fr')).toBe('');
    expect(formatDate('not a date', 'fr')).toBe('');
  });

  it('finds the languages that carry errors', () => {
    const langs = languagesWithErrors(['titre.en', 'motsCles.pt', 'secteur', 'images'], ['titre', 'motsCles']);
    expect([...langs].sort()).toEqual(['en', 'pt']);
  });
});

describe('realisation payload', () => {
  it('feeds the CMS validator so that a complete form passes', () => {
    const state = filledRealisation();
    const { errors } = validateRealisation(realisationInput(state, NOW), 'create', {
      now: NOW,
      hasAuteur: true,
      imageCount: 1,
      secteurExists: true,
    });
    expect(errors).toEqual([]);
  });

  it('gives the spec messages for an empty form being published', () => {
    const { errors } = validateRealisation(realisationInput({ ...emptyRealisation(), etat: 'publié' }, NOW), 'create', {
      now: NOW,
      hasAuteur: true,
      imageCount: 0,
      secteurExists: false,
    });
    expect(errors.map((e) => e.message)).toEqual(
      expect.arrayContaining([
        'Le titre (fr) est obligatoire.',
        'Le titre (en) est obligatoire.',
        'Le titre (pt) est obligatoire.',
        'Veuillez choisir un secteur.',
        'Veuillez sélectionner entre 1 et 5 images.',
        "L'année est obligatoire.",
      ]),
    );
  });

  it('uses dotted names on create, with one field per keyword and the images as files', () => {
    const form = realisationForm({ ...filledRealisation(), point: { lat: 14.7, lng: -17.4 }, adresse: ' Dakar ' }, 'create', NOW);
    const list = entries(form);
    expect(list).toContainEqual(['titre.fr', 'Pont']);
    expect(list).toContainEqual(['titre.pt', 'Ponte']);
    expect(list).toContainEqual(['motsCles.fr[]', 'génie civil']);
    expect(list).toContainEqual(['motsCles.fr[]', 'pont']);
    expect(list).toContainEqual(['motsCles.en', '']);
    expect(list).toContainEqual(['images', 'file:photo.png']);
    expect(list).toContainEqual(['secteur', 'sec1']);
    expect(list).toContainEqual(['annee', '2024']);
    expect(list).not.toContainEqual(expect.arrayContaining(['oldImages']));
    expect(list.some(([k]) => k === 'datePublication')).toBe(false);
    expect(JSON.parse(form.get('localisation') as string)).toEqual({ type: 'Point', coordinates: [-17.4, 14.7], adresse: 'Dakar' });
  });

  it('uses bracketed names on edit and lists the kept images in oldImages', () => {
    const state = { ...filledRealisation(), etat: 'publié', images: { existing: ['/uploads/a.jpg'], added: [png('b.png')] } };
    const list = entries(realisationForm(state, 'edit', NOW));
    expect(list).toContainEqual(['titre[fr]', 'Pont']);
    expect(list).toContainEqual(['motsCles[pt][]', 'ponte']);
    expect(list).toContainEqual(['oldImages', '["/uploads/a.jpg"]']);
    expect(list).toContainEqual(['images', 'file:b.png']);
    expect(list).toContainEqual(['datePublication', NOW.toISOString()]);
    expect(list).toContainEqual(['localisation', '']);
  });

  it('sends the images texts in the order shown, cut to the images there are, and the cover focal point', () => {
    const state = {
      ...filledRealisation(),
      images: { existing: ['/uploads/a.jpg'], added: [png('b.png')] },
      pointFocal: { x: 30, y: 60 },
      // A draft may hold the text of a file not chosen again: it goes.
      textesAlternatifs: { fr: ['Pylône', 'Armoire', 'Perdu'], en: ['Tower'], pt: [] },
    };
    const form = realisationForm(state, 'edit', NOW);
    expect(JSON.parse(form.get('textesAlternatifs') as string)).toEqual({ fr: ['Pylône', 'Armoire'], en: ['Tower', ''], pt: ['', ''] });
    expect(JSON.parse(form.get('pointFocal') as string)).toEqual({ x: 30, y: 60 });
    expect(realisationForm({ ...state, pointFocal: null }, 'edit', NOW).get('pointFocal')).toBe('');
  });

  it('has no location without a marker or an address, and an invalid one with an address alone', () => {
    expect(localisationOf(null, '  ')).toBeNull();
    const { errors } = validateRealisation(realisationInput({ ...filledRealisation(), adresse: 'Dakar' }, NOW), 'create', {
      now: NOW,
      hasAuteur: true,
      imageCount: 1,
      secteurExists: true,
    });
    expect(errors).toEqual([{ path: 'localisation', message: 'La localisation est invalide.', code: 'localisation.invalid' }]);
  });

  it('reads an API item back into the form', () => {
    const item = {
      _id: 'r1',
      titre: { fr: 'A', en: 'B' },
      description: {},
      contenu: {},
      resume: {},
      motsCles: { fr: ['x', 'y'] },
      categories: [],
      secteur: { _id: 's1', nom: { fr: 'IT' }, slug: 'it' },
      annee: 2020,
      statutLivraison: 'livré',
      etat: 'publié',
      datePublication: null,
      dateCreation: null,
      auteur: null,
      images: ['/uploads/1.jpg'],
      localisation: { type: 'Point', coordinates: [-17, 14], adresse: 'Rue 1' },
    } as unknown as Realisation;
    const state = realisationState(item);
    expect(state.titre).toEqual({ fr: 'A', en: 'B', pt: '' });
    expect(state.motsCles.fr).toBe('x, y');
    expect(state.secteur).toBe('s1');
    expect(state.annee).toBe('2020');
    expect(state.point).toEqual({ lat: 14, lng: -17 });
    expect(state.images).toEqual({ existing: ['/uploads/1.jpg'], added: [] });
  });
});

describe('article payload', () => {
  it('sends bracketed names, categories and the main image', () => {
    const state = {
      ...emptyArticle(),
      titre: { fr: 'Titre', en: '', pt: '' },
      categories: ['IT', 'télécom'],
      etat: 'planifié',
      datePublication: '2026-12-01T09:00',
      imagePrincipale: { current: null, file: png('main.png') },
    };
    const list = entries(articleForm(state, NOW));
    expect(list).toContainEqual(['titre[fr]', 'Titre']);
    expect(list).toContainEqual(['categories[]', 'IT']);
    expect(list).toContainEqual(['categories[]', 'télécom']);
    expect(list).toContainEqual(['etat', 'planifié']);
    expect(list).toContainEqual(['datePublication', '2026-12-01T09:00:00.000Z']);
    expect(list).toContainEqual(['imagePrincipale', 'file:main.png']);
  });

  it('sends the main image text per language and the focal point, and reads them back', () => {
    const state = { ...emptyArticle(), texteAlternatif: { fr: 'Antenne', en: 'Antenna', pt: '' }, pointFocal: { x: 5, y: 95 } };
    const list = entries(articleForm(state, NOW));
    expect(list).toContainEqual(['texteAlternatif[fr]', 'Antenne']);
    expect(list).toContainEqual(['texteAlternatif[en]', 'Antenna']);
    expect(list).toContainEqual(['texteAlternatif[pt]', '']);
    expect(list).toContainEqual(['pointFocal', '{"x":5,"y":95}']);
    const back = articleState({
      _id: 'a',
      titre: { fr: 'T' },
      motsCles: {},
      contenu: {},
      resume: {},
      categories: [],
      etat: null,
      datePublication: null,
      dateCreation: null,
      auteur: null,
      imagePrincipale: '/uploads/a.jpg',
      secteur: null,
      texteAlternatif: { fr: 'Antenne', en: 'Antenna' },
      pointFocal: { x: 5, y: 95 },
    });
    expect(back.texteAlternatif).toEqual({ fr: 'Antenne', en: 'Antenna', pt: '' });
    expect(back.pointFocal).toEqual({ x: 5, y: 95 });
  });

  it('lets the validator refuse a main image without its text in a language when publishing', () => {
    const state = { ...emptyArticle(), etat: 'publié', texteAlternatif: { fr: 'Antenne', en: '', pt: '' } };
    const { errors } = validateArticle(articleInput(state, NOW), 'create', { now: NOW, hasAuteur: true, hasImage: true });
    expect(errors.filter((e) => e.path.startsWith('texteAlternatif')).map((e) => e.message)).toEqual([
      "Le texte alternatif de l'image principale (en) est obligatoire.",
      "Le texte alternatif de l'image principale (pt) est obligatoire.",
    ]);
  });

  it('lets the validator refuse planifié without a date, and publishing without image or category', () => {
    const check = (etat: string) =>
      validateArticle(articleInput({ ...emptyArticle(), etat }, NOW), 'create', { now: NOW, hasAuteur: true, hasImage: false }).errors.map(
        (e) => e.message,
      );
    expect(check('planifié')).toContain('Veuillez fournir une date de publication.');
    expect(check('planifié')).not.toContain("L'image principale est obligatoire.");
    expect(check('publié')).toContain("L'image principale est obligatoire.");
    expect(check('publié')).toContain('Vous devez sélectionner au moins une catégorie.');
  });

  it('does not send the main image when it is unchanged', () => {
    const list = entries(articleForm({ ...emptyArticle(), imagePrincipale: { current: '/uploads/a.jpg', file: null } }, NOW));
    expect(list.some(([k]) => k === 'imagePrincipale')).toBe(false);
  });
});

describe('opportunity payload', () => {
  it('sends etat and date in both modes, so that a draft can be published from its edit form', () => {
    const input = opportuniteInput({ ...emptyOpportunite(), etat: 'publié', datePublication: '2026-01-01T00:00' }, NOW);
    expect(input.etat).toBe('publié');
    expect(input.datePublication).toBe('2026-01-01T00:00:00.000Z');
    expect(opportuniteInput({ ...emptyOpportunite(), etat: 'publié' }, NOW).datePublication).toBe(NOW.toISOString());
    expect(
      opportuniteInput({ ...emptyOpportunite(), etat: 'brouillon', datePublication: '2026-01-01T00:00' }, NOW).datePublication,
    ).toBeUndefined();
  });

  it('sends oldImage on edit when the image is unchanged, the new file otherwise', () => {
    const kept = entries(opportuniteForm({ ...emptyOpportunite(), image: { current: '/uploads/o.jpg', file: null } }, 'edit', NOW));
    expect(kept).toContainEqual(['oldImage', '/uploads/o.jpg']);
    expect(kept).toContainEqual(['etat', 'brouillon']);
    const replaced = entries(
      opportuniteForm({ ...emptyOpportunite(), image: { current: '/uploads/o.jpg', file: png('n.png') } }, 'edit', NOW),
    );
    expect(replaced).toContainEqual(['image', 'file:n.png']);
    expect(replaced.some(([k]) => k === 'oldImage')).toBe(false);
  });

  it('gives the spec messages for the text limits', () => {
    const long = (n: number) => 'x'.repeat(n);
    const state = {
      ...emptyOpportunite(),
      titre: { fr: 'T', en: 'T', pt: 'T' },
      description: { fr: 'D', en: 'D', pt: 'D' },
      texteAlternatif: { fr: 'Câbles', en: 'Cables', pt: 'Cabos' },
      categorie: long(51),
      pays: long(101),
      contact: long(101),
      quantiteDisponible: long(101),
    };
    const { errors } = validateOpportunite(opportuniteInput(state, NOW), 'create', { now: NOW, hasAuteur: true, hasImage: true });
    expect(errors.map((e) => e.message)).toEqual([
      'La catégorie ne peut excéder 50 caractères.',
      'Le pays ne peut excéder 100 caractères.',
      'Le contact ne peut excéder 100 caractères.',
      'La quantité disponible ne peut excéder 100 caractères.',
    ]);
  });
});
