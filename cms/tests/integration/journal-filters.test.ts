// The activity log's filters, applied by the server to its paged list: by person (`personne`, the
// user's _id), content type (`type`, as logged), action, and days `du`…`au` (both included, Dakar
// time, which is UTC); bad values are refused with the list's coded message.
import { beforeAll, describe, expect, it } from 'vitest';
import { useCms } from '../helpers/strapi';
import { bearer, freshAccount, signIn, useSession, type Session } from '../helpers/accounts';
import { createArticle } from '../helpers/content';
import { uniqueName } from '../helpers/names';

const cms = useCms();
const admin = useSession(cms, 'admin');
let writer: Session;
const titre = uniqueName('Journal filtré');
let created: { _id: string };

interface Entree {
  _id: string;
  action: string;
  typeContenu: string;
  cible: string;
  titre: string;
  utilisateurId: string;
  date: string;
}

beforeAll(async () => {
  // A person of this file only: everything the log holds under their name was done here.
  writer = await signIn(cms, await freshAccount(cms, 'Journaliste'));
  created = await createArticle(cms, writer, titre);
  await createArticle(cms, writer, `${titre} bis`);
  await cms.api().delete(`/api/v1/articles/${created._id}`).set(bearer(writer)).expect(200);
});

const journal = async (query: string) =>
  (await cms.api().get(`/api/v1/journal?taille=100&${query}`).set(bearer(admin)).expect(200)).body as { donnees: Entree[]; total: number };
const day = (iso: string, shift = 0) => new Date(new Date(iso).getTime() + shift * 86_400_000).toISOString().slice(0, 10);

describe('the activity log’s filters', () => {
  it('keeps one person’s entries', async () => {
    const mine = await journal(`personne=${writer.utilisateur._id}`);
    expect(mine.donnees.map((e) => [e.action, e.titre]).sort()).toEqual(
      [
        ['création', `${titre} (fr)`],
        ['création', `${titre} bis (fr)`],
        ['suppression', `${titre} (fr)`],
      ].sort(),
    );
    expect(mine.total).toBe(3);
    expect(mine.donnees.every((e) => e.utilisateurId === writer.utilisateur._id)).toBe(true);
  });

  it('keeps one action and one content type, together with the person and the search', async () => {
    const deleted = await journal(`personne=${writer.utilisateur._id}&action=suppression`);
    expect(deleted.donnees.map((e) => e.cible)).toEqual([created._id]);
    const articles = await journal(`personne=${writer.utilisateur._id}&type=Article&q=bis`);
    expect(articles.donnees.map((e) => e.titre)).toEqual([`${titre} bis (fr)`]);
    expect((await journal(`personne=${writer.utilisateur._id}&type=Partenaire`)).total).toBe(0);
    // Every entry of an action, whoever made it, has that action.
    const creations = await journal('action=création');
    expect(creations.total).toBeGreaterThanOrEqual(2);
    expect(new Set(creations.donnees.map((e) => e.action))).toEqual(new Set(['création']));
  });

  it('keeps the days from `du` to `au`, both included', async () => {
    const [first] = (await journal(`personne=${writer.utilisateur._id}`)).donnees;
    const today = day(first.date);
    expect((await journal(`personne=${writer.utilisateur._id}&du=${today}&au=${today}`)).total).toBe(3);
    expect((await journal(`personne=${writer.utilisateur._id}&du=${today}`)).total).toBe(3);
    expect((await journal(`personne=${writer.utilisateur._id}&au=${today}`)).total).toBe(3);
    expect((await journal(`personne=${writer.utilisateur._id}&au=${day(first.date, -1)}`)).total).toBe(0);
    expect((await journal(`personne=${writer.utilisateur._id}&du=${day(first.date, 1)}`)).total).toBe(0);
  });

  it.each([
    ['an unknown action', 'action=renommage', 'action'],
    ['an unknown content type', 'type=Bien', 'type'],
    ['a day that is not one', 'du=2026-02-30', 'du'],
    ['a day in another format', 'au=28/11/2026', 'au'],
    ['a range that ends before it starts', 'du=2026-11-28&au=2026-11-01', 'au'],
    ['a repeated person', 'personne=a&personne=b', 'personne'],
    ['a person too long to be an id', `personne=${'x'.repeat(200)}`, 'personne'],
  ])('refuses %s', async (_what, query, path) => {
    const res = await cms.api().get(`/api/v1/journal?page=1&${query}`).set(bearer(admin)).expect(400);
    expect(res.body.error.details.errors.map((e: { path: string[] }) => e.path.join('.'))).toContain(path);
  });

  it('answers the unpaged shape as before without list parameters', async () => {
    expect(Array.isArray((await cms.api().get('/api/v1/journal?limite=3').set(bearer(admin)).expect(200)).body)).toBe(true);
  });
});
