import { describe, expect, it } from 'vitest';
import { useCms } from '../helpers/strapi';
import { bearer, useSession } from '../helpers/accounts';
import { createArticle, createOpportunite, createRealisation } from '../helpers/content';

const cms = useCms();
const admin = useSession(cms, 'admin');

const SAFE =
  '<h2>Le chantier</h2><p>Un <strong>réseau</strong> <em>FTTH</em> : <a href="https://example.org/ftth" rel="noopener">le détail</a>, ' +
  '<a href="mailto:contact@example.org">écrire</a>.</p><ul><li>étude</li><li>pose</li></ul><blockquote><p>Livré à temps.</p></blockquote>';
const HOSTILE =
  `<p onclick="alert(1)" style="color:red">${'Une phrase assez longue pour compter. '.repeat(3)}` +
  '<a href="javascript:alert(1)">piège</a><img src=x onerror=alert(1)><script>alert(1)</script></p>' +
  '<iframe src="https://evil.example"></iframe><svg onload="alert(1)"></svg><a href="https://example.org" target="_blank">site</a>';
const HOSTILE_STORED = `<p>${'Une phrase assez longue pour compter. '.repeat(3)}piège</p><a href="https://example.org" rel="noopener">site</a>`;

/** The stored value, read back from the database, not from the answer. */
async function stored(uid: string, documentId: string, field: string, locale = 'fr'): Promise<string> {
  const row = await cms.strapi.db.query(uid as never).findOne({ where: { documentId, locale }, select: [field] });
  return (row as Record<string, string>)[field];
}

describe('formatted text over HTTP', () => {
  it('stores an article contenu sanitized, in every language, on create and on edit', async () => {
    const article = await createArticle(cms, admin, 'Un article en texte mis en forme');
    const res = await cms
      .api()
      .patch(`/api/v1/articles/${article._id}`)
      .set(bearer(admin))
      .field('contenu[fr]', HOSTILE)
      .field('contenu[en]', `${SAFE}<p>${'More words for the minimum length of an article. '.repeat(2).trim()}</p>`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.contenu.fr).toBe(HOSTILE_STORED);
    expect(await stored('api::article.article', article._id, 'contenu')).toBe(HOSTILE_STORED);
    expect(await stored('api::article.article', article._id, 'contenu', 'en')).toBe(
      `${SAFE}<p>${'More words for the minimum length of an article. '.repeat(2).trim()}</p>`,
    );
    const read = await cms.api().get(`/api/v1/articles/admin/${article._id}`).set(bearer(admin)).expect(200);
    expect(read.body.contenu.fr).toBe(HOSTILE_STORED);
  });

  it('counts the article length on the text: much markup around little text is refused', async () => {
    const article = await createArticle(cms, admin, 'Un article à la limite basse');
    const res = await cms
      .api()
      .patch(`/api/v1/articles/${article._id}`)
      .set(bearer(admin))
      .field('contenu[fr]', `<p><strong><em><a href="https://example.org/${'x'.repeat(200)}">${'c'.repeat(99)}</a></em></strong></p>`);
    expect(res.status).toBe(400);
    expect(res.body.error.details.errors.map((e: { code: string }) => e.code)).toEqual(['contenu.between']);
    // An empty editor is a missing text, which publishing refuses.
    const empty = await cms
      .api()
      .patch(`/api/v1/articles/${article._id}`)
      .set(bearer(admin))
      .field('contenu[fr]', '<p></p><script>x</script>')
      .field('etat', 'publié');
    expect(empty.status).toBe(400);
    expect(empty.body.error.details.errors.map((e: { code: string }) => e.code)).toEqual(['contenu.required']);
  });

  it('stores a realisation contenu and an opportunite description sanitized', async () => {
    const realisation = await createRealisation(cms, admin, 'Une réalisation mise en forme');
    await cms.api().patch(`/api/v1/realisations/${realisation._id}`).set(bearer(admin)).field('contenu[fr]', HOSTILE).expect(200);
    expect(await stored('api::realisation.realisation', realisation._id, 'contenu')).toBe(HOSTILE_STORED);

    const opportunite = await createOpportunite(cms, admin, 'Une offre mise en forme');
    await cms.api().patch(`/api/v1/opportunites/${opportunite._id}`).set(bearer(admin)).field('description[pt]', HOSTILE).expect(200);
    expect(await stored('api::opportunite.opportunite', opportunite._id, 'description', 'pt')).toBe(HOSTILE_STORED);
    // Plain text that cannot hold markup is kept as it is.
    expect(await stored('api::opportunite.opportunite', opportunite._id, 'description')).toBe('Trois lots à Thiès.');
  });
});

describe('formatted text refusals over HTTP', () => {
  const filler = `<p>${'Une phrase assez longue pour compter. '.repeat(3).trim()}</p>`;

  it('keeps the link after a refused one as a link over its own text only', async () => {
    const article = await createArticle(cms, admin, 'Un article avec un lien refusé');
    const contenu = `<p><a href="javascript:alert(1)">piège</a> puis <a href="https://example.org/">le site</a> et la suite.</p>${filler}`;
    await cms
      .api()
      .patch(`/api/v1/articles/${article._id}`)
      .set(bearer(admin))
      .send({ contenu: { fr: contenu } })
      .expect(200);
    expect(await stored('api::article.article', article._id, 'contenu')).toBe(
      `<p>piège puis <a href="https://example.org/" rel="noopener">le site</a> et la suite.</p>${filler}`,
    );
  });

  it('refuses markup nested deeper than the editor writes, and stores nothing', async () => {
    const article = await createArticle(cms, admin, 'Un article trop imbriqué');
    const before = await stored('api::article.article', article._id, 'contenu');
    const res = await cms
      .api()
      .patch(`/api/v1/articles/${article._id}`)
      .set(bearer(admin))
      .send({ contenu: { fr: `${filler}${'<blockquote>'.repeat(40)}x${'</blockquote>'.repeat(40)}` } });
    expect(res.status).toBe(400);
    expect(res.body.error.details.errors).toEqual([
      expect.objectContaining({ path: ['contenu', 'fr'], code: 'contenu.tooDeep', params: { lang: 'fr', max: 32 } }),
    ]);
    expect(await stored('api::article.article', article._id, 'contenu')).toBe(before);
  });
});

describe('editing conflicts over HTTP', () => {
  it('refuses with 409 and the current values an edit started from an older version, and stores nothing', async () => {
    const article = await createArticle(cms, admin, 'Un article modifié à deux');
    const first = await cms
      .api()
      .patch(`/api/v1/articles/${article._id}`)
      .set(bearer(admin))
      .field('dateModification', article.dateModification)
      .field('titre[fr]', 'Première modification à deux')
      .expect(200);
    expect(Date.parse(first.body.dateModification)).toBeGreaterThanOrEqual(Date.parse(article.dateModification));

    // The second editor still holds the version read at creation.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await cms.api().patch(`/api/v1/articles/${article._id}`).set(bearer(admin)).field('titre[fr]', 'Modification plus récente').expect(200);
    const stale = await cms
      .api()
      .patch(`/api/v1/articles/${article._id}`)
      .set(bearer(admin))
      .field('dateModification', first.body.dateModification)
      .field('titre[fr]', 'Modification écrasante');
    expect(stale.status).toBe(409);
    expect(stale.body.error.name).toBe('ConflictError');
    expect(stale.body.error.message).toBe(
      "Cet élément a été modifié par quelqu'un d'autre depuis son ouverture : vos changements n'ont pas été enregistrés.",
    );
    expect(stale.body.error.details.code).toBe('edition.conflict');
    expect(stale.body.error.details.current.titre.fr).toBe('Modification plus récente');
    const read = await cms.api().get(`/api/v1/articles/admin/${article._id}`).set(bearer(admin)).expect(200);
    expect(read.body.titre.fr).toBe('Modification plus récente');

    // Started from the current version, or naming none (older clients), the edit goes through.
    await cms
      .api()
      .patch(`/api/v1/articles/${article._id}`)
      .set(bearer(admin))
      .field('dateModification', read.body.dateModification)
      .field('titre[fr]', 'Modification à jour')
      .expect(200);
  });
});
