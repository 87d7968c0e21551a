// The search snippet per language (docs/product.md §5 "Référencement"): `referencementTitre` and `referencementDescription`,
// optional localized texts of articles, réalisations and opportunités, saved from the form per language,
// answered by the admin and the public API (empty when not set), bounded (120, 300), and read by the
// checks before publishing in place of the title and the summary.
import { describe, expect, it } from 'vitest';
import { useCms } from '../helpers/strapi';
import { bearer, useSession } from '../helpers/accounts';
import { png } from '../helpers/images';
import { withAltTexts } from '../helpers/content';
import { uniqueName } from '../helpers/names';

const cms = useCms();
const admin = useSession(cms, 'admin');
const LANGS = ['fr', 'en', 'pt'] as const;
const contenu = (lang: string) => `<p>${`Un texte assez long pour la page (${lang}), `.repeat(4)}</p>`;
const RESUME = 'Un résumé de la page qui tient dans la longueur conseillée pour la recherche.';

type Check = { code: string; langue: string | null; champ: string; params: Record<string, unknown> };

async function publishedArticle(extra: Record<string, string> = {}) {
  let req = cms.api().post('/api/v1/articles').set(bearer(admin));
  for (const lang of LANGS)
    req = req
      .field(`titre[${lang}]`, uniqueName(`Article référencé ${lang}`))
      .field(`contenu[${lang}]`, contenu(lang))
      .field(`resume[${lang}]`, `${RESUME} (${lang})`);
  for (const [name, value] of Object.entries(extra)) req = req.field(name, value);
  const res = await withAltTexts(req)
    .field('categories[]', 'IT')
    .field('etat', 'publié')
    .attach('imagePrincipale', await png(), 'a.png');
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { _id: string; slug: Record<string, string> };
}

const checks = async (id: string): Promise<Check[]> =>
  (await cms.api().get(`/api/v1/articles/admin/${id}/controles`).set(bearer(admin)).expect(200)).body;

describe('the search title and description', () => {
  it('are saved in one language and answered by the admin and the public API, empty in the others', async () => {
    const titre = 'Fibre optique à Thiès : 12 km posés en six semaines';
    const description = 'Comment nous avons posé douze kilomètres de fibre optique à Thiès avec les habitants du quartier.';
    const created = await publishedArticle({ 'referencementTitre[fr]': titre, 'referencementDescription[fr]': description });
    const stored = (await cms.api().get(`/api/v1/articles/admin/${created._id}`).set(bearer(admin)).expect(200)).body;
    expect(stored.referencementTitre).toEqual({ fr: titre, en: '', pt: '' });
    expect(stored.referencementDescription).toEqual({ fr: description, en: '', pt: '' });
    const publicOne = (await cms.api().get(`/api/v1/articles/${created.slug.fr}?lang=fr`).expect(200)).body;
    expect(publicOne.referencementTitre).toEqual({ fr: titre, en: '', pt: '' });
    expect(publicOne.referencementDescription.fr).toBe(description);

    // An edit of another language keeps the French one.
    await cms
      .api()
      .patch(`/api/v1/articles/${created._id}`)
      .set(bearer(admin))
      .field('referencementTitre[en]', 'Fibre in Thiès')
      .expect(200);
    const edited = (await cms.api().get(`/api/v1/articles/admin/${created._id}`).set(bearer(admin)).expect(200)).body;
    expect(edited.referencementTitre).toEqual({ fr: titre, en: 'Fibre in Thiès', pt: '' });
  });

  it('are read by the checks before publishing in place of the title and the summary', async () => {
    const plain = await publishedArticle();
    expect((await checks(plain._id)).filter((c) => c.champ.startsWith('referencement'))).toEqual([]);

    const long = 'T'.repeat(70);
    const custom = await publishedArticle({ 'referencementTitre[en]': long, 'referencementDescription[pt]': 'Curta demais.' });
    const found = (await checks(custom._id)).filter((c) => c.champ.startsWith('referencement'));
    expect(found.map((c) => [c.code, c.langue, c.champ])).toEqual([
      ['controle.titreRechercheLong', 'en', 'referencementTitre'],
      ['controle.descriptionRechercheLongueur', 'pt', 'referencementDescription'],
    ]);
  });

  it('are bounded: 120 characters for the title, 300 for the description, with the field named', async () => {
    const res = await cms
      .api()
      .post('/api/v1/opportunites')
      .set(bearer(admin))
      .field('titre[fr]', uniqueName('Lot de câbles'))
      .field('referencementTitre[fr]', 'T'.repeat(121))
      .field('referencementDescription[pt]', 'D'.repeat(301));
    expect(res.status).toBe(400);
    const paths = (res.body.error.details.errors as { path: string[] }[]).map((e) => e.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['referencementTitre.fr', 'referencementDescription.pt']));
    const realisation = await cms
      .api()
      .post('/api/v1/realisations')
      .set(bearer(admin))
      .field('titre[fr]', uniqueName('Chantier référencé'))
      .field('referencementDescription[fr]', 'Une description de chantier pour la recherche.')
      .expect(201);
    expect(realisation.body.referencementDescription).toEqual({ fr: 'Une description de chantier pour la recherche.', en: '', pt: '' });
  });
});
