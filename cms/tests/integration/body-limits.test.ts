// Each route reads a body up to its own limit (BODY_LIMITS in src/contract/routes.ts): over it, a 413 in
// the API's error shape that says the limit, before anything is parsed or stored, whether the size is
// announced (Content-Length) or only known as the body streams in.
import { describe, expect, it } from 'vitest';
import { useCms } from '../helpers/strapi';
import { bearer, useSession } from '../helpers/accounts';
import { createArticle } from '../helpers/content';
import { jpeg } from '../helpers/images';

const cms = useCms();
const admin = useSession(cms, 'admin');

const tooLarge = (limitKb: number) => ({
  data: null,
  error: {
    status: 413,
    name: 'PayloadTooLargeError',
    message: `L'envoi dépasse la taille maximale de ${limitKb} Ko.`,
    details: { code: 'body.tooLarge', params: { limitKb } },
  },
});

const contactRequests = () => cms.strapi.db.query('api::demande-contact.demande-contact').count();

describe('body limits per route', () => {
  it('refuses a sign-in body over 4 KB, and reads one under it', async () => {
    const over = await cms
      .api()
      .post('/api/v1/auth/connexion')
      .send({ email: 'admin@demo.local', motDePasse: 'x'.repeat(5 * 1024) });
    expect(over.status).toBe(413);
    expect(over.body).toEqual(tooLarge(4));
    const under = await cms
      .api()
      .post('/api/v1/auth/connexion')
      .send({ email: 'admin@demo.local', motDePasse: 'x'.repeat(3 * 1024) });
    expect(under.status).toBe(401);
  });

  it('counts a body of unannounced length as it streams in', async () => {
    const req = cms.api().post('/api/v1/auth/rafraichir').set('Content-Type', 'application/json');
    req.write('{"tokenRafraichissement":"');
    for (let i = 0; i < 8; i += 1) req.write('x'.repeat(1024));
    req.write('"}');
    const res = await req;
    expect(res.status).toBe(413);
    expect(res.body).toEqual(tooLarge(4));
  });

  it('takes a contact request up to 64 KB, as JSON or as a form, and stores nothing over it', async () => {
    const before = await contactRequests();
    const valid = { nom: 'Awa Ndiaye', numero: '+221 77 000 00 00', email: 'awa@example.sn', secteur: 'telecom' };
    const json = await cms
      .api()
      .post('/api/v1/contact')
      .send({ ...valid, description: 'é'.repeat(40_000) });
    expect(json.status).toBe(413);
    expect(json.body).toEqual(tooLarge(64));
    // A browser's form post of the longest description allowed (5,000 accented characters, 6 bytes each encoded) fits.
    const form = await cms
      .api()
      .post('/api/v1/contact?lang=fr&retour=/contact')
      .type('form')
      .send({ ...valid, description: 'é'.repeat(5000) });
    expect(form.status).toBe(303);
    expect(await contactRequests()).toBe(before + 1);
  });

  it('takes formatted text up to 512 KB, as JSON or as multipart fields', async () => {
    const article = await createArticle(cms, admin, 'Un article au corps trop lourd');
    const json = await cms
      .api()
      .patch(`/api/v1/articles/${article._id}`)
      .set(bearer(admin))
      .send({ contenu: { fr: `<p>${'x'.repeat(600 * 1024)}</p>` } });
    expect(json.status).toBe(413);
    expect(json.body).toEqual(tooLarge(512));
    const fields = await cms
      .api()
      .patch(`/api/v1/articles/${article._id}`)
      .set(bearer(admin))
      .field('contenu[fr]', `<p>${'x'.repeat(600 * 1024)}</p>`);
    expect(fields.status).toBe(413);
    expect(fields.body.error).toMatchObject({
      status: 413,
      name: 'PayloadTooLargeError',
      details: { code: 'body.tooLarge', params: { limitKb: 512 } },
    });
    // Under the limit the text reaches the rules (too long for an article).
    const under = await cms
      .api()
      .patch(`/api/v1/articles/${article._id}`)
      .set(bearer(admin))
      .send({ contenu: { fr: `<p>${'x'.repeat(300 * 1024)}</p>` } });
    expect(under.status).toBe(400);
    expect(under.body.error.details.errors.map((e: { code: string }) => e.code)).toEqual(['contenu.between']);
  });

  it('keeps the small limit on a back-office route that needs no more', async () => {
    const res = await cms
      .api()
      .post('/api/v1/utilisateurs/me/mot-de-passe')
      .set(bearer(admin))
      .send({ motDePasseActuel: 'x'.repeat(5 * 1024) });
    expect(res.status).toBe(413);
    expect(res.body).toEqual(tooLarge(4));
  });

  it('refuses a body nested deeper than any form of the contract with a 400', async () => {
    const res = await cms
      .api()
      .post('/api/v1/partenaires')
      .set(bearer(admin))
      .type('json')
      .send(`{"nom":${'['.repeat(5000)}${']'.repeat(5000)}}`);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ status: 400, details: { code: 'body.tooDeep', params: { max: 8 } } });
  });
  it('holds each limit on the media library, the checks, presence, translation and site-page routes', async () => {
    const article = await createArticle(cms, admin, 'Un article aux routes bornées');
    const media = await cms
      .api()
      .post('/api/v1/medias')
      .set(bearer(admin))
      .field('texteAlternatif[fr]', 'Une image bornée')
      .attach('fichier', await jpeg(), 'bornee.jpg')
      .expect(201);
    const mediaId = media.body.donnees[0]._id;
    const routes: ['post' | 'put' | 'patch', string, number][] = [
      ['post', '/api/v1/medias', 16],
      ['patch', `/api/v1/medias/${mediaId}`, 16],
      ['put', `/api/v1/medias/${mediaId}/fichier`, 16],
      ['post', '/api/v1/articles/admin/controles', 512],
      ['post', `/api/v1/articles/admin/${article._id}/controles`, 512],
      ['put', `/api/v1/articles/admin/${article._id}/presence`, 4],
      ['post', `/api/v1/articles/admin/${article._id}/presence/prendre`, 4],
      ['post', `/api/v1/articles/${article._id}/traductions/en/valider`, 4],
    ];
    const send = (method: 'post' | 'put' | 'patch' | 'delete' | 'get', path: string, bytes: number) =>
      cms
        .api()
        [method](path)
        .set(bearer(admin))
        .send({ nom: 'x'.repeat(bytes) });
    for (const [method, path, limitKb] of routes) {
      const over = await send(method, path, limitKb * 1024 + 100);
      expect(over.status, `${method} ${path}`).toBe(413);
      expect(over.body, `${method} ${path}`).toEqual(tooLarge(limitKb));
      const under = await send(method, path, limitKb * 1024 - 200);
      expect(under.status, `${method} ${path} under the limit`).not.toBe(413);
      expect(under.status, `${method} ${path} under the limit`).toBeLessThan(500);
    }
    // The library's multipart fields count against the same limit.
    const mediaFields = await cms
      .api()
      .post('/api/v1/medias')
      .set(bearer(admin))
      .field('credit', 'x'.repeat(17 * 1024))
      .attach('fichier', await jpeg(), 'lourde.jpg');
    expect(mediaFields.status).toBe(413);
    expect(mediaFields.body.error).toMatchObject({ status: 413, details: { code: 'body.tooLarge', params: { limitKb: 16 } } });
    // GET and DELETE read no body at all: a large one changes nothing to the answer.
    const search = '/api/v1/site/pages?langue=fr&q=route';
    expect((await send('get', search, 64 * 1024)).body).toEqual((await cms.api().get(search).set(bearer(admin))).body);
    const presence = `/api/v1/articles/admin/${article._id}/presence`;
    expect((await send('delete', presence, 64 * 1024)).status).toBe((await cms.api().delete(presence).set(bearer(admin))).status);
  });
});
