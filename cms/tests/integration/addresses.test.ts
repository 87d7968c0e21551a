// Editable addresses over HTTP (docs/product.md, "Adresses"): an editor changes an item's slug in any
// language on PATCH (`slug[fr]`, `slug.en`), checked and unique per language; the old address becomes a
// former one that the public answers carry (the site build redirects it), chains collapse, an item may
// take back its own former address, no other item is given it, and the history names the change.
import { describe, expect, it } from 'vitest';
import type { VersionResume } from '@teranga/domain';
import { useCms } from '../helpers/strapi';
import { bearer, useSession } from '../helpers/accounts';
import { createArticle, createOpportunite, createRealisation } from '../helpers/content';
import { uniqueName } from '../helpers/names';
import { jpeg } from '../helpers/images';

const cms = useCms();
const admin = useSession(cms, 'admin');

const slugName = (prefix: string) => uniqueName(prefix).toLowerCase().replace(/_/g, '-');

const patch = (type: string, id: string, body: Record<string, string>) =>
  cms.api().patch(`/api/v1/${type}/${id}`).set(bearer(admin)).send(body);

const publish = (type: string, id: string) => patch(type, id, { etat: 'publié', datePublication: '2025-02-01T00:00:00.000Z' }).expect(200);

describe('editable addresses', () => {
  it.each([
    ['articles', createArticle],
    ['realisations', createRealisation],
    ['opportunites', createOpportunite],
  ] as const)('%s: a new address per language, the old one kept as a former address in the public answer', async (type, create) => {
    const created = await create(cms, admin, `Une adresse à changer ${uniqueName('t')}`);
    await publish(type, created._id);
    const wanted = { fr: slugName('nouvelle-adresse'), en: slugName('new-address'), pt: slugName('novo-endereco') };
    const saved = await patch(type, created._id, { 'slug[fr]': wanted.fr, 'slug.en': wanted.en, 'slug[pt]': wanted.pt }).expect(200);
    expect(saved.body.slug).toEqual(wanted);
    expect(saved.body.anciensSlugs).toEqual({ fr: [created.slug.fr], en: [created.slug.en], pt: [created.slug.pt] });

    // The public answers (what the site is built from) carry the former addresses; the new ones find the item.
    const list = (await cms.api().get(`/api/v1/${type}`).expect(200)).body as { _id: string; anciensSlugs: unknown }[];
    const listed = list.find((i) => i._id === created._id);
    expect(listed?.anciensSlugs).toEqual(saved.body.anciensSlugs);
    const found = await cms.api().get(`/api/v1/${type}/${wanted.en}?lang=en`).expect(200);
    expect((found.body.data ?? found.body)._id).toBe(created._id);
  });

  it('collapses chains, lets an item take back its former address, and names the change in the history', async () => {
    const created = await createArticle(cms, admin, `Un article aux adresses successives ${uniqueName('t')}`);
    const first = created.slug.en as string;
    const second = slugName('second');
    const third = slugName('third');
    await patch('articles', created._id, { 'slug[en]': second }).expect(200);
    const chained = await patch('articles', created._id, { 'slug[en]': third }).expect(200);
    expect(chained.body.slug.en).toBe(third);
    expect(chained.body.anciensSlugs.en).toEqual([first, second]);
    expect(chained.body.slug.fr).toBe(created.slug.fr);
    expect(chained.body.anciensSlugs.fr).toEqual([]);

    const back = await patch('articles', created._id, { 'slug[en]': first }).expect(200);
    expect(back.body.slug.en).toBe(first);
    expect(back.body.anciensSlugs.en).toEqual([second, third]);

    // The same address again, or a blank one, changes nothing.
    const same = await patch('articles', created._id, { 'slug[en]': first, 'slug[fr]': '' }).expect(200);
    expect(same.body.slug).toEqual(back.body.slug);
    expect(same.body.anciensSlugs).toEqual(back.body.anciensSlugs);

    const versions = (await cms.api().get(`/api/v1/articles/${created._id}/versions`).set(bearer(admin)).expect(200)).body
      .donnees as VersionResume[];
    expect(versions.map((v) => v.resume).filter((r) => r.includes('slug'))).toEqual(['slug.en', 'slug.en', 'slug.en']);
  });

  it('cleans what is typed, refuses an empty or too long address, and one another item has or had', async () => {
    const firstTitle = `Un premier article ${uniqueName('t')}`;
    const a = await createArticle(cms, admin, firstTitle);
    const b = await createArticle(cms, admin, `Un second article ${uniqueName('t')}`);
    const typed = `  Adresse Choisie À la Main ${uniqueName('x')} `;
    const cleaned = await patch('articles', a._id, { 'slug[pt]': typed }).expect(200);
    expect(cleaned.body.slug.pt).toMatch(/^adresse-choisie-a-la-main-x-[a-z0-9-]+$/);

    const invalid = await patch('articles', a._id, { 'slug[fr]': '!!! ???' }).expect(400);
    expect(invalid.body.error.details.errors[0]).toMatchObject({ path: ['slug', 'fr'], code: 'slug.invalid', params: { lang: 'fr' } });
    expect(invalid.body.error.message).toContain('adresse');
    const tooLong = await patch('articles', a._id, { 'slug.en': 'a'.repeat(81) }).expect(400);
    expect(tooLong.body.error.details.errors[0]).toMatchObject({ path: ['slug', 'en'], code: 'slug.tooLong', params: { max: 80 } });

    // Another item's current address is refused, in that language only.
    const taken = await patch('articles', b._id, { 'slug[fr]': a.slug.fr }).expect(400);
    expect(taken.body.error.details.errors[0]).toMatchObject({ path: ['slug', 'fr'], code: 'slug.taken', params: { slug: a.slug.fr } });
    await patch('articles', b._id, { 'slug[en]': a.slug.fr }).expect(200);

    // A freed address stays reserved: neither chosen by another item nor made for it from a title.
    const freed = a.slug.pt as string;
    expect(cleaned.body.anciensSlugs.pt).toEqual([freed]);
    const refused = await patch('articles', b._id, { 'slug[pt]': freed }).expect(400);
    expect(refused.body.error.details.errors[0]).toMatchObject({ code: 'slug.taken' });
    // An item whose title makes that address gets another one.
    const again = await createArticle(cms, admin, firstTitle);
    expect(again.slug.pt).toBe(`${freed}-2`);

    // Nothing changed on the refused saves.
    const stored = (await cms.api().get(`/api/v1/articles/admin/${b._id}`).set(bearer(admin)).expect(200)).body;
    expect(stored.slug.fr).toBe(b.slug.fr);
    expect(stored.slug.pt).toBe(b.slug.pt);
  });

  it('takes a chosen address on create too (dotted names), the other languages getting theirs from their titles', async () => {
    const chosen = slugName('chantier-choisi');
    let req = cms.api().post('/api/v1/realisations').set(bearer(admin));
    for (const lang of ['fr', 'en', 'pt'])
      req = req.field(`titre.${lang}`, `Un chantier nommé ${lang}`).field(`description.${lang}`, 'Un lot.');
    const res = await req
      .field('slug.fr', chosen)
      .field('etat', 'brouillon')
      .attach('images', await jpeg(), 'photo.jpg')
      .expect(201);
    expect(res.body.slug.fr).toBe(chosen);
    expect(res.body.slug.en).toMatch(/^un-chantier-nomme-en/);
    expect(res.body.anciensSlugs).toEqual({ fr: [], en: [], pt: [] });
  });
});
