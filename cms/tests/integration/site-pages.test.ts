// GET /site/pages, the rich-text editor's link dialog: the site's published item pages whose title in
// one language contains the words typed, each with the reference a link stores and its current address;
// a stored link by reference keeps its reference through the sanitizer.
import { describe, expect, it } from 'vitest';
import { useCms } from '../helpers/strapi';
import { bearer, useSession } from '../helpers/accounts';
import { completeArticle } from '../helpers/content';
import { uniqueName } from '../helpers/names';

const cms = useCms();
const admin = useSession(cms, 'admin');
const conseillerB = useSession(cms, 'conseillerB');

const site = () => String(cms.strapi.config.get('notifications.siteUrl'));
type Page = { type: string; reference: string; titre: string; adresse: string };

const article = (titre: Record<'fr' | 'en' | 'pt', string>, etat: string, contenu = '') =>
  completeArticle(cms, admin, { titre, etat, contenu: { fr: contenu, en: contenu, pt: contenu } });

const search = (query: string, who = admin) => cms.api().get(`/api/v1/site/pages?${query}`).set(bearer(who));

describe('GET /site/pages', () => {
  it('finds published pages by their title in the language searched, with their reference and current address', async () => {
    const word = uniqueName('Baobab').replace(/\W/g, '');
    const published = await article(
      { fr: `Le chantier ${word} de Thiès`, en: `The ${word} works in Thiès`, pt: `A obra ${word} de Thiès` },
      'publié',
    );
    await article({ fr: `Brouillon ${word} à venir`, en: `Draft ${word} to come`, pt: `Rascunho ${word} futuro` }, 'brouillon');

    const fr = (await search(`langue=fr&q=${encodeURIComponent(word.toLowerCase())}`).expect(200)).body.donnees as Page[];
    expect(fr).toEqual([
      {
        type: 'article',
        reference: `article:${published._id}`,
        titre: `Le chantier ${word} de Thiès`,
        adresse: `${site()}/article/${published.slug.fr}`,
      },
    ]);
    const en = (await search(`langue=en&q=${word}%20works`).expect(200)).body.donnees as Page[];
    expect(en.map((p) => [p.titre, p.adresse])).toEqual([[`The ${word} works in Thiès`, `${site()}/en/article/${published.slug.en}`]]);
    // French words are not searched in the Portuguese titles.
    expect((await search(`langue=pt&q=chantier%20${word}`).expect(200)).body.donnees).toEqual([]);

    // The address follows a changed slug.
    const moved = uniqueName('nouvelle adresse')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-');
    await cms.api().patch(`/api/v1/articles/${published._id}`).set(bearer(admin)).field('slug[fr]', moved).expect(200);
    const after = (await search(`langue=fr&q=${word}`).expect(200)).body.donnees as Page[];
    expect(after[0].adresse).toBe(`${site()}/article/${moved}`);
  });

  it('answers the newest pages without words, at most ten, to any staff member', async () => {
    const pages = (await search('langue=fr', conseillerB).expect(200)).body.donnees as Page[];
    expect(pages.length).toBeGreaterThan(0);
    expect(pages.length).toBeLessThanOrEqual(10);
    for (const page of pages) expect(page.reference).toMatch(/^(article|realisation|opportunite):[a-z0-9]+$/);
  });

  it('refuses visitors, a missing language and overlong words', async () => {
    await cms.api().get('/api/v1/site/pages?langue=fr').expect(401);
    const noLang = await search('q=route').expect(400);
    expect(noLang.body.error.details.errors[0]).toMatchObject({ path: ['langue'] });
    const long = await search(`langue=fr&q=${'a'.repeat(121)}`).expect(400);
    expect(long.body.error.details.errors[0]).toMatchObject({ path: ['q'] });
    // Words are data, never a pattern: LIKE's wildcards match themselves only.
    const wildcard = (await search('langue=fr&q=%25%25%25').expect(200)).body.donnees as Page[];
    expect(wildcard.every((p) => p.titre.includes('%%%'))).toBe(true);
  });
});

describe('a link by reference', () => {
  it('is stored with its reference, and loses it when the reference is not one', async () => {
    const target = await article({ fr: uniqueName('Cible fr'), en: uniqueName('Target en'), pt: uniqueName('Alvo pt') }, 'publié');
    const link = `<p><a href="${site()}/article/${target.slug.fr}" data-ref="article:${target._id}">la cible</a> <a href="${site()}/contact" data-ref="page:contact">contact</a></p>`;
    const saved = await article(
      { fr: uniqueName('Avec lien fr'), en: uniqueName('With link en'), pt: uniqueName('Com ligação pt') },
      'brouillon',
      link,
    );
    const stored = (await cms.api().get(`/api/v1/articles/admin/${saved._id}`).set(bearer(admin)).expect(200)).body;
    expect(stored.contenu.fr).toContain(
      `<a href="${site()}/article/${target.slug.fr}" rel="noopener" data-ref="article:${target._id}">la cible</a> <a href="${site()}/contact" rel="noopener">contact</a>`,
    );
  });
});
