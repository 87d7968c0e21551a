import { describe, expect, it } from 'vitest';
import {
  CONTROLES_PER_CODE_MAX,
  CHECKED_LINKS_MAX,
  blockingControles,
  controlesOfPage,
  linksToCheck,
  type ControlesPage,
} from '../src/controles';
import type { LinkReference } from '../src/rich-text';
import type { Traductions } from '../src/traductions';

const COMPLETE: Traductions = {
  fr: { etat: 'complète', champs: [] },
  en: { etat: 'complète', champs: [] },
  pt: { etat: 'complète', champs: [] },
};
const SITE = 'https://teranga.example';
const PAGES = new Set(['/fr/actualites/route-de-thies/', '/en/news/thies-road/']);
// Published items by reference, with the languages they have a page in.
const PUBLISHED = new Map([['article:k3v9publie', ['fr', 'en', 'pt']]]);
const ctx = {
  siteOrigin: SITE,
  pageExists: (path: string) => PAGES.has(path),
  referenceExists: (r: LinkReference, lang: string) => PUBLISHED.get(`${r.type}:${r.id}`)?.includes(lang) ?? false,
};
const DESCRIPTION = 'Une description de page assez longue pour les moteurs de recherche, sans excès.';

/** A page that passes every check in every language, changed by `change`. */
function page(change: (p: ControlesPage) => void = () => {}): ControlesPage {
  const p: ControlesPage = {
    textesRiches: [
      {
        champ: 'contenu',
        valeurs: {
          fr: `<h2>Chantier</h2><p>Voir <a href="${SITE}/fr/actualites/route-de-thies/">la route de Thiès</a>.</p><h3>Détails</h3>`,
          en: '<p>Text</p>',
          pt: '<p>Texto</p>',
        },
      },
    ],
    referencement: {
      titre: { fr: 'Route de Thiès', en: 'Thiès road', pt: 'Estrada de Thiès' },
      description: { fr: DESCRIPTION, en: DESCRIPTION, pt: DESCRIPTION },
    },
    image: { champ: 'imagePrincipale', texteAlternatif: { fr: 'Route', en: 'Road', pt: 'Estrada' }, largeur: 1600 },
    traductions: structuredClone(COMPLETE),
  };
  change(p);
  return p;
}

const codes = (p: ControlesPage) => controlesOfPage(p, ctx).map((c) => `${c.code}:${c.langue ?? '-'}`);

describe('checks before publishing', () => {
  it('a clean page has no check', () => {
    expect(controlesOfPage(page(), ctx)).toEqual([]);
  });

  it('a missing language is an error naming its fields, in French with its code and parameters', () => {
    const checks = controlesOfPage(
      page((p) => {
        p.traductions.pt = { etat: 'incomplète', champs: ['titre', 'contenu'] };
      }),
      ctx,
    );
    expect(checks).toEqual([
      {
        code: 'controle.langueIncomplete',
        niveau: 'erreur',
        langue: 'pt',
        champ: 'titre',
        message: 'La version (pt) est incomplète : Titre, Contenu.',
        params: { lang: 'pt', champs: 'titre, contenu' },
      },
    ]);
  });

  it('a link by reference is checked by its item, not by the address it was written with', () => {
    const moved = `${SITE}/fr/article/ancienne-adresse`;
    const checks = controlesOfPage(
      page((p) => {
        p.textesRiches[0].valeurs.en = `<p><a href="${moved}" data-ref="article:k3v9publie">The road</a></p>`;
        p.textesRiches[0].valeurs.pt = `<p><a href="${SITE}/pt/article/x" data-ref="article:retire0">A estrada</a></p>`;
      }),
      ctx,
    );
    expect(checks.map((c) => [c.code, c.langue, c.params.url])).toEqual([['controle.lienIntrouvable', 'pt', `${SITE}/pt/article/x`]]);
    // Only the links without a reference are looked up by address; the references are looked up once each.
    const both = page((p) => {
      p.textesRiches[0].valeurs.en = `<p><a href="${moved}" data-ref="article:k3v9publie">a</a></p>`;
      p.textesRiches[0].valeurs.pt = `<p><a href="${moved}" data-ref="article:k3v9publie">b</a></p>`;
    });
    expect(linksToCheck(both, SITE)).toEqual({
      paths: ['/fr/actualites/route-de-thies/'],
      references: [{ type: 'article', id: 'k3v9publie' }],
      total: 2,
    });
  });

  it('looks up the first links to the site only, and warns once of the others', () => {
    const links = (lang: string, n: number) =>
      Array.from({ length: n }, (_, i) => `<a href="${SITE}/${lang}/article/absente-${i}">page ${i}</a>`).join(' ');
    const looked: string[] = [];
    const many = page((p) => {
      p.textesRiches[0].valeurs = { fr: `<p>${links('fr', 150)}</p>`, en: `<p>${links('en', 150)}</p>`, pt: `<p>${links('pt', 150)}</p>` };
    });
    const toCheck = linksToCheck(many, SITE);
    expect(toCheck.total).toBe(450);
    expect(toCheck.paths).toHaveLength(CHECKED_LINKS_MAX);
    // In the page's order: the French ones, then the first English ones.
    expect(toCheck.paths.at(-1)).toBe('/en/article/absente-49');
    const checks = controlesOfPage(many, { ...ctx, pageExists: (path) => (looked.push(path), false) });
    expect(new Set(looked)).toEqual(new Set(toCheck.paths));
    expect(checks.filter((c) => c.code === 'controle.tropDeLiens')).toEqual([
      {
        code: 'controle.tropDeLiens',
        niveau: 'avertissement',
        langue: null,
        champ: 'contenu',
        message: 'Le texte contient 450 liens vers des pages du site : seuls les 200 premiers ont été vérifiés.',
        params: { nombre: 450, max: 200 },
      },
    ]);
    // Up to 200 links, no warning.
    const enough = page((p) => void (p.textesRiches[0].valeurs.en = `<p>${links('en', CHECKED_LINKS_MAX - 1)}</p>`));
    expect(codes(enough).filter((c) => c.startsWith('controle.tropDeLiens'))).toEqual([]);
  });

  it('lists at most ten checks of one code in one language, and quotes a long address shortened', () => {
    const empty = Array.from({ length: 50 }, (_, i) => `<a href="https://example.org/${i}"> </a>`).join('');
    const long = `https://example.org/${'x'.repeat(5000)}`;
    const checks = controlesOfPage(
      page((p) => {
        p.textesRiches[0].valeurs.en = `<p><a href="${long}"></a>${empty}</p>`;
        p.textesRiches[0].valeurs.pt = `<p>${empty}</p>`;
      }),
      ctx,
    );
    expect(codes({ ...page(), textesRiches: [] })).toEqual([]);
    expect(checks.map((c) => `${c.code}:${c.langue}`)).toEqual([
      ...Array<string>(CONTROLES_PER_CODE_MAX).fill('controle.lienSansTexte:en'),
      ...Array<string>(CONTROLES_PER_CODE_MAX).fill('controle.lienSansTexte:pt'),
    ]);
    expect(String(checks[0].params.url)).toHaveLength(200);
    expect(checks[0].message.length).toBeLessThan(300);
  });

  it('a main image without alt text is an error in that language', () => {
    expect(codes(page((p) => void (p.image!.texteAlternatif.en = ' ')))).toEqual(['controle.imageSansTexte:en']);
  });

  it('a link to a page of the site that does not exist, and a link without text, are errors', () => {
    const checks = controlesOfPage(
      page((p) => {
        p.textesRiches[0].valeurs.en = `<p><a href="${SITE}/en/news/nowhere/">A road</a> <a href="https://example.org/x"> </a></p>`;
      }),
      ctx,
    );
    expect(checks.map((c) => [c.code, c.langue, c.params.url])).toEqual([
      ['controle.lienIntrouvable', 'en', `${SITE}/en/news/nowhere/`],
      ['controle.lienSansTexte', 'en', 'https://example.org/x'],
    ]);
    expect(blockingControles(checks)).toHaveLength(2);
  });

  it('links elsewhere are not looked up', () => {
    expect(codes(page((p) => void (p.textesRiches[0].valeurs.en = '<p><a href="https://example.org/missing">Partner</a></p>')))).toEqual(
      [],
    );
  });

  it('a heading that skips a level is a warning', () => {
    expect(codes(page((p) => void (p.textesRiches[0].valeurs.en = '<h3>Details</h3><h2>Site</h2>')))).toEqual(['controle.titresSautes:en']);
  });

  it('link texts that say nothing are warnings in each language, whatever their case and final dots', () => {
    const checks = controlesOfPage(
      page((p) => {
        p.textesRiches[0].valeurs = {
          fr: `<p><a href="https://example.org">Cliquez ici</a></p>`,
          en: `<p><a href="https://example.org">Read more…</a></p>`,
          pt: `<p><a href="https://example.org">leia mais</a></p>`,
        };
      }),
      ctx,
    );
    expect(checks.map((c) => `${c.code}:${c.langue}:${c.niveau}`)).toEqual([
      'controle.lienVague:fr:avertissement',
      'controle.lienVague:en:avertissement',
      'controle.lienVague:pt:avertissement',
    ]);
    expect(blockingControles(checks)).toEqual([]);
  });

  it('search snippets outside their lengths are warnings', () => {
    const checks = controlesOfPage(
      page((p) => {
        p.referencement.titre.fr = 'T'.repeat(61);
        p.referencement.description.en = 'Too short.';
        p.referencement.description.pt = 'D'.repeat(161);
      }),
      ctx,
    );
    expect(checks.map((c) => [c.code, c.langue, c.params.longueur])).toEqual([
      ['controle.titreRechercheLong', 'fr', 61],
      ['controle.descriptionRechercheLongueur', 'en', 10],
      ['controle.descriptionRechercheLongueur', 'pt', 161],
    ]);
  });

  it('a language without a title gets no snippet warning: its missing text is the error', () => {
    const checks = controlesOfPage(
      page((p) => {
        p.referencement.titre.en = '';
        p.referencement.description.en = '';
      }),
      ctx,
    );
    expect(checks.filter((c) => c.langue === 'en').map((c) => c.code)).toEqual([]);
  });

  it('a narrow main image is one warning for every language; a translation to review is a warning', () => {
    expect(
      codes(
        page((p) => {
          p.image!.largeur = 800;
          p.traductions.en = { etat: 'à revoir', champs: ['contenu'] };
        }),
      ),
    ).toEqual(['controle.traductionARevoir:en', 'controle.imageEtroite:-']);
  });

  it('errors come before warnings', () => {
    const checks = controlesOfPage(
      page((p) => {
        p.referencement.titre.fr = 'T'.repeat(70);
        p.image!.texteAlternatif.pt = '';
      }),
      ctx,
    );
    expect(checks.map((c) => c.niveau)).toEqual(['erreur', 'avertissement']);
  });
});
