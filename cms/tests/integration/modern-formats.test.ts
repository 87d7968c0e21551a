// Stored JPEG and PNG pictures get WebP copies at upload time, recorded in their formats for the site's
// <picture> sources, and removed with the file.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { useCms } from '../helpers/strapi';
import { bearer, useSession } from '../helpers/accounts';
import { createArticle } from '../helpers/content';

const require = createRequire(import.meta.url);
const sharp = require('sharp');

const cms = useCms();
const admin = useSession(cms, 'admin');

describe('modern image formats', () => {
  it('a PNG cover gets WebP copies at its own size and at each responsive format', async () => {
    const { _id } = await createArticle(cms, admin, 'Un article dont la photo existe en WebP');
    await cms.api().patch(`/api/v1/articles/${_id}`).set(bearer(admin)).send({ etat: 'publié' }).expect(200);
    const article = (await cms.api().get('/api/v1/articles').expect(200)).body.find((a) => a._id === _id);
    const media = article.imagePrincipaleMedia;
    expect(media.url).toMatch(/\.png$/);
    const webp = Object.entries(media.formats as Record<string, { url: string; width: number; height: number }>).filter(([name]) =>
      name.startsWith('webp'),
    );
    const others = Object.keys(media.formats).filter((name) => !name.startsWith('webp'));
    expect(webp.map(([name]) => name).sort()).toEqual(['webp', ...others.map((o) => `webp_${o}`)].sort());
    for (const [name, format] of webp) {
      expect(format.url).toMatch(/^\/uploads\/.+\.webp$/);
      const res = await cms
        .api()
        .get(format.url)
        .buffer(true)
        .parse((r, cb) => {
          const chunks: Buffer[] = [];
          r.on('data', (c: Buffer) => chunks.push(c));
          r.on('end', () => cb(null, Buffer.concat(chunks)));
        })
        .expect(200);
      const meta = await sharp(res.body).metadata();
      expect([meta.format, meta.width, meta.height], name).toEqual(['webp', format.width, format.height]);
      const sameSize = name === 'webp' ? media : media.formats[name.slice('webp_'.length)];
      expect(format.width).toBe(sameSize.width);
    }
    // Erased with the article's picture.
    await cms
      .api()
      .delete(`/api/v1/articles/${_id}`)
      .set(bearer(admin))
      .expect((r) => expect(r.status).toBeLessThan(300));
    await cms.api().delete(`/api/v1/corbeille/articles/${_id}`).set(bearer(admin)).expect(200);
    for (const [, format] of webp) await cms.api().get(format.url).expect(404);
  });
});
