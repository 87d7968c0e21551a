// The checks before publishing over HTTP: GET /{type}/admin/{id}/controles answers each check with its
// code, level, language, field, French message and parameters; POST …/controles checks a form's unsaved
// values; a save that publishes (from the form or a bulk action) is refused while an error remains.
import { describe, expect, it } from 'vitest';
import { useCms } from '../helpers/strapi';
import { bearer, useSession } from '../helpers/accounts';
import { completeArticle, paragraph } from '../helpers/content';
import { uniqueName } from '../helpers/names';
import { png } from '../helpers/images';
import { workOf } from '../helpers/work';

const cms = useCms();
const admin = useSession(cms, 'admin');
const conseillerA = useSession(cms, 'conseillerA');
const conseillerB = useSession(cms, 'conseillerB');

type Check = { code: string; niveau: string; langue: string | null; champ: string; message: string; params: Record<string, unknown> };

const site = () => String(cms.strapi.config.get('notifications.siteUrl'));
const RESUME = {
  fr: 'Un résumé de la page qui tient dans la longueur conseillée pour la recherche.',
  en: 'A summary of the page that fits the length search engines show in a result.',
  pt: 'Um resumo da página que cabe no comprimento que a pesquisa mostra num resultado.',
} as const;

type PerLang = Partial<Record<'fr' | 'en' | 'pt', string>>;

/** A complete article whose content per language is `contenu[lang]` (after a long enough paragraph). */
const article = (contenu: PerLang = {}, etat = 'brouillon', who = admin, own: { titre?: PerLang; resume?: PerLang } = {}) =>
  completeArticle(cms, who, { contenu, etat, titre: own.titre, resume: { ...RESUME, ...own.resume } });

const checks = async (id: string, who = admin): Promise<Check[]> =>
  (await cms.api().get(`/api/v1/articles/admin/${id}/controles`).set(bearer(who)).expect(200)).body;
const codes = (list: Check[]) => list.map((c) => `${c.code}:${c.langue ?? '-'}`);

describe('GET /{type}/admin/{id}/controles', () => {
  it('answers nothing but the narrow picture for a complete, clean article', async () => {
    const clean = await article();
    const list = await checks(clean._id);
    // The test picture is 64 px wide: share cards want 1,200.
    expect(list).toEqual([
      {
        code: 'controle.imageEtroite',
        niveau: 'avertissement',
        langue: null,
        champ: 'imagePrincipale',
        message: expect.stringContaining('1200'),
        params: { largeur: 64, min: 1200 },
      },
    ]);
  });

  it('names a missing language, per language, as an error', async () => {
    const draft = await cms.api().post('/api/v1/articles').set(bearer(admin)).field('titre[fr]', uniqueName('Seulement en français'));
    const list = await checks(draft.body._id);
    const incomplete = list.filter((c) => c.code === 'controle.langueIncomplete');
    expect(incomplete.map((c) => [c.langue, c.niveau, c.params.champs])).toEqual([
      ['fr', 'erreur', 'contenu'],
      ['en', 'erreur', 'titre, contenu'],
      ['pt', 'erreur', 'titre, contenu'],
    ]);
    expect(incomplete[1].message).toContain('(en)');
  });

  it('finds the link to no page (fr), the link without text (en), the vague link and the skipped heading (pt)', async () => {
    const published = await article({}, 'publié');
    const list = await checks(
      (
        await article({
          fr: `<p><a href="${site()}/article/${published.slug.fr}">un article publié</a> et <a href="${site()}/article/page-qui-n-existe-pas">une page disparue</a></p>`,
          en: `<p><a href="${site()}/en/contact"> </a></p>`,
          pt: `<h3>Detalhes</h3><p><a href="${site()}/pt/contact">clique aqui</a></p>`,
        })
      )._id,
    );
    expect(codes(list)).toEqual([
      'controle.lienIntrouvable:fr',
      'controle.lienSansTexte:en',
      'controle.lienVague:pt',
      'controle.titresSautes:pt',
      'controle.imageEtroite:-',
    ]);
    expect(list[0]).toMatchObject({
      niveau: 'erreur',
      champ: 'contenu',
      params: { url: `${site()}/article/page-qui-n-existe-pas`, lang: 'fr' },
    });
    expect(list[2]).toMatchObject({ niveau: 'avertissement', params: { texte: 'clique aqui', lang: 'pt' } });
    expect(list[3]).toMatchObject({ params: { niveau: 'h3', attendu: 'h2', lang: 'pt' } });
  });

  it('takes a former address of a published item (a 301 to its page) for an existing page', async () => {
    const moved = await article({}, 'publié');
    const old = moved.slug.fr;
    await cms.api().patch(`/api/v1/articles/${moved._id}`).set(bearer(admin)).field('slug[fr]', uniqueName('adresse corrigee')).expect(200);
    const list = await checks((await article({ fr: `<p><a href="${site()}/article/${old}">l'ancienne adresse</a></p>` }))._id);
    expect(codes(list)).toEqual(['controle.imageEtroite:-']);
  });

  it('checks a link by reference by its item, whatever address it was written with', async () => {
    const target = await article({}, 'publié');
    const draft = await article();
    const ref = (id: string) => `article:${id}`;
    const list = await checks(
      (
        await article({
          // An address that no longer exists: the reference, not the address, says where the link leads.
          fr: `<p><a href="${site()}/article/une-ancienne-adresse" data-ref="${ref(target._id)}">l'article</a></p>`,
          en: `<p><a href="${site()}/en/article/${target.slug.en}" data-ref="${ref(draft._id)}">a draft</a></p>`,
          pt: `<p><a href="${site()}/pt/article/${target.slug.pt}" data-ref="${ref(target._id)}">o artigo</a></p>`,
        })
      )._id,
    );
    expect(codes(list)).toEqual(['controle.lienIntrouvable:en', 'controle.imageEtroite:-']);
    // Unpublishing the target turns its links into errors in every language.
    await cms.api().patch(`/api/v1/articles/${target._id}`).set(bearer(admin)).field('etat', 'brouillon').expect(200);
    const again = await checks(
      (await article({ fr: `<p><a href="${site()}/article/x" data-ref="${ref(target._id)}">l'article</a></p>` }))._id,
    );
    expect(codes(again)).toEqual(['controle.lienIntrouvable:fr', 'controle.imageEtroite:-']);
  });

  it('warns of a long search title, a search description out of bounds and a translation to review', async () => {
    const longTitle = `A title that goes well beyond what a search result shows ${uniqueName('x')}`;
    const item = await article({}, 'brouillon', admin, { titre: { en: longTitle }, resume: { pt: 'Curto.' } });
    // The French title changes after the translations: they are to review.
    await cms.api().patch(`/api/v1/articles/${item._id}`).set(bearer(admin)).field('titre[fr]', `${item.titre.fr} modifié`).expect(200);
    const list = await checks(item._id);
    expect(codes(list)).toEqual([
      'controle.traductionARevoir:en',
      'controle.titreRechercheLong:en',
      'controle.traductionARevoir:pt',
      'controle.descriptionRechercheLongueur:pt',
      'controle.imageEtroite:-',
    ]);
    expect(list.find((c) => c.code === 'controle.titreRechercheLong')?.params).toMatchObject({ max: 60, longueur: longTitle.length });
    expect(list.find((c) => c.code === 'controle.descriptionRechercheLongueur')?.params).toMatchObject({ longueur: 6, min: 50, max: 160 });
  });

  it.each([
    ['fr', 'cliquez ici'],
    ['en', 'read more'],
    ['pt', 'leia mais'],
  ] as const)('answers every check of a page in one language (%s), each in French with that language', async (lang, vague) => {
    const broken = `${site()}${lang === 'fr' ? '' : `/${lang}`}/article/${uniqueName('introuvable').toLowerCase()}`;
    const item = await article(
      {
        [lang]: `<h3>Sous-titre</h3><p><a href="${broken}">une page</a> <a href="${site()}/contact"> </a> <a href="${site()}/contact">${vague}</a></p>`,
      },
      'brouillon',
      admin,
      {
        titre: { [lang]: `Un titre de page bien trop long pour un résultat de recherche ${uniqueName(lang)}` },
        resume: { [lang]: 'Court.' },
      },
    );
    await cms.api().patch(`/api/v1/articles/${item._id}`).set(bearer(admin)).field(`texteAlternatif[${lang}]`, '').expect(200);
    const list = (await checks(item._id)).filter((c) => c.langue === lang && c.code !== 'controle.traductionARevoir');
    expect(list.map((c) => [c.code, c.niveau, c.champ])).toEqual([
      ['controle.imageSansTexte', 'erreur', 'texteAlternatif'],
      ['controle.lienIntrouvable', 'erreur', 'contenu'],
      ['controle.lienSansTexte', 'erreur', 'contenu'],
      ['controle.lienVague', 'avertissement', 'contenu'],
      ['controle.titresSautes', 'avertissement', 'contenu'],
      ['controle.titreRechercheLong', 'avertissement', 'referencementTitre'],
      ['controle.descriptionRechercheLongueur', 'avertissement', 'referencementDescription'],
    ]);
    for (const c of list) {
      expect(c.params.lang).toBe(lang);
      expect(c.message, c.code).toContain(`(${lang})`);
    }
    expect(list.find((c) => c.code === 'controle.lienVague')?.params.texte).toBe(vague);
  });

  it('says an image without its text in a language is an error', async () => {
    const res = await cms
      .api()
      .post('/api/v1/opportunites')
      .set(bearer(admin))
      .field('titre[fr]', uniqueName('Lot de poteaux'))
      .field('texteAlternatif[fr]', 'Des poteaux')
      .attach('image', await png(), 'lot.png');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const list: Check[] = (await cms.api().get(`/api/v1/opportunites/admin/${res.body._id}/controles`).set(bearer(admin)).expect(200)).body;
    expect(list.filter((c) => c.code === 'controle.imageSansTexte').map((c) => [c.langue, c.champ, c.niveau])).toEqual([
      ['en', 'texteAlternatif', 'erreur'],
      ['pt', 'texteAlternatif', 'erreur'],
    ]);
  });

  it('answers advisers for their own items only', async () => {
    const own = await article({}, 'brouillon', conseillerA);
    expect((await checks(own._id, conseillerA)).length).toBeGreaterThan(0);
    await cms.api().get(`/api/v1/articles/admin/${own._id}/controles`).set(bearer(conseillerB)).expect(404);
    await cms.api().get(`/api/v1/articles/admin/${own._id}/controles`).expect(401);
  });
});

describe('POST /{type}/admin/{id}/controles: the form values, unsaved', () => {
  it('checks what the form holds without storing it', async () => {
    const item = await article({ fr: `<p><a href="${site()}/article/introuvable">disparue</a></p>` });
    expect(codes(await checks(item._id))).toContain('controle.lienIntrouvable:fr');
    const fixed = await cms
      .api()
      .post(`/api/v1/articles/admin/${item._id}/controles`)
      .set(bearer(admin))
      .field('contenu[fr]', `${paragraph('fr')}<p><a href="${site()}/contact">nous écrire</a></p>`)
      .expect(200);
    // The French content changed in the form: the translations would be to review after this save.
    expect(codes(fixed.body)).toEqual(['controle.traductionARevoir:en', 'controle.traductionARevoir:pt', 'controle.imageEtroite:-']);
    // Nothing was stored.
    expect(codes(await checks(item._id))).toContain('controle.lienIntrouvable:fr');
    const fresh = await cms
      .api()
      .post('/api/v1/articles/admin/controles')
      .set(bearer(admin))
      .field('titre[pt]', 'Só em português')
      .expect(200);
    // A new item with only a Portuguese title: what publishing it would refuse (the rules, as the save says
    // them: the missing texts, a category, a picture), and the warning about its snippet, its short title.
    expect(codes(fresh.body)).toEqual([
      'categories.min:-',
      'titre.required:fr',
      'titre.required:en',
      'contenu.required:fr',
      'contenu.required:en',
      'contenu.required:pt',
      'imagePrincipale.required:-',
      'controle.descriptionRechercheLongueur:pt',
    ]);
  });
});

describe('errors block publishing', () => {
  it('refuses to publish with a link to no page, then publishes once it is fixed', async () => {
    const item = await article({ en: `<p><a href="${site()}/en/article/gone-for-good">the old page</a></p>` });
    const refused = await cms.api().patch(`/api/v1/articles/${item._id}`).set(bearer(admin)).field('etat', 'publié').expect(400);
    expect(refused.body.error.details.errors).toEqual([
      expect.objectContaining({
        path: ['contenu', 'en'],
        code: 'controle.lienIntrouvable',
        params: { lang: 'en', url: `${site()}/en/article/gone-for-good` },
      }),
    ]);
    const lot = await cms
      .api()
      .post('/api/v1/articles/admin/lot')
      .set(bearer(admin))
      .send({ action: 'publier', ids: [item._id] })
      .expect(200);
    expect(lot.body).toMatchObject({ reussis: 0, echecs: 1, resultats: [{ _id: item._id, ok: false, statut: 400 }] });
    const published = await cms
      .api()
      .patch(`/api/v1/articles/${item._id}`)
      .set(bearer(admin))
      .field('contenu[en]', `${paragraph('en')}<p><a href="${site()}/en/contact">write to us</a></p>`)
      .field('etat', 'publié')
      .expect(200);
    expect(published.body.etat).toBe('publié');
  });

  it('lets warnings through', async () => {
    const item = await article({ pt: `<p><a href="${site()}/pt/contact">aqui</a></p>` });
    expect(codes(await checks(item._id))).toContain('controle.lienVague:pt');
    await cms.api().patch(`/api/v1/articles/${item._id}`).set(bearer(admin)).field('etat', 'publié').expect(200);
  });
});

describe('the checks cost bounded work', () => {
  const LINKS = 3_000;
  /** `count` distinct links per language to pages that do not exist: 9,000 links, under the 512 KB limit. */
  const manyLinks = (count = LINKS) => {
    const prefix = `${site()}`;
    const links = (lang: string) =>
      Array.from({ length: count }, (_, i) => `<a href="${prefix}${lang === 'fr' ? '' : `/${lang}`}/article/x${i}">l</a>`).join(' ');
    return {
      fr: `${paragraph('fr')}<p>${links('fr')}</p>`,
      en: `${paragraph('en')}<p>${links('en')}</p>`,
      pt: `${paragraph('pt')}<p>${links('pt')}</p>`,
    };
  };
  /** The look-ups of the items' current and former addresses. */
  const addressQueries = (queries: string[]) => queries.filter((sql) => /[`"]slug[`"] (?:in|=)|anciens_slugs/.test(sql)).length;

  it('looks up the first 200 links of a form with 9,000 in a few queries, warns once of the rest, and /_health answers meanwhile', async () => {
    // Otherwise publishable (three titles, a category, a picture waiting with its texts): the checks of the
    // links are what is left to say.
    const form = {
      titre: { fr: uniqueName('Une page aux milliers de liens'), en: uniqueName('A page of links'), pt: uniqueName('Uma página de links') },
      contenu: manyLinks(),
      categories: ['IT'],
      texteAlternatif: { fr: 'Une photo', en: 'A photo', pt: 'Uma foto' },
      fichiersEnAttente: { imagePrincipale: '1' },
    };
    expect(JSON.stringify(form).length).toBeLessThan(512 * 1024);
    const send = () => cms.api().post('/api/v1/articles/admin/controles').set(bearer(conseillerA)).send(form);
    const small = await workOf(cms, () =>
      cms
        .api()
        .post('/api/v1/articles/admin/controles')
        .set(bearer(conseillerA))
        .send({ ...form, contenu: manyLinks(3) }),
    );
    const alone = await workOf(cms, send);
    // The work does not grow with the links: at most one address look-up per type and language and one of
    // former addresses per type, as for a nine-link form, and the CPU time is far from the seconds a query per link took.
    console.log(
      `9,000 links: ${Math.round(alone.cpuMs)} ms of CPU, ${alone.queries.length} queries (${addressQueries(alone.queries)} address look-ups); ` +
        `9 links: ${Math.round(small.cpuMs)} ms, ${small.queries.length} queries (${addressQueries(small.queries)})`,
    );
    expect(addressQueries(alone.queries)).toBeLessThanOrEqual(addressQueries(small.queries));
    expect(alone.queries.length).toBeLessThan(40);
    expect(alone.cpuMs).toBeLessThan(2_000);
    expect(alone.res.status, JSON.stringify(alone.res.body).slice(0, 300)).toBe(200);
    const list: Check[] = alone.res.body;
    expect(list.filter((c) => c.code === 'controle.tropDeLiens')).toEqual([
      expect.objectContaining({ niveau: 'avertissement', langue: null, champ: 'contenu', params: { nombre: 3 * LINKS, max: 200 } }),
    ]);
    // The first 200 links (in French) were looked up and are missing; ten of them are listed.
    expect(list.filter((c) => c.code === 'controle.lienIntrouvable').map((c) => c.langue)).toEqual(Array<string>(10).fill('fr'));
    // Sent again with /_health polled alongside: every health answer comes, and so does the checks'.
    let finished = false;
    const answer = send().then((res) => ((finished = true), res));
    const healths: number[] = [];
    while (!finished) healths.push((await cms.api().get('/_health')).status);
    expect((await answer).status).toBe(200);
    expect(healths.length).toBeGreaterThan(0);
    expect(healths.every((status) => status === 204)).toBe(true);
  });

  it('refuses to publish such a page with a short answer', async () => {
    const item = await article();
    const refused = await cms.api().patch(`/api/v1/articles/${item._id}`).set(bearer(admin)).send({ contenu: manyLinks(), etat: 'publié' });
    expect(refused.status).toBe(400);
    const errors: { code: string }[] = refused.body.error.details.errors;
    expect(errors.map((e) => e.code)).toEqual(Array<string>(10).fill('controle.lienIntrouvable'));
    expect(refused.text.length).toBeLessThan(16 * 1024);
  });
});
