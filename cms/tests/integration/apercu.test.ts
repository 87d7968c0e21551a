// "Aperçu" (docs/product.md §4): the CMS validates a form's values like a save, checks who may manage the
// item, and signs the item as visitors would see it for the site's preview route. Nothing is stored and
// no rebuild is asked for.
import { describe, expect, it } from 'vitest';
import { verifyApercu } from '@teranga/domain/apercu-token';
import { useCms } from '../helpers/strapi';
import { bearer, useSession } from '../helpers/accounts';
import { createArticle, createOpportunite, createRealisation, secteurId, ALT_TEXTS } from '../helpers/content';
import { useRebuildHook } from '../helpers/services';
import { png } from '../helpers/images';
import { ImmediateClock, useRebuildClock } from '../helpers/clock';

const SECRET = 'preview-secret-of-this-test-file';
const hook = useRebuildHook();
// Every rebuild asked for is called at once: a preview that stored anything public would show.
const clock = useRebuildClock(new ImmediateClock());
const cms = useCms(() => ({ PREVIEW_SECRET: SECRET, REBUILD_HOOK_URL: hook.url }));
const admin = useSession(cms, 'admin');
const adviserA = useSession(cms, 'conseillerA');
const adviserB = useSession(cms, 'conseillerB');

const payloadOf = async (res: { status: number; body: { donnees: { jeton: string } } }) => {
  if (res.status !== 200) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
  const check = await verifyApercu<Record<string, unknown>>(res.body.donnees.jeton, SECRET);
  if (!check.ok) throw new Error(`token refused: ${check.reason}`);
  return check.payload;
};

describe('preview tokens', () => {
  it('carry an unsaved edit of a draft article in the language asked for, sanitized, and store nothing', async () => {
    const article = await createArticle(cms, admin, 'Brouillon à prévisualiser');
    await clock.settle();
    const calls = hook.calls;
    const res = await cms
      .api()
      .post(`/api/v1/articles/admin/${article._id}/apercu?lang=en`)
      .set(bearer(admin))
      .field('titre[en]', 'Unsaved English title')
      .field('contenu[en]', `<p>Body <strong>kept</strong><script>alert(1)</script> ${'and more words. '.repeat(8)}</p>`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.donnees.adresse).toBe('/apercu');
    const expiresIn = Date.parse(res.body.donnees.expiration) - Date.now();
    expect(expiresIn).toBeGreaterThan(60_000);
    expect(expiresIn).toBeLessThanOrEqual(5 * 60_000);

    const payload = await payloadOf(res);
    expect(payload).toMatchObject({ kind: 'article', lang: 'en' });
    expect(payload.item._id).toBe(article._id);
    expect(payload.item.titre).toEqual({
      fr: 'Brouillon à prévisualiser (fr)',
      en: 'Unsaved English title',
      pt: 'Brouillon à prévisualiser (pt)',
    });
    expect(payload.item.contenu.en).toBe(`<p>Body <strong>kept</strong> ${'and more words. '.repeat(8)}</p>`);
    expect(payload.item.etat).toBe('brouillon');
    expect(payload.item.slug).toEqual(article.slug);
    expect(payload.item.imagePrincipale).toBe(article.imagePrincipale);
    // A draft has no publication date yet: the page shows today's, as it would once published.
    expect(Date.parse(payload.item.datePublication)).toBeGreaterThan(Date.now() - 60_000);

    const stored = await cms.api().get(`/api/v1/articles/admin/${article._id}`).set(bearer(admin)).expect(200);
    expect(stored.body.titre.en).toBe('Brouillon à prévisualiser (en)');
    expect(stored.body.dateModification).toBe(article.dateModification);
    await clock.settle();
    expect(hook.calls).toBe(calls);
  });

  it('refuse values a save would refuse, with the same field errors', async () => {
    const article = await createArticle(cms, admin);
    const res = await cms
      .api()
      .post(`/api/v1/articles/admin/${article._id}/apercu?lang=fr`)
      .set(bearer(admin))
      .field('titre[fr]', 'Court')
      .field('etat', 'planifié')
      .field('datePublication', '');
    expect(res.status).toBe(400);
    const paths = res.body.error.details.errors.map((e: { path: string[] | string }) => [e.path].flat().join('.'));
    expect(paths).toContain('titre.fr');
    expect(paths).toContain('datePublication');
  });

  it('preview a scheduled article, a draft realisation and a published offer with their stored values', async () => {
    const article = await createArticle(cms, admin, 'Article planifié');
    const later = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const planned = await cms
      .api()
      .patch(`/api/v1/articles/${article._id}`)
      .set(bearer(admin))
      .field('etat', 'planifié')
      .field('datePublication', later);
    expect(planned.status, JSON.stringify(planned.body)).toBe(200);
    const scheduled = await payloadOf(
      await cms.api().post(`/api/v1/articles/admin/${article._id}/apercu?lang=pt`).set(bearer(admin)).field('titre[pt]', 'Título planeado'),
    );
    expect(scheduled).toMatchObject({
      kind: 'article',
      lang: 'pt',
      item: { etat: 'planifié', datePublication: later, titre: { pt: 'Título planeado' } },
    });

    const realisation = await createRealisation(cms, admin, 'Réalisation en brouillon');
    const draft = await payloadOf(
      await cms.api().post(`/api/v1/realisations/admin/${realisation._id}/apercu?lang=en`).set(bearer(admin)).field('annee', '2023'),
    );
    expect(draft).toMatchObject({ kind: 'realisation', lang: 'en', item: { etat: 'brouillon', annee: 2023 } });
    expect(draft.item.images).toEqual(realisation.images);
    // A picture added in the form shows after the kept ones, from the token.
    const withNew = await payloadOf(
      await cms
        .api()
        .post(`/api/v1/realisations/admin/${realisation._id}/apercu?lang=en`)
        .set(bearer(admin))
        .field('oldImages', JSON.stringify(realisation.images))
        .attach('images', await png(), 'new.png'),
    );
    expect(withNew.item.images.slice(0, -1)).toEqual(realisation.images);
    expect(withNew.item.images.at(-1)).toMatch(/^data:image\/webp;base64,/);
    expect(withNew.item.medias.at(-1)).toMatchObject({ width: expect.any(Number), height: expect.any(Number) });

    const offer = await createOpportunite(cms, admin, 'Offre publiée');
    await cms
      .api()
      .patch(`/api/v1/opportunites/${offer._id}`)
      .set(bearer(admin))
      .send({ etat: 'publié', datePublication: new Date().toISOString() })
      .expect(200);
    const published = await payloadOf(
      await cms.api().post(`/api/v1/opportunites/admin/${offer._id}/apercu`).set(bearer(admin)).field('contact', 'lots@teranga.sn'),
    );
    expect(published).toMatchObject({
      kind: 'opportunite',
      lang: 'fr',
      item: { etat: 'publié', contact: 'lots@teranga.sn', titre: { fr: 'Offre publiée (fr)' } },
    });
  });

  it('preview a new item before its first save, as its author', async () => {
    const res = await cms
      .api()
      .post('/api/v1/articles/admin/apercu?lang=fr')
      .set(bearer(adviserA))
      .field('titre[fr]', 'Un article jamais enregistré')
      .field('titre[en]', 'A never saved article')
      .field('titre[pt]', 'Um artigo nunca gravado')
      .field('contenu[fr]', 'Du texte. '.repeat(20))
      .field('contenu[en]', 'Some text. '.repeat(20))
      .field('contenu[pt]', 'Um texto. '.repeat(20))
      .field('categories[]', 'télécom')
      .field('secteur', await secteurId(cms))
      .field('etat', 'brouillon')
      .field('texteAlternatif[fr]', ALT_TEXTS.fr)
      .field('texteAlternatif[en]', ALT_TEXTS.en)
      .field('texteAlternatif[pt]', ALT_TEXTS.pt)
      .field('pointFocal', JSON.stringify({ x: 10, y: 40 }))
      .attach('imagePrincipale', await png(), 'cover.png');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const payload = await payloadOf(res);
    expect(payload.item).toMatchObject({
      titre: { fr: 'Un article jamais enregistré' },
      slug: { fr: 'un-article-jamais-enregistre' },
      auteur: adviserA.utilisateur._id,
      // The picture's texts and focal point show in the preview as they will on the page.
      texteAlternatif: ALT_TEXTS,
      pointFocal: { x: 10, y: 40 },
    });
    expect(payload.item.secteur.slug).toBe('telecom');
    // The chosen file is checked like a save's and shown from the token (a small WebP), never stored.
    expect(payload.item.imagePrincipale).toMatch(/^data:image\/webp;base64,[A-Za-z0-9+/]+=*$/);
    expect(payload.item.imagePrincipaleMedia).toMatchObject({ url: payload.item.imagePrincipale, formats: {} });
    const files = await cms.strapi.db.query('plugin::upload.file').findMany({ where: { name: { $contains: 'Un article jamais' } } });
    expect(files).toEqual([]);
    const listed = await cms.api().get('/api/v1/articles/admin/all').set(bearer(adviserA)).expect(200);
    expect(listed.body.map((a) => a.titre.fr)).not.toContain('Un article jamais enregistré');
  });

  it('are issued to an adviser for their own items only, and to no one signed out', async () => {
    const own = await createArticle(cms, adviserA, 'Article du conseiller A');
    await payloadOf(
      await cms.api().post(`/api/v1/articles/admin/${own._id}/apercu`).set(bearer(adviserA)).field('titre[fr]', 'Un titre modifié'),
    );
    const refused = await cms
      .api()
      .post(`/api/v1/articles/admin/${own._id}/apercu`)
      .set(bearer(adviserB))
      .field('titre[fr]', 'Pas le mien');
    expect(refused.status).toBe(404);
    expect(refused.body.donnees).toBeUndefined();
    // An administrator previews anyone's item.
    await cms.api().post(`/api/v1/articles/admin/${own._id}/apercu`).set(bearer(admin)).expect(200);
    await cms.api().post(`/api/v1/articles/admin/${own._id}/apercu`).field('titre[fr]', 'Anonyme').expect(401);
    await cms.api().post('/api/v1/articles/admin/apercu').field('titre[fr]', 'Anonyme').expect(401);
  });

  it('are signed with PREVIEW_SECRET only', async () => {
    const article = await createArticle(cms, admin);
    const res = await cms.api().post(`/api/v1/articles/admin/${article._id}/apercu`).set(bearer(admin)).expect(200);
    expect(await verifyApercu(res.body.donnees.jeton, 'another-secret')).toEqual({ ok: false, reason: 'invalid' });
    expect(await verifyApercu(res.body.donnees.jeton, SECRET, Date.now() + 6 * 60_000)).toEqual({ ok: false, reason: 'expired' });
  });
});
