// The images' alternative texts and focal points (docs/product.md §5): refused when the main image has
// none, stored per language, answered by the back-office and the public API, focal point validated.
import { describe, expect, it } from 'vitest';
import { useCms } from '../helpers/strapi';
import { bearer, useSession } from '../helpers/accounts';
import { jpeg, png } from '../helpers/images';
import { ALT_TEXTS, createArticle, createRealisation, secteurId } from '../helpers/content';

const cms = useCms();
const admin = useSession(cms, 'admin');
const LANGS = ['fr', 'en', 'pt'] as const;
const long = 'Un chantier de fibre optique mené avec les habitants du quartier. '.repeat(3);

function article(titre: string) {
  let req = cms.api().post('/api/v1/articles').set(bearer(admin));
  for (const lang of LANGS) req = req.field(`titre[${lang}]`, `${titre} (${lang})`).field(`contenu[${lang}]`, long);
  return req.field('categories[]', 'télécom').field('etat', 'publié');
}

/** The refusal's field errors, their paths dotted. */
const fieldErrors = (res: { body: { error: { details: { errors: { path: string[]; message: string; code?: string }[] } } } }) =>
  res.body.error.details.errors.map((e) => ({ ...e, path: e.path.join('.') }));

const REQUIRED = (lang: string) => `Le texte alternatif de l'image principale (${lang}) est obligatoire.`;
const FOCAL = 'Le point focal est invalide : deux nombres de 0 à 100 (x et y, en pourcentage).';

describe('the main image alternative text', () => {
  it('refuses an article whose main image has no alternative text in a language, with a message per field', async () => {
    const res = await article('Une antenne sans description')
      .field('texteAlternatif[fr]', 'Une antenne')
      .attach('imagePrincipale', await png(), 'a.png');
    expect(res.status).toBe(400);
    const errors = fieldErrors(res);
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'texteAlternatif.en', message: REQUIRED('en'), code: 'texteAlternatif.required' }),
        expect.objectContaining({ path: 'texteAlternatif.pt', message: REQUIRED('pt') }),
      ]),
    );
    expect(errors.map((e: { path: string }) => e.path)).not.toContain('texteAlternatif.fr');
  });

  it('stores the text per language and the focal point, and answers them to the back-office and the public', async () => {
    let req = article('Une antenne bien décrite');
    for (const lang of LANGS) req = req.field(`texteAlternatif[${lang}]`, `${ALT_TEXTS[lang]} `);
    const created = await req.field('pointFocal', JSON.stringify({ x: 20, y: 75.5 })).attach('imagePrincipale', await png(), 'a.png');
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.texteAlternatif).toEqual(ALT_TEXTS);
    expect(created.body.pointFocal).toEqual({ x: 20, y: 75.5 });

    const publicOne = await cms.api().get(`/api/v1/articles/${created.body.slug.en}?lang=en`).expect(200);
    expect(publicOne.body.texteAlternatif.en).toBe(ALT_TEXTS.en);
    expect(publicOne.body.pointFocal).toEqual({ x: 20, y: 75.5 });

    // One language changed, the others and the focal point kept; then the focal point back to the centre.
    const edited = await cms
      .api()
      .patch(`/api/v1/articles/${created.body._id}`)
      .set(bearer(admin))
      .field('texteAlternatif[pt]', 'Antena num telhado')
      .expect(200);
    expect(edited.body.texteAlternatif).toEqual({ ...ALT_TEXTS, pt: 'Antena num telhado' });
    expect(edited.body.pointFocal).toEqual({ x: 20, y: 75.5 });
    const centred = await cms.api().patch(`/api/v1/articles/${created.body._id}`).set(bearer(admin)).field('pointFocal', '').expect(200);
    expect(centred.body.pointFocal).toBeNull();

    // Emptying a language's text of an item with a main image is refused, and the stored text stays.
    const emptied = await cms.api().patch(`/api/v1/articles/${created.body._id}`).set(bearer(admin)).field('texteAlternatif[en]', ' ');
    expect(emptied.status).toBe(400);
    expect(JSON.stringify(emptied.body)).toContain(REQUIRED('en'));
    const stored = await cms.api().get(`/api/v1/articles/admin/${created.body._id}`).set(bearer(admin)).expect(200);
    expect(stored.body.texteAlternatif.en).toBe(ALT_TEXTS.en);
  });

  it('limits the text to 150 characters and refuses a focal point outside the picture', async () => {
    const created = await createArticle(cms, admin, 'Un article pour les bornes');
    const tooLong = await cms
      .api()
      .patch(`/api/v1/articles/${created._id}`)
      .set(bearer(admin))
      .field('texteAlternatif[fr]', 'x'.repeat(151));
    expect(tooLong.status).toBe(400);
    expect(JSON.stringify(tooLong.body)).toContain('Le texte alternatif (fr) ne peut excéder 150 caractères.');
    for (const bad of [JSON.stringify({ x: 101, y: 5 }), JSON.stringify({ x: -1, y: 5 }), '{"x":"a","y":1}', 'milieu']) {
      const res = await cms.api().patch(`/api/v1/articles/${created._id}`).set(bearer(admin)).field('pointFocal', bad);
      expect(res.status, bad).toBe(400);
      expect(JSON.stringify(res.body)).toContain(FOCAL);
    }
    // The bracketed form of the two numbers is accepted too.
    const ok = await cms
      .api()
      .patch(`/api/v1/articles/${created._id}`)
      .set(bearer(admin))
      .field('pointFocal[x]', '0')
      .field('pointFocal[y]', '100')
      .expect(200);
    expect(ok.body.pointFocal).toEqual({ x: 0, y: 100 });
  });

  it('requires the opportunity image text in the three languages to publish', async () => {
    let req = cms.api().post('/api/v1/opportunites').set(bearer(admin));
    for (const lang of LANGS) req = req.field(`titre[${lang}]`, `Lot de câbles (${lang})`).field(`description[${lang}]`, 'Trois lots.');
    const refused = await req
      .field('statut', 'actif')
      .field('etat', 'publié')
      .attach('image', await jpeg(), 'lot.jpg');
    expect(refused.status).toBe(400);
    for (const lang of LANGS) expect(JSON.stringify(refused.body)).toContain(REQUIRED(lang));
  });
});

describe('a realisation gallery alternative texts', () => {
  it('stores one text per image and language, requires the cover one to publish, and keeps the texts with their images on edit', async () => {
    let req = cms.api().post('/api/v1/realisations').set(bearer(admin));
    for (const lang of LANGS) req = req.field(`titre.${lang}`, `Boucle FH de Kaffrine (${lang})`);
    req = req
      .field('secteur', await secteurId(cms))
      .field('annee', '2024')
      .field('etat', 'publié');
    const refused = await req
      .field('textesAlternatifs', JSON.stringify({ fr: ['', 'Armoire'], en: ['Tower'], pt: ['Torre'] }))
      .attach('images', await jpeg(), 'a.jpg')
      .attach('images', await png(), 'b.png');
    expect(refused.status).toBe(400);
    expect(fieldErrors(refused)).toEqual([expect.objectContaining({ path: 'textesAlternatifs.fr.0', message: REQUIRED('fr') })]);

    let again = cms.api().post('/api/v1/realisations').set(bearer(admin));
    for (const lang of LANGS) again = again.field(`titre.${lang}`, `Boucle FH de Kaffrine (${lang})`);
    const texts = { fr: ['Pylône', 'Armoire'], en: ['Tower', 'Cabinet'], pt: ['Torre', 'Armário'] };
    const created = await again
      .field('secteur', await secteurId(cms))
      .field('annee', '2024')
      .field('etat', 'publié')
      .field('textesAlternatifs', JSON.stringify(texts))
      .field('pointFocal', JSON.stringify({ x: 10, y: 90 }))
      .attach('images', await jpeg(), 'a.jpg')
      .attach('images', await png(), 'b.png');
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.textesAlternatifs).toEqual(texts);
    expect(created.body.pointFocal).toEqual({ x: 10, y: 90 });
    const publicOne = await cms.api().get(`/api/v1/realisations/${created.body.slug.pt}?lang=pt`).expect(200);
    expect(publicOne.body.textesAlternatifs.pt).toEqual(['Torre', 'Armário']);

    // Dropping the first image without sending texts: the second image's texts come with it and become the cover's.
    const edited = await cms
      .api()
      .patch(`/api/v1/realisations/${created.body._id}`)
      .set(bearer(admin))
      .field('oldImages', JSON.stringify([created.body.images[1]]))
      .expect(200);
    expect(edited.body.textesAlternatifs).toEqual({ fr: ['Armoire'], en: ['Cabinet'], pt: ['Armário'] });
  });

  it('refuses to publish a realisation whose older cover has no text', async () => {
    const created = await createRealisation(cms, admin, 'Réseau FTTH sans texte');
    // Content from before the texts existed: the stored texts are gone.
    await cms.strapi.db
      .query('api::realisation.realisation')
      .updateMany({ where: { documentId: created._id }, data: { textesAlternatifs: null } });
    const res = await cms
      .api()
      .patch(`/api/v1/realisations/${created._id}`)
      .set(bearer(admin))
      .field('titre[fr]', 'Réseau FTTH renommé')
      .field('etat', 'publié');
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(REQUIRED('fr'));
    const answered = await cms.api().get(`/api/v1/realisations/admin/${created._id}`).set(bearer(admin)).expect(200);
    expect(answered.body.textesAlternatifs).toEqual({ fr: [''], en: [''], pt: [''] });
  });
});
