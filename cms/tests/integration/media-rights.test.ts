// A media's writes stay inside the writer's rights, and its uses are told through the access scope
// (SECURITY.md, "Access scope"): an adviser may not change, through a media they uploaded, the pages of
// items they may not edit (409 `media.usedElsewhere`, with their count); every item a media change reaches
// gets a version and a journal line; past versions and trash entries keep the picture they had; and an
// adviser is told the uses they may read by name, the others only by number.
import { describe, expect, it } from 'vitest';
import { useCms } from '../helpers/strapi';
import { bearer, useSession, type Session } from '../helpers/accounts';
import { jpeg, png } from '../helpers/images';
import { uniqueName } from '../helpers/names';

const cms = useCms();
const admin = useSession(cms, 'admin');
const adviser = useSession(cms, 'conseillerA');
const otherAdviser = useSession(cms, 'conseillerB');
const LANGS = ['fr', 'en', 'pt'] as const;
const long = (s: string) => `${s} `.repeat(8).trim();

async function uploadMedia(who: Session, nom = uniqueName('antenne')) {
  let req = cms.api().post('/api/v1/medias').set(bearer(who)).field('nom', nom);
  for (const lang of LANGS) req = req.field(`texteAlternatif[${lang}]`, `Antenne relais (${lang})`);
  const res = await req.attach('fichier', await jpeg(), 'antenne.jpg');
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.donnees[0] as { _id: string; url: string; nom: string };
}

/** An article whose main image is the media `mediaId`, its texts left to the media. */
async function articleWith(who: Session, mediaId: string, etat: 'publié' | 'brouillon', titre = uniqueName('Une antenne pour Kaolack')) {
  let req = cms.api().post('/api/v1/articles').set(bearer(who));
  for (const lang of LANGS)
    req = req
      .field(`titre[${lang}]`, `${titre} (${lang})`)
      .field(`contenu[${lang}]`, long('Un chantier mené avec les habitants du quartier.'));
  const res = await req.field('categories[]', 'télécom').field('etat', etat).field('imagePrincipale', mediaId);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { _id: string; titre: Record<string, string>; slug: Record<string, string>; imagePrincipale: string };
}

const versionsOf = async (id: string) =>
  (await cms.api().get(`/api/v1/articles/${id}/versions`).set(bearer(admin)).expect(200)).body.donnees as { _id: string }[];
const journalLines = (id: string) => cms.strapi.db.query('api::journal.journal').count({ where: { cible: id } });

describe("a media's writes", () => {
  it("refuses an adviser's change of texts or file that would reach a page they may not edit, with the count", async () => {
    const media = await uploadMedia(adviser);
    const published = await articleWith(admin, media._id, 'publié');
    const page = async () => (await cms.api().get(`/api/v1/articles/${published.slug.fr}`).expect(200)).body;
    const before = await page();

    // The adviser may not edit the administrator's article…
    await cms.api().patch(`/api/v1/articles/${published._id}`).set(bearer(adviser)).field('etat', 'brouillon').expect(404);
    // …so neither its picture's texts nor its file, through the media.
    const texts = await cms
      .api()
      .patch(`/api/v1/medias/${media._id}`)
      .set(bearer(adviser))
      .send({ texteAlternatif: { fr: 'Piraté' } });
    expect(texts.status, JSON.stringify(texts.body)).toBe(409);
    expect(texts.body.error.details).toMatchObject({ code: 'media.usedElsewhere', params: { count: 1 } });
    const file = await cms
      .api()
      .put(`/api/v1/medias/${media._id}/fichier`)
      .set(bearer(adviser))
      .attach('fichier', await png(), 'autre.png');
    expect(file.status, JSON.stringify(file.body)).toBe(409);
    expect(file.body.error.details).toMatchObject({ code: 'media.usedElsewhere', params: { count: 1 } });
    expect(JSON.stringify([texts.body, file.body])).not.toContain(published.titre.fr);

    const after = await page();
    expect(after.imagePrincipale).toBe(before.imagePrincipale);
    expect(after.texteAlternatif).toEqual(before.texteAlternatif);
    expect((await cms.api().get(`/api/v1/medias/${media._id}`).set(bearer(admin)).expect(200)).body.url).toBe(media.url);

    // Uses of the adviser's own stay theirs to change.
    const own = await uploadMedia(adviser);
    await articleWith(adviser, own._id, 'brouillon');
    await cms
      .api()
      .patch(`/api/v1/medias/${own._id}`)
      .set(bearer(adviser))
      .send({ texteAlternatif: { fr: 'Antenne repeinte' } })
      .expect(200);
  });

  it('gives every item a media change reaches a version and a journal line, and keeps the old picture in the history and the trash', async () => {
    const media = await uploadMedia(admin);
    const article = await articleWith(admin, media._id, 'publié');
    const trashed = await articleWith(admin, media._id, 'brouillon');
    await cms.api().delete(`/api/v1/articles/${trashed._id}`).set(bearer(admin)).expect(200);
    const versions = (await versionsOf(article._id)).length;
    const lines = await journalLines(article._id);

    await cms
      .api()
      .patch(`/api/v1/medias/${media._id}`)
      .set(bearer(admin))
      .send({ texteAlternatif: { fr: 'Antenne au coucher du soleil' } })
      .expect(200);
    expect((await versionsOf(article._id)).length).toBe(versions + 1);
    expect(await journalLines(article._id)).toBe(lines + 1);

    const replaced = await cms
      .api()
      .put(`/api/v1/medias/${media._id}/fichier`)
      .set(bearer(admin))
      .attach('fichier', await png(), 'neuve.png');
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    const history = await versionsOf(article._id);
    expect(history.length).toBe(versions + 2);
    expect(await journalLines(article._id)).toBe(lines + 2);
    const live = (await cms.api().get(`/api/v1/articles/${article.slug.fr}`).expect(200)).body;
    expect(live.imagePrincipale).toBe(replaced.body.url);

    // The version before the change still shows the picture it had, and its file is still served.
    const previous = (await cms.api().get(`/api/v1/articles/${article._id}/versions/${history[1]._id}`).set(bearer(admin)).expect(200)).body
      .donnees.valeurs;
    expect(previous.imagePrincipale).toBe(media.url);
    await cms.api().get(media.url).expect(200);
    // The item in the trash comes back with its own picture.
    const restored = await cms.api().post(`/api/v1/corbeille/articles/${trashed._id}/restaurer`).set(bearer(admin));
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect((await cms.api().get(`/api/v1/articles/admin/${trashed._id}`).set(bearer(admin)).expect(200)).body.imagePrincipale).toBe(
      media.url,
    );
  });

  it('removes the old file when nothing else points to it', async () => {
    const media = await uploadMedia(adviser);
    const replaced = await cms
      .api()
      .put(`/api/v1/medias/${media._id}/fichier`)
      .set(bearer(adviser))
      .attach('fichier', await png(), 'seule.png')
      .expect(200);
    expect(replaced.body.url).not.toBe(media.url);
    await cms.api().get(media.url).expect(404);
  });
});

describe("a media's uses", () => {
  it('names to an adviser only the uses they may read, and counts the others, in the list, the media and a refused delete', async () => {
    const media = await uploadMedia(adviser);
    const mine = await articleWith(adviser, media._id, 'brouillon', uniqueName('Mon brouillon'));
    const adminDraft = await articleWith(admin, media._id, 'brouillon', uniqueName('Brouillon secret de l’administrateur'));
    const otherDraft = await articleWith(otherAdviser, media._id, 'brouillon', uniqueName('Brouillon secret du conseiller B'));
    const adminTrashed = await articleWith(admin, media._id, 'brouillon', uniqueName('Corbeille secrète'));
    await cms.api().delete(`/api/v1/articles/${adminTrashed._id}`).set(bearer(admin)).expect(200);
    const secrets = [adminDraft, otherDraft, adminTrashed].flatMap((a) => [a._id, a.titre.fr]);
    const hidden = (body: unknown) => {
      const text = JSON.stringify(body);
      for (const secret of secrets) expect(text).not.toContain(secret);
    };
    const ownUse = [{ type: 'article', id: mine._id, titre: mine.titre.fr }];

    const one = (await cms.api().get(`/api/v1/medias/${media._id}`).set(bearer(adviser)).expect(200)).body;
    expect(one.utilisations).toEqual(ownUse);
    expect(one.autresUtilisations).toBe(3);
    hidden(one);

    const list = (
      await cms
        .api()
        .get(`/api/v1/medias?taille=100&q=${encodeURIComponent(media.nom)}`)
        .set(bearer(adviser))
        .expect(200)
    ).body;
    const listed = list.donnees.find((m: { _id: string }) => m._id === media._id);
    expect(listed.utilisations).toEqual(ownUse);
    expect(listed.autresUtilisations).toBe(3);
    hidden(list);

    const refused = await cms.api().delete(`/api/v1/medias/${media._id}`).set(bearer(adviser));
    expect(refused.status).toBe(409);
    expect(refused.body.error.details).toMatchObject({
      code: 'media.used',
      // The live and draft uses (the trashed one would only lose the picture).
      params: { count: 3 },
      utilisations: ownUse,
      autresUtilisations: 3,
    });
    hidden(refused.body);

    // The administrator reads every item: every use named.
    const all = (await cms.api().get(`/api/v1/medias/${media._id}`).set(bearer(admin)).expect(200)).body;
    expect(all.utilisations.map((u: { id: string }) => u.id).sort()).toEqual(
      [mine._id, adminDraft._id, otherDraft._id, adminTrashed._id].sort(),
    );
    expect(all.autresUtilisations).toBe(0);
  });
});
