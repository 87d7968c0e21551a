// A back-office save that fails part-way (here: its journal entry cannot be written) leaves
// nothing behind: no locale, no new image, and an edit or a delete leaves the item as it was.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { useCms } from '../helpers/strapi';
import { bearer, useSession } from '../helpers/accounts';
import { createArticle, withAltTexts } from '../helpers/content';
import { png } from '../helpers/images';

const require = createRequire(import.meta.url);
const cms = useCms();
const admin = useSession(cms, 'admin');

const ARTICLE = 'api::article.article';
const FILE = 'plugin::upload.file';

/** Runs `action` while writing the activity log fails. */
async function withBrokenJournal<T>(action: () => Promise<T>): Promise<T> {
  const journal = cms.strapi.service('api::journal.journal');
  const record = journal.record;
  journal.record = async () => {
    throw new Error('journal unavailable');
  };
  try {
    return await action();
  } finally {
    journal.record = record;
  }
}

function articleForm(titre: string, id?: string) {
  let req = id ? cms.api().patch(`/api/v1/articles/${id}`) : cms.api().post('/api/v1/articles');
  req = req.set(bearer(admin));
  for (const lang of ['fr', 'en', 'pt'])
    req = req
      .field(`titre[${lang}]`, `${titre} (${lang})`)
      .field(`contenu[${lang}]`, 'Un contenu assez long pour être accepté par la validation. '.repeat(3));
  return withAltTexts(req).field('categories[]', 'télécom').field('etat', 'brouillon');
}

describe('all-or-nothing saves', () => {
  it('stores nothing of a create whose log entry fails, and removes its uploaded image', async () => {
    const files = await cms.strapi.db.query(FILE).count();
    const res = await withBrokenJournal(async () =>
      articleForm('Un article jamais enregistré').attach('imagePrincipale', await png(), 'a.png'),
    );
    expect(res.status).toBe(500);
    expect(await cms.strapi.db.query(ARTICLE).count({ where: { titre: { $startsWith: 'Un article jamais enregistré' } } })).toBe(0);
    expect(await cms.strapi.db.query(FILE).count()).toBe(files);
  });

  it('keeps every language and the image of an item whose edit fails', async () => {
    const { _id } = await createArticle(cms, admin, 'Un article modifié sans succès');
    const before = await cms.strapi.db.query(ARTICLE).findMany({ where: { documentId: _id }, populate: { imagePrincipale: true } });
    const files = await cms.strapi.db.query(FILE).count();
    const res = await withBrokenJournal(async () =>
      articleForm('Un titre qui ne doit pas rester', _id).attach('imagePrincipale', await png(), 'b.png'),
    );
    expect(res.status).toBe(500);
    const after = await cms.strapi.db.query(ARTICLE).findMany({ where: { documentId: _id }, populate: { imagePrincipale: true } });
    expect(after.map((r) => [r.locale, r.titre, r.imagePrincipale?.id]).sort()).toEqual(
      before.map((r) => [r.locale, r.titre, r.imagePrincipale?.id]).sort(),
    );
    expect(after).toHaveLength(3);
    expect(await cms.strapi.db.query(FILE).count()).toBe(files);
  });

  it('keeps an item whose delete fails, in every language', async () => {
    const { _id } = await createArticle(cms, admin, 'Un article que la suppression épargne');
    const res = await withBrokenJournal(() => cms.api().delete(`/api/v1/articles/${_id}`).set(bearer(admin)));
    expect(res.status).toBe(500);
    expect(await cms.strapi.db.query(ARTICLE).count({ where: { documentId: _id } })).toBe(3);
  });

  it('removes unlinked uploads once they are older than the minimum age, not before', async () => {
    const { removeOrphanUploads } = require(`${process.env.CMS_TEST_DIST}/src/services/orphan-uploads.js`);
    const { storeImages } = require(`${process.env.CMS_TEST_DIST}/src/services/uploads.js`);
    const fs = require('node:fs');
    const os = require('node:os');
    const path = require('node:path');
    const tmp = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'orphan-')), 'x.png');
    fs.writeFileSync(tmp, await png());
    const [id] = await storeImages(
      cms.strapi,
      [{ filepath: tmp, size: fs.statSync(tmp).size, originalFilename: 'x.png' }],
      ['png'],
      'orphelin',
    );
    expect((await removeOrphanUploads(cms.strapi, { minAgeMs: 3_600_000 })).rows).toBe(0);
    expect(await cms.strapi.db.query(FILE).count({ where: { id } })).toBe(1);
    const removed = await removeOrphanUploads(cms.strapi, { minAgeMs: 3_600_000, now: Date.now() + 3_700_000 });
    expect(removed.rows).toBeGreaterThanOrEqual(1);
    expect(await cms.strapi.db.query(FILE).count({ where: { id } })).toBe(0);
    // Every item still has its images: only unlinked uploads went.
    const linked = await cms.strapi.db.query(FILE).findMany({ populate: { related: true } });
    expect(linked.every((f) => f.related?.length > 0)).toBe(true);
  });
});
