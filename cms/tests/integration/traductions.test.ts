// Translation states over HTTP: every admin answer of articles, réalisations and opportunités says, per
// language, whether it is complete, incomplete or to review (and which fields); a change of the French
// text puts the other languages to review field by field; a copy counts as to review until edited or
// confirmed; POST /{type}/{id}/traductions/{langue}/valider confirms a language (advisers: their own items,
// logged, a version); `?aTraduire=` keeps the items a language still needs. Public answers say nothing of it.
import { describe, expect, it } from 'vitest';
import { useCms } from '../helpers/strapi';
import { bearer, useSession } from '../helpers/accounts';
import { createOpportunite, createRealisation, withAltTexts } from '../helpers/content';
import { uniqueName } from '../helpers/names';
import { png } from '../helpers/images';
import type { Session } from '../helpers/accounts';

const cms = useCms();
const admin = useSession(cms, 'admin');
const conseillerA = useSession(cms, 'conseillerA');
const conseillerB = useSession(cms, 'conseillerB');

const COMPLETE = { etat: 'complète', champs: [] };
const LONG_EN = 'A fibre optic building site carried out with the residents of the district, step by step, week after week.';

const CONTENU = {
  fr: 'Un chantier de fibre optique mené avec les habitants du quartier, étape par étape, semaine après semaine, sans relâche.',
  en: 'A fibre optic building site carried out with the residents of the district, step by step, week after week, relentlessly.',
  pt: 'Uma obra de fibra ótica realizada com os moradores do bairro, passo a passo, semana após semana, sem descanso.',
} as const;

/** An article written in each language (its own words in each: no copy). */
async function createArticle(who: Session, titre: string) {
  let req = cms.api().post('/api/v1/articles').set(bearer(who));
  for (const lang of ['fr', 'en', 'pt'] as const)
    req = req.field(`titre[${lang}]`, `${titre} (${lang})`).field(`contenu[${lang}]`, CONTENU[lang]);
  req = withAltTexts(req).field('categories[]', 'télécom').field('etat', 'brouillon');
  const res = await req.attach('imagePrincipale', await png(), 'cover.png');
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

const get = async (type: string, id: string, who = admin) =>
  (await cms.api().get(`/api/v1/${type}/admin/${id}`).set(bearer(who)).expect(200)).body;

const confirm = (type: string, id: string, langue: string, who = admin) =>
  cms.api().post(`/api/v1/${type}/${id}/traductions/${langue}/valider`).set(bearer(who));

describe('translation states', () => {
  it('an item written in the three languages is complete in each, in its create, read and list answers', async () => {
    const created = await createArticle(admin, uniqueName('Traduit partout'));
    expect(created.traductions).toEqual({ fr: COMPLETE, en: COMPLETE, pt: COMPLETE });
    expect((await get('articles', created._id)).traductions).toEqual(created.traductions);
    const listed = (await cms.api().get('/api/v1/articles/admin/all').set(bearer(admin)).expect(200)).body.find(
      (a: { _id: string }) => a._id === created._id,
    );
    expect(listed.traductions).toEqual(created.traductions);
    // The shared helpers write the same description in every language: the copies are to review.
    for (const item of [
      await createRealisation(cms, admin, uniqueName('Réalisation copiée')),
      await createOpportunite(cms, admin, uniqueName('Offre copiée')),
    ]) {
      expect(item.traductions.fr).toEqual(COMPLETE);
      expect(item.traductions.en).toEqual({ etat: 'à revoir', champs: ['description'] });
      expect(item.traductions.pt).toEqual({ etat: 'à revoir', champs: ['description'] });
    }
  });

  it('a change of the French text puts English and Portuguese to review on that field only', async () => {
    const created = await createArticle(admin, uniqueName('Source qui change'));
    const changed = await cms
      .api()
      .patch(`/api/v1/articles/${created._id}`)
      .set(bearer(admin))
      .send({ 'contenu[fr]': `${'Un contenu revu de fond en comble par la rédaction du site. '.repeat(3)}` })
      .expect(200);
    expect(changed.body.traductions).toEqual({
      fr: COMPLETE,
      en: { etat: 'à revoir', champs: ['contenu'] },
      pt: { etat: 'à revoir', champs: ['contenu'] },
    });
    // The translator catches up in English: English is done, French stays up to date, Portuguese waits.
    const caughtUp = await cms
      .api()
      .patch(`/api/v1/articles/${created._id}`)
      .set(bearer(admin))
      .send({ 'contenu[en]': LONG_EN })
      .expect(200);
    expect(caughtUp.body.traductions).toEqual({ fr: COMPLETE, en: COMPLETE, pt: { etat: 'à revoir', champs: ['contenu'] } });
  });

  it('French copied into English is to review until confirmed; the confirmation is logged and is a version', async () => {
    const created = await createArticle(admin, uniqueName('Copie à vérifier'));
    const copied = await cms
      .api()
      .patch(`/api/v1/articles/${created._id}`)
      .set(bearer(admin))
      .send({ 'titre[en]': created.titre.fr })
      .expect(200);
    expect(copied.body.traductions.en).toEqual({ etat: 'à revoir', champs: ['titre'] });
    expect(copied.body.traductions.fr).toEqual(COMPLETE);

    const confirmed = await confirm('articles', created._id, 'en').expect(200);
    expect(confirmed.body.traductions.en).toEqual(COMPLETE);
    expect(confirmed.body.titre.en).toBe(created.titre.fr);
    expect((await get('articles', created._id)).traductions.en).toEqual(COMPLETE);

    const versions = (await cms.api().get(`/api/v1/articles/${created._id}/versions`).set(bearer(admin)).expect(200)).body.donnees;
    expect(versions[0].resume).toBe('traductions');
    expect(versions[1].resume).toBe('titre');
    const journal = (await cms.api().get('/api/v1/journal?limite=20').set(bearer(admin)).expect(200)).body as {
      cible: string;
      action: string;
    }[];
    // Created, the copy saved, the language confirmed: three lines for this article.
    expect(journal.filter((e) => e.cible === created._id).map((e) => e.action)).toEqual(['modification', 'modification', 'création']);
  });

  it('refuses an unknown language with a coded message, and another adviser’s item as not found', async () => {
    const own = await createArticle(conseillerA, uniqueName('Article du conseiller A'));
    const refused = await confirm('articles', own._id, 'de', conseillerA).expect(400);
    expect(refused.body.error.message).toBe('La langue doit être fr, en ou pt.');
    await confirm('articles', own._id, 'en', conseillerB).expect(404);
    await confirm('articles', own._id, 'en', conseillerA).expect(200);
    await cms.api().post(`/api/v1/articles/${own._id}/traductions/en/valider`).expect(401);
  });

  it('answers what a translator reviews: the source, its text now and the text the translation was written against', async () => {
    const created = await createArticle(admin, uniqueName('Revue de traduction'));
    const revised = `${created.titre.fr} revu par la rédaction`;
    await cms.api().patch(`/api/v1/articles/${created._id}`).set(bearer(admin)).send({ 'titre[fr]': revised }).expect(200);
    const review = (await cms.api().get(`/api/v1/articles/admin/${created._id}/traductions/en`).set(bearer(admin)).expect(200)).body;
    expect(review).toMatchObject({ langue: 'en', etat: 'à revoir' });
    expect(review.champs).toEqual([{ champ: 'titre', source: 'fr', texte: revised, avant: created.titre.fr, copie: false }]);
    const fr = (await cms.api().get(`/api/v1/articles/admin/${created._id}/traductions/fr`).set(bearer(admin)).expect(200)).body;
    expect(fr).toMatchObject({ etat: 'complète', champs: [] });
    // Lists carry the states only.
    const listed = (await cms.api().get('/api/v1/articles/admin/all').query({ q: created.titre.fr }).set(bearer(admin)).expect(200)).body;
    expect(JSON.stringify(listed)).not.toContain('avant');
    await cms.api().get(`/api/v1/articles/admin/${created._id}/traductions/de`).set(bearer(admin)).expect(400);
    await cms.api().get(`/api/v1/articles/admin/${created._id}/traductions/en`).set(bearer(conseillerB)).expect(404);
  });

  it('confirms the fields a body names only, and refuses an unknown field with a coded message', async () => {
    const created = await createArticle(admin, uniqueName('Validation par champ'));
    await cms
      .api()
      .patch(`/api/v1/articles/${created._id}`)
      .set(bearer(admin))
      .send({ 'titre[fr]': `${created.titre.fr} revu`, 'contenu[fr]': `${CONTENU.fr} Et une phrase de plus.` })
      .expect(200);
    const titre = await confirm('articles', created._id, 'en')
      .send({ champs: ['titre'] })
      .expect(200);
    expect(titre.body.traductions.en).toEqual({ etat: 'à revoir', champs: ['contenu'] });
    expect(titre.body.traductions.pt).toEqual({ etat: 'à revoir', champs: ['titre', 'contenu'] });
    const review = (await cms.api().get(`/api/v1/articles/admin/${created._id}/traductions/en`).set(bearer(admin)).expect(200)).body;
    expect(review.champs.map((c: { champ: string }) => c.champ)).toEqual(['contenu']);
    expect(review.dateModification).toBe(titre.body.dateModification);

    const unknown = await confirm('articles', created._id, 'en')
      .send({ champs: ['contenu', 'auteur'] })
      .expect(400);
    expect(unknown.body.error.details.code).toBe('traductions.champInconnu');
    expect(unknown.body.error.message).toBe(
      'Champ à valider inconnu : auteur (champs possibles : titre, resume, contenu, motsCles, referencementTitre, referencementDescription, texteAlternatif).',
    );
    const empty = await confirm('articles', created._id, 'en').send({ champs: [] }).expect(400);
    expect(empty.body.error.details.code).toBe('traductions.champs');
    // Nothing was confirmed by the refusals.
    expect((await get('articles', created._id)).traductions.en).toEqual({ etat: 'à revoir', champs: ['contenu'] });
    const contenu = await confirm('articles', created._id, 'en')
      .send({ champs: ['contenu'] })
      .expect(200);
    expect(contenu.body.traductions.en).toEqual(COMPLETE);
  });

  it('?aTraduire= keeps the items a language still needs, and refuses another value', async () => {
    const marker = uniqueName('Filtre de traduction');
    const done = await createArticle(admin, `${marker} complet`);
    const drifted = await createArticle(admin, `${marker} à revoir`);
    await cms
      .api()
      .patch(`/api/v1/articles/${drifted._id}`)
      .set(bearer(admin))
      .send({ 'titre[fr]': `${marker} à revoir, titre changé` })
      .expect(200);
    const ids = async (langue: string) =>
      (
        await cms.api().get('/api/v1/articles/admin/all').query({ q: marker, aTraduire: langue }).set(bearer(admin)).expect(200)
      ).body.donnees.map((a: { _id: string }) => a._id);
    expect(await ids('en')).toEqual([drifted._id]);
    expect(await ids('pt')).toEqual([drifted._id]);
    expect(await ids('fr')).toEqual([]);
    expect(await ids('en')).not.toContain(done._id);
    const refused = await cms.api().get('/api/v1/articles/admin/all').query({ aTraduire: 'de' }).set(bearer(admin)).expect(400);
    expect(refused.body.error.message).toBe('La langue à traduire doit être fr, en ou pt.');
    await cms.api().get('/api/v1/partenaires/admin/all').query({ aTraduire: 'en' }).set(bearer(admin)).expect(400);
  });

  it('public answers say nothing of translation states', async () => {
    const published = await createArticle(admin, uniqueName('Publié sans états'));
    await cms
      .api()
      .patch(`/api/v1/articles/${published._id}`)
      .set(bearer(admin))
      .send({ etat: 'publié', datePublication: '2025-01-01T00:00:00.000Z' })
      .expect(200);
    const found = (await cms.api().get('/api/v1/articles').query({ taille: 100 }).expect(200)).body;
    const items = Array.isArray(found) ? found : found.donnees;
    const item = items.find((a: { _id: string }) => a._id === published._id);
    expect(item).toBeDefined();
    expect(item).not.toHaveProperty('traductions');
    expect(item).not.toHaveProperty('suiviTraductions');
  });
});
