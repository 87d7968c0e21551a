// The media library in the items' forms (docs/api.md, "Médiathèque"): an image field takes a media's `_id`
// as well as a new file, a new file enters the library, a media's description is written once and followed
// by every use that did not write its own (their pages rebuilt), a file is replaced keeping every use, and
// the pictures of items from before the library enter it on start, once.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { useCms } from '../helpers/strapi';
import { bearer, useSession } from '../helpers/accounts';
import { ALT_TEXTS, createArticle, secteurId } from '../helpers/content';
import { jpeg, png } from '../helpers/images';
import { uniqueName } from '../helpers/names';
import { useRebuildHook } from '../helpers/services';
import { ImmediateClock, useRebuildClock } from '../helpers/clock';

const require = createRequire(import.meta.url);
const hook = useRebuildHook();
const clock = useRebuildClock(new ImmediateClock());
const cms = useCms(() => ({ REBUILD_HOOK_URL: hook.url }));
const admin = useSession(cms, 'admin');
const adviser = useSession(cms, 'conseillerA');
const otherAdviser = useSession(cms, 'conseillerB');
const LANGS = ['fr', 'en', 'pt'] as const;
const long = (s: string) => `${s} `.repeat(8).trim();

const DESCRIBED = {
  fr: 'Pylône de télécommunication à Thiès',
  en: 'Telecom mast in Thiès',
  pt: 'Torre de telecomunicações em Thiès',
};

async function describedMedia(nom = uniqueName('pylone')) {
  let req = cms.api().post('/api/v1/medias').set(bearer(adviser)).field('nom', nom).field('pointFocal', '{"x":20,"y":40}');
  for (const lang of LANGS) req = req.field(`texteAlternatif[${lang}]`, DESCRIBED[lang]);
  const res = await req.attach('fichier', await jpeg(), 'pylone.jpg');
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.donnees[0];
}

/** A published article whose main image is the media `mediaId`, its texts left to the media. */
async function articleWith(mediaId: string, who = adviser) {
  let req = cms.api().post('/api/v1/articles').set(bearer(who));
  for (const lang of LANGS)
    req = req
      .field(`titre[${lang}]`, `${uniqueName('Un pylône pour Thiès')} (${lang})`)
      .field(`contenu[${lang}]`, long('Un chantier mené avec les habitants du quartier.'));
  const res = await req.field('categories[]', 'télécom').field('etat', 'publié').field('imagePrincipale', mediaId);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

const getMedia = async (id: string) => (await cms.api().get(`/api/v1/medias/${id}`).set(bearer(admin)).expect(200)).body;
const getItem = async (type: string, id: string) =>
  (await cms.api().get(`/api/v1/${type}/admin/${id}`).set(bearer(admin)).expect(200)).body;

describe('the media library in the forms', () => {
  it('gives an article and a realisation a media by its _id, with its texts and focal point, and lists both uses', async () => {
    const media = await describedMedia();
    const article = await articleWith(media._id);
    expect(article.imagePrincipale).toBe(media.url);
    expect(article.texteAlternatif).toEqual(DESCRIBED);
    expect(article.pointFocal).toEqual({ x: 20, y: 40 });

    // A realisation: the media, then a new file, which enters the library with the realisation's texts for it.
    const photo = uniqueName('nouvelle-photo');
    let req = cms.api().post('/api/v1/realisations').set(bearer(adviser));
    for (const lang of LANGS) req = req.field(`titre.${lang}`, `${uniqueName('Réseau de Thiès')} (${lang})`);
    req = req
      .field('textesAlternatifs', JSON.stringify({ fr: ['', 'Tranchée'], en: ['', 'Trench'], pt: ['', 'Vala'] }))
      .field('secteur', await secteurId(cms))
      .field('annee', '2024')
      .field('statutLivraison', 'livré')
      .field('etat', 'brouillon')
      .field('images', media._id);
    const realisation = await req.attach('images', await png(), `${photo}.png`);
    expect(realisation.status, JSON.stringify(realisation.body)).toBe(201);
    expect(realisation.body.images[0]).toBe(media.url);
    expect(realisation.body.textesAlternatifs).toEqual({
      fr: [DESCRIBED.fr, 'Tranchée'],
      en: [DESCRIBED.en, 'Trench'],
      pt: [DESCRIBED.pt, 'Vala'],
    });
    expect(realisation.body.pointFocal).toEqual({ x: 20, y: 40 });
    const adopted = (await cms.api().get(`/api/v1/medias?q=${photo}`).set(bearer(admin)).expect(200)).body.donnees;
    expect(adopted).toHaveLength(1);
    expect(adopted[0]).toMatchObject({
      nom: photo,
      url: realisation.body.images[1],
      texteAlternatif: { fr: 'Tranchée', en: 'Trench', pt: 'Vala' },
      auteur: adviser.utilisateur._id,
      utilisations: [{ type: 'realisation', id: realisation.body._id }],
    });

    const uses = (await getMedia(media._id)).utilisations;
    expect(uses).toEqual(
      expect.arrayContaining([
        { type: 'article', id: article._id, titre: article.titre.fr },
        { type: 'realisation', id: realisation.body._id, titre: realisation.body.titre.fr },
      ]),
    );
    expect(uses).toHaveLength(2);
    const refused = await cms.api().delete(`/api/v1/medias/${media._id}`).set(bearer(adviser));
    expect(refused.status).toBe(409);
    expect(refused.body.error.details.utilisations).toHaveLength(2);
  });

  it('refuses an unknown media and more images than the field takes, storing nothing', async () => {
    const before = await cms.strapi.db.query('plugin::upload.file').count();
    let req = cms.api().post('/api/v1/articles').set(bearer(admin));
    for (const lang of LANGS) req = req.field(`titre[${lang}]`, `Un article sans image connue (${lang})`);
    const res = await req.field('imagePrincipale', 'not-a-media');
    expect(res.status).toBe(400);
    expect(res.body.error.details.errors).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: ['imagePrincipale'], code: 'media.introuvable' })]),
    );
    const media = await describedMedia();
    const two = await cms
      .api()
      .post('/api/v1/articles')
      .set(bearer(admin))
      .field('imagePrincipale', media._id)
      .attach('imagePrincipale', await png(), 'b.png');
    expect(two.status).toBe(400);
    expect(two.body.error.details.errors).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: ['imagePrincipale'], message: 'Une seule image est acceptée.' })]),
    );
    expect(await cms.strapi.db.query('plugin::upload.file').count()).toBe(before + 1);
  });

  it('writes a new description into every use that did not write its own, and rebuilds their pages', async () => {
    const media = await describedMedia();
    const follower = await articleWith(media._id);
    // This one writes its own French text for its use.
    let req = cms.api().post('/api/v1/articles').set(bearer(admin));
    for (const lang of LANGS)
      req = req
        .field(`titre[${lang}]`, `${uniqueName('Un article qui garde son texte')} (${lang})`)
        .field(`contenu[${lang}]`, long('Un texte écrit pour cet article seulement.'));
    const own = await req
      .field('categories[]', 'télécom')
      .field('etat', 'brouillon')
      .field('texteAlternatif[fr]', ALT_TEXTS.fr)
      .field('imagePrincipale', media._id);
    expect(own.status, JSON.stringify(own.body)).toBe(201);
    expect(own.body.texteAlternatif).toEqual({ ...DESCRIBED, fr: ALT_TEXTS.fr });

    await clock.settle();
    hook.calls = 0;
    await cms
      .api()
      .patch(`/api/v1/medias/${media._id}`)
      .set(bearer(admin))
      .send({ texteAlternatif: { fr: 'Pylône repeint à Thiès', en: 'Repainted mast in Thiès' }, pointFocal: { x: 70, y: 30 } })
      .expect(200);
    await clock.settle();
    expect(hook.calls, 'the published article is rebuilt').toBeGreaterThan(0);

    expect(await getItem('articles', follower._id)).toMatchObject({
      texteAlternatif: { fr: 'Pylône repeint à Thiès', en: 'Repainted mast in Thiès', pt: DESCRIBED.pt },
      pointFocal: { x: 70, y: 30 },
    });
    // The published page's answer follows too.
    const published = (await cms.api().get(`/api/v1/articles/${follower.slug.en}?lang=en`).expect(200)).body;
    expect(published.texteAlternatif.en).toBe('Repainted mast in Thiès');
    expect(await getItem('articles', own.body._id)).toMatchObject({
      texteAlternatif: { fr: ALT_TEXTS.fr, en: 'Repainted mast in Thiès', pt: DESCRIBED.pt },
      pointFocal: { x: 70, y: 30 },
    });
  });

  it('replaces a file keeping every use: new file in the pages, old one kept for the history, pages rebuilt', async () => {
    const media = await describedMedia();
    const article = await articleWith(media._id);
    await clock.settle();
    hook.calls = 0;
    const replaced = await cms
      .api()
      .put(`/api/v1/medias/${media._id}/fichier`)
      .set(bearer(adviser))
      .attach('fichier', await png(), 'nouveau.png');
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    await clock.settle();
    expect(hook.calls).toBeGreaterThan(0);
    expect(replaced.body).toMatchObject({ _id: media._id, type: 'png', texteAlternatif: DESCRIBED });
    expect(replaced.body.url).not.toBe(media.url);
    expect(replaced.body.url).toMatch(/\.png$/);
    expect(replaced.body.utilisations).toEqual([{ type: 'article', id: article._id, titre: article.titre.fr }]);
    const page = (await cms.api().get(`/api/v1/articles/${article.slug.fr}`).expect(200)).body;
    expect(page.imagePrincipale).toBe(replaced.body.url);
    // The article's first version still shows the old picture, so its file stays.
    await cms.api().get(media.url).expect(200);
    await cms.api().get(replaced.body.url).expect(200);

    // Another adviser uses the media but may not replace its file.
    const refused = await cms
      .api()
      .put(`/api/v1/medias/${media._id}/fichier`)
      .set(bearer(otherAdviser))
      .attach('fichier', await png(), 'x.png');
    expect(refused.status).toBe(403);
    const b = await cms
      .api()
      .put(`/api/v1/medias/${media._id}/fichier`)
      .set(bearer(admin))
      .attach('fichier', Buffer.from('<svg/>'), 'x.png');
    expect(b.status).toBe(400);
    expect(b.body.error.details.errors[0].code).toBe('upload.notAnImage');
  });

  it('brings the pictures of items from before the library into it on start, with their texts, once', async () => {
    const article = await createArticle(cms, admin, uniqueName('Un article d’avant la médiathèque'));
    // As before the library: the article's picture without a media.
    const file = await cms.strapi.db.query('plugin::upload.file').findOne({ where: { url: article.imagePrincipale } });
    await cms.strapi.db.query('api::media.media').deleteMany({ where: { fichier: { id: file.id } } });
    const { adoptExistingImages } = require(`${process.env.CMS_TEST_DIST}/src/services/medias/adopt.js`);
    expect(await adoptExistingImages(cms.strapi)).toBeGreaterThanOrEqual(1);
    expect(await adoptExistingImages(cms.strapi)).toBe(0);
    const medias = await cms.strapi.db.query('api::media.media').findMany({ where: { fichier: { id: file.id } } });
    expect(medias).toHaveLength(1);
    expect(medias[0]).toMatchObject({ nom: article.titre.fr, texteAlternatif: ALT_TEXTS });
  });
});
