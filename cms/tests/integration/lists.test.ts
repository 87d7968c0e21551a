// The back-office lists paged by the server (?q=&etat=&tri=&page=&taille=), their compatible
// unpaged shape, the advisers' limits, refused parameters; and the bulk actions (POST …/admin/lot):
// the single calls' rules per item, one answer per id, one rebuild for the whole batch.
import { beforeAll, describe, expect, it } from 'vitest';
import { useCms } from '../helpers/strapi';
import { bearer, login, type Session } from '../helpers/accounts';
import { createArticle, createOpportunite } from '../helpers/content';
import { useRebuildHook } from '../helpers/services';
import { ImmediateClock, useRebuildClock } from '../helpers/clock';

// Every rebuild asked for is called at once (no debounce): without the batch's hold, every item of a
// batch would make its own call.
const hook = useRebuildHook();
const clock = useRebuildClock(new ImmediateClock());
const cms = useCms(() => ({ REBUILD_HOOK_URL: hook.url }));
let admin: Session;
let a: Session;
let b: Session;
const ids: Record<string, string> = {};

beforeAll(async () => {
  admin = await login(cms, 'admin');
  a = await login(cms, 'conseillerA');
  b = await login(cms, 'conseillerB');
  ids.ete = (await createArticle(cms, admin, 'Zébulon été à Thiès : la fibre optique'))._id;
  ids.eteCaps = (await createArticle(cms, admin, 'ZÉBULON ÉTÉ À DAKAR : LE CÂBLAGE STRUCTURÉ'))._id;
  ids.hiver = (await createArticle(cms, admin, 'Zebulon hiver à Touba : les études techniques'))._id;
  ids.ofA = (await createArticle(cms, a, 'Zébulon du conseiller A : génie civil'))._id;
});

const get = (path: string, who: Session = admin) => cms.api().get(`/api/v1${path}`).set(bearer(who));
const titles = (body: { donnees: Array<{ titre: { fr: string } }> }) => body.donnees.map((d) => d.titre.fr);
const collator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });

describe('paged back-office lists', () => {
  it("keeps today's shape without list parameters, and pages as soon as one is given", async () => {
    const all = (await get('/articles/admin/all').expect(200)).body;
    expect(Array.isArray(all)).toBe(true);
    const page = (await get('/articles/admin/all?page=1').expect(200)).body;
    expect(page).toMatchObject({ total: all.length, page: 1, taille: 25 });
    expect(page.donnees.map((d: { _id: string }) => d._id)).toEqual(all.slice(0, 25).map((d: { _id: string }) => d._id));
  });

  it('searches titles without regard to case or accents, in any language', async () => {
    const res = (await get(`/articles/admin/all?q=${encodeURIComponent('zebulon ete')}`).expect(200)).body;
    expect(res.total).toBe(2);
    expect(res.donnees.map((d: { _id: string }) => d._id).sort()).toEqual([ids.ete, ids.eteCaps].sort());
    // The English title (createArticle suffixes each language).
    expect((await get('/articles/admin/all?q=(en)').expect(200)).body.total).toBeGreaterThanOrEqual(4);
    expect((await get(`/articles/admin/all?q=${encodeURIComponent('ÉTUDES TECHNIQUES')}`).expect(200)).body.donnees[0]._id).toBe(ids.hiver);
  });

  it('sorts by an allowed field either way, and pages through the sorted list', async () => {
    const up = (await get('/articles/admin/all?q=zebulon&tri=titre').expect(200)).body;
    expect(up.total).toBe(4);
    expect(titles(up)).toEqual([...titles(up)].sort(collator.compare));
    const down = (await get('/articles/admin/all?q=zebulon&tri=-titre').expect(200)).body;
    expect(titles(down)).toEqual([...titles(up)].reverse());
    const p1 = (await get('/articles/admin/all?q=zebulon&tri=titre&taille=3').expect(200)).body;
    const p2 = (await get('/articles/admin/all?q=zebulon&tri=titre&taille=3&page=2').expect(200)).body;
    expect(p1).toMatchObject({ total: 4, page: 1, taille: 3 });
    expect([...titles(p1), ...titles(p2)]).toEqual(titles(up));
    expect((await get('/articles/admin/all?q=zebulon&page=9').expect(200)).body).toMatchObject({ donnees: [], total: 4, page: 9 });
  });

  it('filters by etat, secteur and categorie', async () => {
    const all = (await get('/articles/admin/all').expect(200)).body as Array<{
      etat: string;
      categories: string[];
      secteur: { slug: string } | null;
    }>;
    const published = (await get(`/articles/admin/all?etat=${encodeURIComponent('publié')}&taille=100`).expect(200)).body;
    expect(published.total).toBe(all.filter((x) => x.etat === 'publié').length);
    expect(published.donnees.every((x: { etat: string }) => x.etat === 'publié')).toBe(true);
    const drafts = (await get('/articles/admin/all?etat=brouillon&q=zebulon').expect(200)).body;
    expect(drafts.total).toBe(4);
    const telecom = (await get(`/articles/admin/all?categorie=${encodeURIComponent('TÉLÉCOM')}&q=zebulon`).expect(200)).body;
    expect(telecom.total).toBe(4);
    expect((await get('/articles/admin/all?categorie=IT&q=zebulon').expect(200)).body.total).toBe(0);
    const withSecteur = all.filter((x) => x.secteur?.slug === 'telecom').length;
    expect((await get('/articles/admin/all?secteur=telecom&taille=100').expect(200)).body.total).toBe(withSecteur);
  });

  it('keeps advisers to their own items', async () => {
    const ofA = (await get('/articles/admin/all?q=zebulon', a).expect(200)).body;
    expect(ofA).toMatchObject({ total: 1, donnees: [{ _id: ids.ofA }] });
    expect((await get('/articles/admin/all?q=zebulon', b).expect(200)).body).toMatchObject({ total: 0, donnees: [] });
    const opp = await createOpportunite(cms, a, 'Zébulon : sous-traitance de tirage de câbles');
    expect((await get('/opportunites?q=zebulon', a).expect(200)).body).toMatchObject({ total: 1, donnees: [{ _id: opp._id }] });
    expect((await get('/opportunites?q=zebulon', b).expect(200)).body.total).toBe(0);
    // Anonymous callers still get the public list, as before.
    expect(Array.isArray((await cms.api().get('/api/v1/opportunites?q=zebulon').expect(200)).body)).toBe(true);
  });

  it("names each item's author (a name, never an email) and sorts by the last modification", async () => {
    const users = (await get('/utilisateurs?taille=100').expect(200)).body.donnees as Array<{ _id: string; prenom: string; nom: string }>;
    const nameOf = (session: Session) => {
      const user = users.find((u) => u._id === session.utilisateur._id)!;
      return `${user.prenom} ${user.nom}`;
    };
    type Row = { _id: string; auteur: string | null; auteurNom: string | null; dateModification: string };
    const listed = (await get('/articles/admin/all?q=zebulon').expect(200)).body.donnees as Row[];
    const byId = new Map(listed.map((row) => [row._id, row]));
    expect(byId.get(ids.ete)).toMatchObject({ auteur: admin.utilisateur._id, auteurNom: nameOf(admin) });
    expect(byId.get(ids.ofA)).toMatchObject({ auteur: a.utilisateur._id, auteurNom: nameOf(a) });
    // The unpaged shape carries it too.
    const unpaged = (await get('/articles/admin/all').expect(200)).body as Row[];
    expect(unpaged.find((row) => row._id === ids.ofA)?.auteurNom).toBe(nameOf(a));
    // An adviser's list holds their own items, so their own name only, and nobody's email.
    const ofA = (await get('/articles/admin/all?q=zebulon', a).expect(200)).body;
    expect(ofA.donnees.map((row: Row) => row.auteurNom)).toEqual([nameOf(a)]);
    expect(JSON.stringify(ofA)).not.toContain('@');
    await createOpportunite(cms, a, 'Zorglub : un lot du conseiller A');
    const offers = (await get('/opportunites?q=zorglub', a).expect(200)).body.donnees as Row[];
    expect(offers.map((row) => row.auteurNom)).toEqual([nameOf(a)]);

    // The oldest of the four is changed: it comes first when sorted by last modification, newest first.
    const changed = await cms.api().patch(`/api/v1/articles/${ids.ete}`).set(bearer(admin)).field('categories[]', 'études').expect(200);
    const down = (await get('/articles/admin/all?q=zebulon&tri=-dateModification').expect(200)).body.donnees as Row[];
    expect(down[0]).toMatchObject({ _id: ids.ete, dateModification: changed.body.dateModification });
    const times = down.map((row) => Date.parse(row.dateModification));
    expect(times).toEqual([...times].sort((x, y) => y - x));
    const up = (await get('/articles/admin/all?q=zebulon&tri=dateModification').expect(200)).body.donnees as Row[];
    expect(up.at(-1)?._id).toBe(ids.ete);
  });

  it('filters opportunities by their free-text category, case and accents aside, and lists the categories in use per caller', async () => {
    const fibre = await createOpportunite(cms, admin, 'Yoloff : lot de fibre', 'Câbles à fibre');
    const fibreLower = await createOpportunite(cms, admin, 'Yoloff : autre lot de fibre', 'cables a fibre');
    const ofA = await createOpportunite(cms, a, 'Yoloff : matériel du conseiller A', 'Matériel réseau');
    const found = (await get(`/opportunites?q=yoloff&categorie=${encodeURIComponent('CABLES À FIBRE')}`).expect(200)).body;
    expect(found.donnees.map((d: { _id: string }) => d._id).sort()).toEqual([fibre._id, fibreLower._id].sort());
    expect((await get('/opportunites?q=yoloff&categorie=Sous-traitance').expect(200)).body.total).toBe(0);

    const forAdmin = (await get('/opportunites/admin/categories').expect(200)).body.donnees as string[];
    // One entry per category, the newest item's spelling, in French order.
    expect(forAdmin.filter((c) => /fibre/i.test(c))).toEqual(['cables a fibre']);
    expect(forAdmin).toContain('Matériel réseau');
    expect(forAdmin).toEqual([...forAdmin].sort(collator.compare));
    // Advisers see the categories of their own items only.
    const forA = (await get('/opportunites/admin/categories', a).expect(200)).body.donnees as string[];
    expect(forA).toContain('Matériel réseau');
    expect(forA.some((c) => /fibre/i.test(c))).toBe(false);
    expect((await get('/opportunites/admin/categories', b).expect(200)).body.donnees).not.toContain('Matériel réseau');
    expect(
      (await get(`/opportunites?categorie=${encodeURIComponent('matériel RÉSEAU')}`, a).expect(200)).body.donnees.map(
        (d: { _id: string }) => d._id,
      ),
    ).toEqual([ofA._id]);
  });

  it.each([
    ['page=0', 'page', 'liste.page'],
    ['taille=101', 'taille', 'liste.taille'],
    ['tri=motDePasse', 'tri', 'liste.tri'],
    ['etat=supprim%C3%A9', 'etat', 'liste.etat'],
    ['q[]=a&q[]=b', 'q', 'liste.valeur'],
    ['page[$gt]=1', 'page', 'liste.valeur'],
  ])('refuses ?%s with a 400 in the usual error shape', async (query, field, code) => {
    const res = await get(`/articles/admin/all?${query}`).expect(400);
    expect(res.body).toMatchObject({
      data: null,
      error: { status: 400, name: 'ValidationError', details: { code, errors: [{ path: [field], code }] } },
    });
    expect(res.body.error.message).toMatch(/\S/);
  });

  it('pages the other lists: partners, users, contact requests, subscribers, journal', async () => {
    const partners = (await get('/partenaires/admin/all?etat=actif&tri=nom').expect(200)).body;
    expect(partners.donnees.every((p: { actif: boolean }) => p.actif)).toBe(true);
    const names = partners.donnees.map((p: { nom: string }) => p.nom);
    expect(names).toEqual([...names].sort(collator.compare));
    await get('/partenaires/admin/all?page=1', a).expect(403);

    const users = (await get('/utilisateurs?q=CONSEILLER&tri=email').expect(200)).body;
    expect(users.donnees.map((u: { email: string }) => u.email)).toEqual(
      ['conseiller2@demo.local', 'conseiller@demo.local'].sort(collator.compare),
    );
    expect(Array.isArray((await get('/utilisateurs').expect(200)).body.donnees)).toBe(true);
    await get('/utilisateurs?q=x', a).expect(403);

    await cms
      .api()
      .post('/api/v1/contact')
      .send({
        nom: 'Awa Ndiaye',
        numero: '+221 77 000 00 00',
        email: 'awa.zebulon@example.sn',
        entreprise: 'Zébulon SARL',
        description: 'Demande de devis pour un réseau.',
        secteur: 'telecom',
      })
      .expect(201);
    const demandes = (await get(`/demandes-contact?q=${encodeURIComponent('zébulon')}&etat=${encodeURIComponent('à traiter')}`).expect(200))
      .body;
    expect(demandes).toMatchObject({ total: 1, donnees: [{ email: 'awa.zebulon@example.sn', traitee: false }] });
    expect((await get(`/demandes-contact?q=zebulon&etat=${encodeURIComponent('traitée')}`).expect(200)).body.total).toBe(0);
    expect(Array.isArray((await get('/demandes-contact?traitee=false').expect(200)).body)).toBe(true);

    await cms.api().post('/api/v1/newsletter').send({ email: 'zebulon@example.sn', domaineInteret: 'telecom', langue: 'fr' }).expect(201);
    expect((await get('/newsletter/abonnements?q=ZEBULON').expect(200)).body).toMatchObject({
      total: 1,
      donnees: [{ email: 'zebulon@example.sn' }],
    });
    await get('/newsletter/abonnements?etat=inconnu').expect(400);

    const journal = (await get('/journal?q=zebulon&taille=2').expect(200)).body;
    expect(journal).toMatchObject({ page: 1, taille: 2 });
    expect(journal.total).toBeGreaterThanOrEqual(5);
    expect(journal.donnees).toHaveLength(2);
    expect(journal.donnees[0].date >= journal.donnees[1].date).toBe(true);
    expect(Array.isArray((await get('/journal?limite=3').expect(200)).body)).toBe(true);
    await get('/journal?etat=x').expect(400);
  });
});

describe('bulk actions', () => {
  const lot = (type: string, body: unknown, who: Session = admin) =>
    cms
      .api()
      .post(`/api/v1/${type}/admin/lot`)
      .set(bearer(who))
      .send(body as object);

  it("publishes a batch with one rebuild, answering per id, with the single calls' rules", async () => {
    // An item whose stored values no longer pass validation is not published.
    const broken = await createArticle(cms, admin, 'Zébulon : un article qui perdra son titre');
    await cms.strapi.db.query('api::article.article').updateMany({ where: { documentId: broken._id, locale: 'fr' }, data: { titre: '' } });
    await clock.settle();
    hook.calls = 0;
    const res = await lot('articles', { action: 'publier', ids: [ids.ete, ids.eteCaps, broken._id, ids.ofA, 'inconnu'] }).expect(200);
    expect(res.body).toMatchObject({
      action: 'publier',
      reussis: 3,
      echecs: 2,
      resultats: [
        { _id: ids.ete, ok: true, resultat: 'publié' },
        { _id: ids.eteCaps, ok: true, resultat: 'publié' },
        { _id: broken._id, ok: false, statut: 400, details: { errors: [{ path: ['titre', 'fr'] }] } },
        { _id: ids.ofA, ok: true, resultat: 'publié' },
        { _id: 'inconnu', ok: false, statut: 404 },
      ],
    });
    await clock.settle();
    expect(hook.calls).toBe(1);
    expect((await get(`/articles/admin/${ids.ete}`).expect(200)).body.etat).toBe('publié');
    expect((await get(`/articles/admin/${broken._id}`).expect(200)).body.etat).toBe('brouillon');
    const entries = (await get('/journal?limite=10').expect(200)).body.filter((e: { action: string }) => e.action === 'publication');
    expect(entries.map((e: { cible: string }) => e.cible)).toEqual(expect.arrayContaining([ids.ete, ids.eteCaps, ids.ofA]));

    // Publishing again changes nothing.
    const again = await lot('articles', { action: 'publier', ids: [ids.ete] }).expect(200);
    expect(again.body.resultats).toEqual([{ _id: ids.ete, ok: true, resultat: 'inchangé' }]);
  });

  it('keeps an adviser to their own items, item by item', async () => {
    const res = await lot('articles', { action: 'depublier', ids: [ids.ofA, ids.ete] }, a).expect(200);
    expect(res.body.resultats).toEqual([
      { _id: ids.ofA, ok: true, resultat: 'dépublié' },
      expect.objectContaining({ _id: ids.ete, ok: false, statut: 404 }),
    ]);
    expect((await get(`/articles/admin/${ids.ete}`).expect(200)).body.etat).toBe('publié');
    const del = await lot('articles', { action: 'supprimer', ids: [ids.eteCaps] }, b).expect(200);
    expect(del.body.resultats[0]).toMatchObject({ ok: false, statut: 404 });
    await get(`/articles/admin/${ids.eteCaps}`).expect(200);
    await lot('partenaires', { action: 'depublier', ids: ['x'] }, a).expect(403);
  });

  it("unpublishes and deletes through the single calls' paths, with one rebuild", async () => {
    await clock.settle();
    hook.calls = 0;
    const off = await lot('articles', { action: 'depublier', ids: [ids.ete, ids.eteCaps] }).expect(200);
    expect(off.body.resultats.map((r: { resultat: string }) => r.resultat)).toEqual(['dépublié', 'dépublié']);
    await clock.settle();
    expect(hook.calls).toBe(1);
    const gone = await lot('articles', { action: 'supprimer', ids: [ids.ete, ids.hiver] }).expect(200);
    expect(gone.body).toMatchObject({ reussis: 2, echecs: 0 });
    await get(`/articles/admin/${ids.ete}`).expect(404);
    await get(`/articles/admin/${ids.hiver}`).expect(404);
    const entries = (await get('/journal?limite=5').expect(200)).body.filter((e: { action: string }) => e.action === 'suppression');
    expect(entries.map((e: { cible: string }) => e.cible)).toEqual(expect.arrayContaining([ids.ete, ids.hiver]));
  });

  it('hides and shows partners', async () => {
    const partner = (await get('/partenaires/admin/all?etat=actif&taille=1').expect(200)).body.donnees[0];
    const off = await lot('partenaires', { action: 'depublier', ids: [partner._id] }).expect(200);
    expect(off.body.resultats).toEqual([{ _id: partner._id, ok: true, resultat: 'dépublié' }]);
    expect((await get(`/partenaires/admin/${partner._id}`).expect(200)).body.actif).toBe(false);
    await lot('partenaires', { action: 'publier', ids: [partner._id] }).expect(200);
    expect((await get(`/partenaires/admin/${partner._id}`).expect(200)).body.actif).toBe(true);
  });

  it.each([
    [{ action: 'archiver', ids: ['x'] }, 'action', 'lot.action'],
    [{ action: 'publier', ids: [] }, 'ids', 'lot.ids'],
    [{ action: 'publier' }, 'ids', 'lot.ids'],
  ])('refuses %j with a 400', async (body, field, code) => {
    const res = await lot('realisations', body).expect(400);
    expect(res.body.error).toMatchObject({ status: 400, name: 'ValidationError', details: { errors: [{ path: [field], code }] } });
  });
});
