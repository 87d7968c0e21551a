import { describe, expect, it } from 'vitest';
import { ARTICLE, OPPORTUNITE, REALISATION, controlesPage } from '../src';
import type { Traductions } from '../src/traductions';

const ok = { etat: 'aJour', champs: [] } as const;
const traductions = { fr: ok, en: ok, pt: ok } as unknown as Traductions;

describe('controlesPage: the search title and description', () => {
  it('default to the title and the summary of each type', () => {
    const article = controlesPage(ARTICLE, { fr: { titre: 'Titre', resume: 'Résumé' } }, traductions, { present: false });
    expect(article.referencement.titre.fr).toBe('Titre');
    expect(article.referencement.description.fr).toBe('Résumé');
    const realisation = controlesPage(REALISATION, { en: { titre: 'Title', description: 'About it' } }, traductions, { present: false });
    expect(realisation.referencement.description.en).toBe('About it');
    const opportunite = controlesPage(OPPORTUNITE, { pt: { titre: 'Título', description: '' } }, traductions, { present: false });
    expect(opportunite.referencement.description.pt).toBe('Título');
    expect(opportunite.referencement.titre.fr).toBeNull();
  });

  it('read the stored search title and description of a language, the defaults in the others', () => {
    const rows = {
      fr: {
        titre: 'Titre',
        resume: 'Résumé',
        referencementTitre: 'Titre pour Google',
        referencementDescription: 'Une description choisie',
      },
      en: { titre: 'Title', resume: 'Summary', referencementTitre: '', referencementDescription: null },
    };
    const page = controlesPage(ARTICLE, rows, traductions, { present: false });
    expect(page.referencement.titre).toMatchObject({ fr: 'Titre pour Google', en: 'Title' });
    expect(page.referencement.description).toMatchObject({ fr: 'Une description choisie', en: 'Summary' });
  });
});
