// Version history over HTTP: every save that changes the item records a version (every language, the
// fields, the images, who and when), listed newest first with the fields it changed; a save that changes
// nothing records none, nor a journal line; one version reads in full; restoring one is itself a save (a
// new version naming the restored version's date, a `restauration` journal line) that brings back the
// version's content, not its state, and that publishing's rules judge when the item is published; the
// last N are kept; advisers reach their own only.
import { describe, expect, it } from 'vitest';
import { useCms } from '../helpers/strapi';
import { bearer, useSession } from '../helpers/accounts';
import { jpeg, webp } from '../helpers/images';
import { completeArticle, createArticle, createOpportunite, paragraph } from '../helpers/content';
import type { VersionResume } from '@teranga/domain';

const cms = useCms();
const admin = useSession(cms, 'admin');
const conseillerA = useSession(cms, 'conseillerA');
const conseillerB = useSession(cms, 'conseillerB');

const versions = async (type: string, id: string, who = admin) =>
  (await cms.api().get(`/api/v1/${type}/${id}/versions`).set(bearer(who)).expect(200)).body.donnees as VersionResume[];

const journalOf = async (id: string) =>
  ((await cms.api().get('/api/v1/journal?limite=1000').set(bearer(admin)).expect(200)).body as Array<Record<string, unknown>>).filter(
    (e) => e.cible === id,
  );

const restore = (type: string, id: string, versionId: string) =>
  cms.api().post(`/api/v1/${type}/${id}/versions/${versionId}/restaurer`).set(bearer(admin));

describe('version history', () => {
  it('records every save, newest first, naming the fields that changed, with its author', async () => {
    const created = await createArticle(cms, admin, 'Un article qui a une histoire');
    await cms
      .api()
      .patch(`/api/v1/articles/${created._id}`)
      .set(bearer(admin))
      .send({ 'titre[fr]': 'Un article qui a une histoire longue', 'titre[pt]': 'Um artigo com história' })
      .expect(200);
    await cms
      .api()
      .patch(`/api/v1/articles/${created._id}`)
      .set(bearer(admin))
      .send({ etat: 'publié', datePublication: '2025-02-01T00:00:00.000Z' })
      .expect(200);

    const list = await versions('articles', created._id);
    expect(list).toHaveLength(3);
    expect(list.map((v) => v.resume)).toEqual(['etat, datePublication', 'titre', 'création']);
    const dates = list.map((v) => new Date(v.date).getTime());
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(list[0].auteur).toEqual({ _id: admin.utilisateur._id, nom: 'Diop', prenom: 'Aminata' });
    expect(Object.keys(list[0]).sort()).toEqual(['_id', 'auteur', 'date', 'restaureDe', 'resume']);
    expect(list[0].restaureDe).toBeNull();
  });

  it('records no version and no journal line for a save that changes nothing', async () => {
    const created = await createArticle(cms, admin, 'Un article enregistré sans changement');
    const patch = (body: Record<string, string>) =>
      cms.api().patch(`/api/v1/articles/${created._id}`).set(bearer(admin)).send(body).expect(200);
    const actions = async () => (await journalOf(created._id)).map((line) => line.action);
    expect(await actions()).toEqual(['création']);
    // The same title again, then nothing at all: the item is as its creation left it.
    await patch({ 'titre[fr]': created.titre.fr });
    await patch({});
    expect((await versions('articles', created._id)).map((v) => v.resume)).toEqual(['création']);
    expect(await actions()).toEqual(['création']);
    await patch({ 'titre[fr]': 'Un article enfin modifié pour de bon' });
    await patch({ 'titre[fr]': 'Un article enfin modifié pour de bon' });
    expect((await versions('articles', created._id)).map((v) => v.resume)).toEqual(['titre', 'création']);
    expect(await actions()).toEqual(['modification', 'création']);
  });

  it('reads one version in full and restores it as a new save, keeping the address', async () => {
    const created = await createArticle(cms, admin, 'Un article à remettre comme avant');
    const firstImage = created.imagePrincipale;
    const edited = await cms
      .api()
      .patch(`/api/v1/articles/${created._id}`)
      .set(bearer(admin))
      .field('titre[fr]', 'Un titre regretté')
      .field('titre[en]', 'A regretted title')
      .attach('imagePrincipale', await webp(), 'autre.webp')
      .expect(200);
    expect(edited.body.imagePrincipale).not.toBe(firstImage);

    const [, first] = await versions('articles', created._id);
    const full = (await cms.api().get(`/api/v1/articles/${created._id}/versions/${first._id}`).set(bearer(admin)).expect(200)).body.donnees;
    expect(full).toMatchObject({ _id: first._id, resume: 'création', auteur: first.auteur });
    expect(full.valeurs).toMatchObject({
      _id: created._id,
      titre: created.titre,
      contenu: created.contenu,
      imagePrincipale: firstImage,
      etat: 'brouillon',
    });

    const linesBefore = (await journalOf(created._id)).length;
    const restored = await cms.api().post(`/api/v1/articles/${created._id}/versions/${first._id}/restaurer`).set(bearer(admin)).expect(200);
    expect(restored.body).toMatchObject({ _id: created._id, titre: created.titre, imagePrincipale: firstImage, slug: created.slug });
    const after = await versions('articles', created._id);
    expect(after).toHaveLength(3);
    expect(after[0]).toMatchObject({ resume: 'titre, imagePrincipale', restaureDe: first.date });
    // Logged as the restore it is, naming the version's date, not as a modification.
    const lines = await journalOf(created._id);
    expect(lines).toHaveLength(linesBefore + 1);
    const [journal] = lines;
    expect(journal).toMatchObject({
      action: 'restauration',
      typeContenu: 'Article',
      cible: created._id,
      titre: created.titre.fr,
      versionDu: first.date,
    });

    // Restoring it again changes nothing: no version, no journal line.
    await cms.api().post(`/api/v1/articles/${created._id}/versions/${first._id}/restaurer`).set(bearer(admin)).expect(200);
    expect(await versions('articles', created._id)).toHaveLength(3);
    expect(await journalOf(created._id)).toHaveLength(linesBefore + 1);

    await cms.api().get(`/api/v1/articles/${created._id}/versions/inconnue`).set(bearer(admin)).expect(404);
    // A version of another item is not reachable through this one.
    const other = await createArticle(cms, admin, 'Un autre article');
    const [otherVersion] = await versions('articles', other._id);
    await cms.api().get(`/api/v1/articles/${created._id}/versions/${otherVersion._id}`).set(bearer(admin)).expect(404);
    await cms.api().post(`/api/v1/articles/${created._id}/versions/${otherVersion._id}/restaurer`).set(bearer(admin)).expect(404);
  });

  it("restores a version's content, not its state: a published item stays published, a draft stays a draft", async () => {
    const created = await createArticle(cms, admin, 'Un article publié puis restauré');
    const patch = (body: Record<string, string>) =>
      cms.api().patch(`/api/v1/articles/${created._id}`).set(bearer(admin)).send(body).expect(200);
    await patch({ 'titre[fr]': 'Un titre publié ensuite' });
    const publie = (await patch({ etat: 'publié', datePublication: '2025-03-01T00:00:00.000Z' })).body;
    const [published, , first] = await versions('articles', created._id);

    // The draft's content comes back on the published item, which stays published at its date.
    const restored = (await restore('articles', created._id, first._id).expect(200)).body;
    expect(restored).toMatchObject({ titre: created.titre, etat: 'publié', datePublication: publie.datePublication });
    expect((await versions('articles', created._id))[0]).toMatchObject({ resume: 'titre', restaureDe: first.date });

    // Withdrawn, then the published version restored: its content, in the draft.
    await patch({ etat: 'brouillon' });
    const again = (await restore('articles', created._id, published._id).expect(200)).body;
    expect(again).toMatchObject({ titre: { fr: 'Un titre publié ensuite' }, etat: 'brouillon' });
    // A version that differs only in its state brings nothing back: no version, no journal line.
    const lines = (await journalOf(created._id)).length;
    const count = (await versions('articles', created._id)).length;
    expect((await restore('articles', created._id, published._id).expect(200)).body.etat).toBe('brouillon');
    expect(await versions('articles', created._id)).toHaveLength(count);
    expect(await journalOf(created._id)).toHaveLength(lines);
  });

  it('keeps a partner shown or hidden as it is when one of its versions is restored', async () => {
    const created = (
      await cms
        .api()
        .post('/api/v1/partenaires')
        .set(bearer(admin))
        .field('nom', 'Partenaire restauré')
        .field('ordreAffichage', '3')
        .field('actif', 'true')
        .attach('logo', await jpeg(), 'logo.jpg')
        .expect(201)
    ).body;
    await cms
      .api()
      .patch(`/api/v1/partenaires/${created._id}`)
      .set(bearer(admin))
      .send({ nom: 'Partenaire masqué', actif: 'false' })
      .expect(200);
    const [, first] = await versions('partenaires', created._id);
    const restored = (await restore('partenaires', created._id, first._id).expect(200)).body;
    expect(restored).toMatchObject({ nom: 'Partenaire restauré', actif: false });
  });

  it('refuses a restore that would leave a published item breaking a publishing rule, as publishing refuses it', async () => {
    const item = await completeArticle(cms, admin, {});
    const patch = (body: Record<string, string>) => cms.api().patch(`/api/v1/articles/${item._id}`).set(bearer(admin)).send(body);
    // A draft without its English content: publishing it is refused.
    await patch({ 'contenu[en]': '' }).expect(200);
    const publishing = (await patch({ etat: 'publié', datePublication: '2025-04-01T00:00:00.000Z' }).expect(400)).body.error;
    expect(publishing.details.errors.length).toBeGreaterThan(0);
    const [incomplete] = await versions('articles', item._id);
    // Completed and published, then that version restored: refused the same way, nothing stored.
    await patch({ 'contenu[en]': paragraph('en'), etat: 'publié', datePublication: '2025-04-01T00:00:00.000Z' }).expect(200);
    const count = (await versions('articles', item._id)).length;
    const lines = (await journalOf(item._id)).length;
    const refused = (await restore('articles', item._id, incomplete._id).expect(400)).body.error;
    expect(refused.message).toBe(publishing.message);
    expect(refused.details).toEqual(publishing.details);
    const stored = (await cms.api().get(`/api/v1/articles/admin/${item._id}`).set(bearer(admin)).expect(200)).body;
    expect(stored).toMatchObject({ etat: 'publié', contenu: { en: paragraph('en') } });
    expect(await versions('articles', item._id)).toHaveLength(count);
    expect(await journalOf(item._id)).toHaveLength(lines);
    // The same version restored on the withdrawn item: a draft may lack a language.
    await patch({ etat: 'brouillon' }).expect(200);
    expect((await restore('articles', item._id, incomplete._id).expect(200)).body).toMatchObject({
      etat: 'brouillon',
      contenu: { en: '' },
    });
  });

  it('gives advisers the history of their own items only', async () => {
    const own = await createOpportunite(cms, conseillerA, 'Une offre avec un historique');
    const [version] = await versions('opportunites', own._id, conseillerA);
    await cms.api().get(`/api/v1/opportunites/${own._id}/versions`).set(bearer(conseillerB)).expect(404);
    await cms.api().get(`/api/v1/opportunites/${own._id}/versions/${version._id}`).set(bearer(conseillerB)).expect(404);
    await cms.api().post(`/api/v1/opportunites/${own._id}/versions/${version._id}/restaurer`).set(bearer(conseillerB)).expect(404);
    await cms.api().get(`/api/v1/opportunites/${own._id}/versions`).expect(401);
    await cms.api().post(`/api/v1/opportunites/${own._id}/versions/${version._id}/restaurer`).set(bearer(conseillerA)).expect(200);
    // Its only version is the item as it is: the restore changed nothing and recorded nothing.
    expect(await versions('opportunites', own._id)).toHaveLength(1);
    // Partners' history is the administrators'.
    await cms.api().get(`/api/v1/partenaires/${own._id}/versions`).set(bearer(conseillerA)).expect(403);
  });

  it('keeps the last N versions, and the files only those still refer to', async () => {
    process.env.VERSIONS_KEPT = '2';
    try {
      const created = await cms
        .api()
        .post('/api/v1/partenaires')
        .set(bearer(admin))
        .field('nom', 'Partenaire aux logos successifs')
        .field('ordreAffichage', '5')
        .field('actif', 'true')
        .attach('logo', await jpeg(), 'un.jpg')
        .expect(201);
      const id = created.body._id;
      await cms
        .api()
        .patch(`/api/v1/partenaires/${id}`)
        .set(bearer(admin))
        .attach('logo', await webp(), 'deux.webp')
        .expect(200);
      const logoExists = async () =>
        Boolean(await cms.strapi.db.query('plugin::upload.file').findOne({ where: { url: created.body.logo } }));
      expect(await logoExists()).toBe(true);
      await cms.api().patch(`/api/v1/partenaires/${id}`).set(bearer(admin)).send({ nom: 'Partenaire renommé' }).expect(200);
      const list = await versions('partenaires', id);
      expect(list.map((v) => v.resume)).toEqual(['nom', 'logo']);
      // The first logo was only in the dropped first version.
      expect(await logoExists()).toBe(false);
    } finally {
      delete process.env.VERSIONS_KEPT;
    }
  });
});
