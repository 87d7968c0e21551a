// One rule set for publishing: the checks before publishing (POST /{type}/admin/controles, what the
// form's panel shows) list exactly the errors a save that publishes the same values is refused with,
// and say nothing stops the publication only when that save succeeds.
import { describe, expect, it } from 'vitest';
import type { Test } from 'supertest';
import { useCms } from '../helpers/strapi';
import { bearer, useSession } from '../helpers/accounts';
import { ALT_LISTS, ALT_TEXTS, paragraph } from '../helpers/content';
import { uniqueName } from '../helpers/names';
import { jpeg, png } from '../helpers/images';

const cms = useCms();
const conseillerA = useSession(cms, 'conseillerA');

const LANGS = ['fr', 'en', 'pt'] as const;
type Check = { code: string; niveau: string; langue: string | null; champ: string };
/** Builds a request's form; synchronous, since a request is sent as soon as it is awaited. */
type Form = (req: Test, pictures: Pictures) => Test;
type Pictures = { png: Buffer; jpeg: Buffer };
const pictures = async (): Promise<Pictures> => ({ png: await png(), jpeg: await jpeg() });

/** A check's field path as a refusal names it (`contenu.fr`, `categories`). */
const pathOf = (c: Check) => (c.langue && !c.champ.includes('.') ? `${c.champ}.${c.langue}` : c.champ);

/** The same values sent to the checks and to a save that publishes them: the two lists of errors. */
async function bothWays(type: 'articles' | 'realisations', form: Form) {
  const files = await pictures();
  const checked = await form(cms.api().post(`/api/v1/${type}/admin/controles`).set(bearer(conseillerA)).field('etat', 'brouillon'), files);
  expect(checked.status, JSON.stringify(checked.body).slice(0, 400)).toBe(200);
  const panel = (checked.body as Check[])
    .filter((c) => c.niveau === 'erreur')
    .map((c) => `${pathOf(c)} ${c.code}`)
    .sort();
  const saved = await form(cms.api().post(`/api/v1/${type}`).set(bearer(conseillerA)).field('etat', 'publié'), files);
  const refusal =
    saved.status === 201
      ? []
      : (saved.body.error.details.errors as { path: string[]; code?: string }[])
          .map((e) => `${e.path.join('.')} ${e.code ?? 'publication.refusee'}`)
          .sort();
  return { panel, refusal, status: saved.status };
}

/** An article's form: its three languages complete unless told, one category, a picture with its texts. */
const articleForm =
  ({ categories = ['IT'], langs = LANGS, contenu = {} as Partial<Record<(typeof LANGS)[number], string>> } = {}): Form =>
  (req, files) => {
    for (const lang of langs)
      req = req
        .field(`titre[${lang}]`, uniqueName(`Article à publier ${lang}`))
        .field(`contenu[${lang}]`, paragraph(lang) + (contenu[lang] ?? ''))
        .field(`texteAlternatif[${lang}]`, ALT_TEXTS[lang]);
    for (const category of categories) req = req.field('categories[]', category);
    return req.attach('imagePrincipale', files.png, 'a.png');
  };

describe('the checks before publishing and the publishing save', () => {
  it('an article without a category: the same refusal on both sides', async () => {
    const { panel, refusal, status } = await bothWays('articles', articleForm({ categories: [] }));
    expect(status).toBe(400);
    expect(panel.join(' ')).toMatch(/^categories categories\./);
    expect(panel).toEqual(refusal);
  });

  it('an article in French only: every missing language named on both sides', async () => {
    const { panel, refusal, status } = await bothWays('articles', articleForm({ langs: ['fr'] }));
    expect(status).toBe(400);
    expect(panel.length).toBeGreaterThan(0);
    expect(panel).toEqual(refusal);
  });

  it('a realisation without sector nor year: both named, on both sides', async () => {
    const form: Form = (req, files) => {
      for (const lang of LANGS)
        req = req.field(`titre.${lang}`, uniqueName(`Réalisation à publier ${lang}`)).field(`description.${lang}`, 'Déploiement FTTH.');
      return req.field('textesAlternatifs', JSON.stringify(ALT_LISTS)).attach('images', files.jpeg, 'photo.jpg');
    };
    const { panel, refusal, status } = await bothWays('realisations', form);
    expect(status).toBe(400);
    expect(panel.join(' ')).toMatch(/secteur/);
    expect(panel.join(' ')).toMatch(/annee/);
    expect(panel).toEqual(refusal);
  });

  it('an article linking to a page of the site that does not exist: the checks’ error on both sides', async () => {
    const site = String(cms.strapi.config.get('notifications.siteUrl'));
    const link = `<p><a href="${site}/article/${uniqueName('nulle-part')}">la page annoncée</a></p>`;
    const { panel, refusal, status } = await bothWays('articles', articleForm({ contenu: { fr: link } }));
    expect(status).toBe(400);
    expect(panel).toEqual(['contenu.fr controle.lienIntrouvable']);
    expect(panel).toEqual(refusal);
  });

  it('a complete article: no error listed, and publishing it succeeds', async () => {
    const { panel, refusal, status } = await bothWays('articles', articleForm());
    expect(panel).toEqual([]);
    expect(refusal).toEqual([]);
    expect(status).toBe(201);
  });

  it('counts a picture chosen in the browser but not sent yet, without reading any file', async () => {
    const form = (req: Test) => {
      for (const lang of LANGS)
        req = req
          .field(`titre[${lang}]`, uniqueName(`Article sans image envoyée ${lang}`))
          .field(`contenu[${lang}]`, paragraph(lang))
          .field(`texteAlternatif[${lang}]`, ALT_TEXTS[lang]);
      return req.field('categories[]', 'IT');
    };
    const without = await form(cms.api().post('/api/v1/articles/admin/controles').set(bearer(conseillerA))).expect(200);
    expect((without.body as Check[]).map((c) => c.champ)).toContain('imagePrincipale');
    const pending = await form(
      cms.api().post('/api/v1/articles/admin/controles').set(bearer(conseillerA)).field('fichiersEnAttente[imagePrincipale]', '1'),
    ).expect(200);
    expect((pending.body as Check[]).filter((c) => c.niveau === 'erreur')).toEqual([]);
  });
});
