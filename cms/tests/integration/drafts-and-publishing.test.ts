// A draft saves with what is there (a title in one language); publishing — from the form, by a bulk action
// or by the scheduler at its time — needs the whole item in every language, and a refusal names, per
// language, what is missing. Nothing incomplete reaches the public answers.
import { createRequire } from 'node:module';
import { describe, expect, it, vi } from 'vitest';
import { useCms } from '../helpers/strapi';
import { bearer, useSession } from '../helpers/accounts';
import { secteurId, withAltTexts } from '../helpers/content';
import { uniqueName } from '../helpers/names';
import { png } from '../helpers/images';

const require = createRequire(import.meta.url);
const cms = useCms();
const admin = useSession(cms, 'admin');
const conseiller = useSession(cms, 'conseillerA');

const CONTENU = {
  fr: 'Un chantier de fibre optique mené avec les habitants du quartier, étape par étape, semaine après semaine, sans relâche.',
  en: 'A fibre optic building site carried out with the residents of the district, step by step, week after week, relentlessly.',
  pt: 'Uma obra de fibra ótica realizada com os moradores do bairro, passo a passo, semana após semana, sem descanso.',
} as const;

type Refusal = { path: string[] | string; code: string; params?: Record<string, unknown> };
const refused = (body: { error: { details: { errors: Refusal[] } } }) =>
  body.error.details.errors.map((e) => [[e.path].flat().join('.'), e.code]);

/** A French-only article draft: a title, nothing else. */
async function frenchDraft(who = admin) {
  const titre = uniqueName('Brouillon en français seulement');
  const res = await cms.api().post('/api/v1/articles').set(bearer(who)).field('titre[fr]', titre);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

describe('a draft saves with what is there', () => {
  it('creates a French-only article draft, with its English and Portuguese to write', async () => {
    const draft = await frenchDraft();
    expect(draft.etat).toBe('brouillon');
    expect(draft.titre).toMatchObject({ fr: expect.stringContaining('Brouillon'), en: '', pt: '' });
    expect(draft.traductions.en).toEqual({ etat: 'incomplète', champs: ['titre', 'contenu'] });
    expect(draft.traductions.fr).toEqual({ etat: 'incomplète', champs: ['contenu'] });
    // Only the French address exists; the others come with their first title.
    expect(draft.slug.fr).toMatch(/^brouillon-en-francais-seulement/);
    expect(draft.slug.en || null).toBeNull();
    const named = await cms
      .api()
      .patch(`/api/v1/articles/${draft._id}`)
      .set(bearer(admin))
      .field('titre[en]', 'Draft written in French first')
      .expect(200);
    expect(named.body.slug.en).toMatch(/^draft-written-in-french-first/);
  });

  it('saves réalisation and opportunité drafts without pictures, sector, year or translations', async () => {
    const realisation = await cms.api().post('/api/v1/realisations').set(bearer(admin)).field('titre[pt]', uniqueName('Rede de Thiès'));
    expect(realisation.status, JSON.stringify(realisation.body)).toBe(201);
    expect(realisation.body).toMatchObject({ etat: 'brouillon', secteur: null, annee: null, images: [] });
    const opportunite = await cms.api().post('/api/v1/opportunites').set(bearer(conseiller)).field('titre[en]', uniqueName('Cable lots'));
    expect(opportunite.status, JSON.stringify(opportunite.body)).toBe(201);
    expect(opportunite.body.traductions.fr.etat).toBe('incomplète');
  });

  it('refuses a draft without any title, and keeps the bounds of what is given', async () => {
    const none = await cms.api().post('/api/v1/articles').set(bearer(admin)).field('resume[fr]', 'Un résumé sans titre.').expect(400);
    expect(refused(none.body)).toEqual([['titre.fr', 'titre.requiredOne']]);
    expect(none.body.error.message).toBe('Donnez un titre dans au moins une langue pour enregistrer le brouillon.');
    const short = await cms.api().post('/api/v1/articles').set(bearer(admin)).field('titre[en]', 'Short').expect(400);
    expect(refused(short.body)).toEqual([['titre.en', 'titre.between']]);
  });
});

describe('publishing needs every language', () => {
  it('refuses to publish a French-only draft, naming per language what is missing, and stores nothing', async () => {
    const draft = await frenchDraft();
    const res = await cms.api().patch(`/api/v1/articles/${draft._id}`).set(bearer(admin)).field('etat', 'publié').expect(400);
    expect(refused(res.body)).toEqual([
      ['categories', 'categories.min'],
      ['titre.en', 'titre.required'],
      ['titre.pt', 'titre.required'],
      ['contenu.fr', 'contenu.required'],
      ['contenu.en', 'contenu.required'],
      ['contenu.pt', 'contenu.required'],
      ['imagePrincipale', 'imagePrincipale.required'],
    ]);
    const messages = res.body.error.details.errors.map((e: { message: string }) => e.message);
    expect(messages).toContain('Le titre (en) est obligatoire.');
    expect(messages).toContain('Le contenu (pt) est obligatoire.');
    const stored = await cms.api().get(`/api/v1/articles/admin/${draft._id}`).set(bearer(admin)).expect(200);
    expect(stored.body.etat).toBe('brouillon');
    expect((await cms.api().get('/api/v1/articles').expect(200)).body.map((a: { _id: string }) => a._id)).not.toContain(draft._id);
  });

  it('publishes once the translations are written', async () => {
    const draft = await frenchDraft();
    let req = cms.api().patch(`/api/v1/articles/${draft._id}`).set(bearer(admin));
    for (const lang of ['en', 'pt'] as const) req = req.field(`titre[${lang}]`, `${draft.titre.fr} (${lang})`);
    for (const lang of ['fr', 'en', 'pt'] as const) req = req.field(`contenu[${lang}]`, CONTENU[lang]);
    req = withAltTexts(req).field('categories[]', 'télécom').field('etat', 'publié');
    const res = await req.attach('imagePrincipale', await png(), 'cover.png');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.etat).toBe('publié');
    const list = (await cms.api().get('/api/v1/articles?lang=en').expect(200)).body;
    expect(list.map((a: { _id: string }) => a._id)).toContain(draft._id);
  });

  it('keeps a published item complete: emptying a language is refused', async () => {
    const realisation = await cms
      .api()
      .post('/api/v1/realisations')
      .set(bearer(admin))
      .field('titre[fr]', uniqueName('Pont de Kolda'))
      .field('titre[en]', 'Kolda bridge')
      .field('titre[pt]', 'Ponte de Kolda')
      .field('secteur', await secteurId(cms))
      .field('annee', '2024')
      .field('etat', 'publié')
      .field('textesAlternatifs', JSON.stringify({ fr: ['Le pont'], en: ['The bridge'], pt: ['A ponte'] }))
      .attach('images', await png(), 'pont.png');
    expect(realisation.status, JSON.stringify(realisation.body)).toBe(201);
    const emptied = await cms.api().patch(`/api/v1/realisations/${realisation.body._id}`).set(bearer(admin)).field('titre[en]', '');
    expect(emptied.status).toBe(400);
    expect(refused(emptied.body)).toEqual([['titre.en', 'titre.required']]);
    // Unpublishing first, it saves as a draft.
    await cms
      .api()
      .patch(`/api/v1/realisations/${realisation.body._id}`)
      .set(bearer(admin))
      .field('titre[en]', '')
      .field('etat', 'brouillon')
      .expect(200);
  });

  it('refuses each incomplete item of a bulk publication by name, publishing the complete ones', async () => {
    const draft = await frenchDraft();
    let req = cms.api().post('/api/v1/opportunites').set(bearer(admin));
    for (const lang of ['fr', 'en', 'pt'] as const)
      req = req.field(`titre[${lang}]`, uniqueName(`Lot ${lang}`)).field(`description[${lang}]`, 'Trois lots.');
    const complete = await withAltTexts(req)
      .field('statut', 'actif')
      .attach('image', await png(), 'lot.png');
    expect(complete.status, JSON.stringify(complete.body)).toBe(201);
    const incomplete = await cms
      .api()
      .post('/api/v1/opportunites')
      .set(bearer(admin))
      .field('titre[fr]', uniqueName('Lot sans traduction'));
    expect(incomplete.status).toBe(201);

    const lot = await cms
      .api()
      .post('/api/v1/opportunites/admin/lot')
      .set(bearer(admin))
      .send({ action: 'publier', ids: [complete.body._id, incomplete.body._id] })
      .expect(200);
    expect(lot.body).toMatchObject({ reussis: 1, echecs: 1 });
    const failed = lot.body.resultats.find((r: { _id: string }) => r._id === incomplete.body._id);
    expect(failed).toMatchObject({ ok: false, statut: 400 });
    const paths = failed.details.errors.map((e: Refusal) => [e.path].flat().join('.'));
    expect(paths).toEqual(expect.arrayContaining(['titre.en', 'titre.pt', 'description.fr', 'description.en', 'description.pt', 'image']));
    const articles = await cms
      .api()
      .post('/api/v1/articles/admin/lot')
      .set(bearer(admin))
      .send({ action: 'publier', ids: [draft._id] });
    expect(articles.status).toBe(200);
    expect(articles.body).toMatchObject({ reussis: 0, echecs: 1 });
  });
});

describe('the scheduler publishes only complete items', () => {
  it('leaves an incomplete scheduled article planifié and says why in the log, once; publishes it once completed', async () => {
    const { publishDueArticles } = require(`${process.env.CMS_TEST_DIST}/src/setup/scheduler.js`);
    const draft = await frenchDraft();
    const at = '2030-01-01T08:00:00.000Z';
    const scheduled = await cms
      .api()
      .patch(`/api/v1/articles/${draft._id}`)
      .set(bearer(admin))
      .field('etat', 'planifié')
      .field('datePublication', at);
    expect(scheduled.status, JSON.stringify(scheduled.body)).toBe(200);

    const warn = vi.spyOn(cms.strapi.log, 'warn');
    try {
      const due = new Date('2030-01-01T08:01:00.000Z');
      await publishDueArticles(cms.strapi, due);
      await publishDueArticles(cms.strapi, due);
      const lines = warn.mock.calls.map((call) => String(call[0])).filter((line) => line.includes(draft._id));
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain('not published, incomplete');
      expect(lines[0]).toContain('en: titre.en, contenu.en');
      expect(lines[0]).toContain('pt: titre.pt, contenu.pt');
      expect((await cms.api().get(`/api/v1/articles/admin/${draft._id}`).set(bearer(admin)).expect(200)).body.etat).toBe('planifié');

      let req = cms.api().patch(`/api/v1/articles/${draft._id}`).set(bearer(admin));
      for (const lang of ['en', 'pt'] as const) req = req.field(`titre[${lang}]`, `${draft.titre.fr} (${lang})`);
      for (const lang of ['fr', 'en', 'pt'] as const) req = req.field(`contenu[${lang}]`, CONTENU[lang]);
      req = withAltTexts(req).field('categories[]', 'IT');
      expect((await req.attach('imagePrincipale', await png(), 'cover.png')).status).toBe(200);
      await publishDueArticles(cms.strapi, due);
      expect((await cms.api().get(`/api/v1/articles/admin/${draft._id}`).set(bearer(admin)).expect(200)).body.etat).toBe('publié');
    } finally {
      warn.mockRestore();
    }
  });
});
