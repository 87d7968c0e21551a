// Partners in the back-office, through the managed-content engine without languages: create with a logo,
// change one field, list in display order, delete; each step in the activity log, the logo kept or removed.
import { describe, expect, it } from 'vitest';
import { useCms } from '../helpers/strapi';
import { bearer, useSession } from '../helpers/accounts';
import { jpeg, png } from '../helpers/images';

const cms = useCms();
const admin = useSession(cms, 'admin');

const files = () => cms.strapi.db.query('plugin::upload.file').count();
const journal = async () => (await cms.api().get('/api/v1/journal?limite=1').set(bearer(admin)).expect(200)).body[0];

describe('partenaires in the back-office', () => {
  it('creates, changes, lists and deletes a partner, with its logo and the activity log', async () => {
    const before = await files();
    const created = await cms
      .api()
      .post('/api/v1/partenaires')
      .set(bearer(admin))
      .field('nom', 'Sahel Fibre')
      .field('siteWeb', 'https://sahel-fibre.example')
      .field('ordreAffichage', '0')
      .field('actif', 'true')
      .attach('logo', await jpeg(), 'logo.jpg');
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ nom: 'Sahel Fibre', siteWeb: 'https://sahel-fibre.example', actif: true, ordreAffichage: 0 });
    expect(created.body.logo).toMatch(/^\/uploads\//);
    expect(await journal()).toMatchObject({ action: 'création', typeContenu: 'Partenaire', cible: created.body._id, titre: 'Sahel Fibre' });

    // A PATCH changes what it sends and keeps the rest, the logo included.
    const id = created.body._id;
    const changed = await cms.api().patch(`/api/v1/partenaires/${id}`).set(bearer(admin)).send({ ordreAffichage: '99' }).expect(200);
    expect(changed.body).toMatchObject({ nom: 'Sahel Fibre', ordreAffichage: 99, logo: created.body.logo });
    expect(await journal()).toMatchObject({ action: 'modification', typeContenu: 'Partenaire', cible: id });

    const list = (await cms.api().get('/api/v1/partenaires/admin/all').set(bearer(admin)).expect(200)).body;
    expect(list.at(-1)._id).toBe(id);
    const orders = list.map((p: { ordreAffichage: number }) => p.ordreAffichage);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));

    // A new logo replaces the old one, whose file the history keeps.
    const relogo = await cms
      .api()
      .patch(`/api/v1/partenaires/${id}`)
      .set(bearer(admin))
      .attach('logo', await png(), 'logo.png')
      .expect(200);
    expect(relogo.body.logo).not.toBe(created.body.logo);
    expect(await cms.strapi.db.query('plugin::upload.file').findOne({ where: { url: created.body.logo } })).not.toBeNull();

    await cms.api().delete(`/api/v1/partenaires/${id}`).set(bearer(admin)).expect(200, { success: true, _id: id });
    expect(await journal()).toMatchObject({ action: 'suppression', typeContenu: 'Partenaire', cible: id, titre: 'Sahel Fibre' });
    // Erased from the trash: both logos go with its history.
    await cms.api().delete(`/api/v1/corbeille/partenaires/${id}`).set(bearer(admin)).expect(200);
    expect(await files()).toBe(before);
    await cms.api().get(`/api/v1/partenaires/admin/${id}`).set(bearer(admin)).expect(404);
  });

  it('refuses a partner without a name or logo, and two logos, storing nothing', async () => {
    const before = await files();
    const res = await cms.api().post('/api/v1/partenaires').set(bearer(admin)).field('siteWeb', 'https://x.example');
    expect(res.status).toBe(400);
    const paths = res.body.error.details.errors.map((e: { path: string[] }) => e.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['nom', 'logo']));
    const two = await cms
      .api()
      .post('/api/v1/partenaires')
      .set(bearer(admin))
      .field('nom', 'Deux logos')
      .attach('logo', await jpeg(), 'a.jpg')
      .attach('logo', await png(), 'b.png');
    expect(two.status).toBe(400);
    expect(two.body.error.details.errors).toEqual(
      expect.arrayContaining([expect.objectContaining({ message: 'Une seule image est acceptée.' })]),
    );
    expect(await files()).toBe(before);
  });
});
