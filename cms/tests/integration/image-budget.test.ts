// The image budget (SECURITY.md, "Image budget"): a user's pictures are decoded one at a time, at most
// IMAGE_MEGAPIXELS_PER_MINUTE megapixels a minute (over it a 429 that says when to retry), and the
// checks before publishing decode no picture, since they store none. The minute runs on the CMS's clock,
// which the test drives.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { useCms } from '../helpers/strapi';
import { bearer, freshAccount, signIn, type Session } from '../helpers/accounts';
import { useCmsClock } from '../helpers/clock';
import { truncatedJpeg } from '../helpers/images';
import { uniqueName } from '../helpers/names';

const require = createRequire(import.meta.url);
// One megapixel a minute: two pictures of 0.8 MP are over it, and cost the test little.
const cms = useCms({ IMAGE_MEGAPIXELS_PER_MINUTE: '1' });
const clock = useCmsClock();

/** A real PNG of `width` × `height`: one colour, a few kilobytes that decode to every pixel. */
async function picture(width: number, height: number): Promise<Buffer> {
  const sharp = require('sharp');
  return sharp({ create: { width, height, channels: 3, background: { r: 20, g: 90, b: 160 } } })
    .png()
    .toBuffer();
}

const adviser = async (label: string): Promise<Session> => signIn(cms, await freshAccount(cms, label));
const medias = () => cms.strapi.db.query('api::media.media').count();
const upload = async (who: Session, file: Buffer, name = 'photo.png') =>
  cms.api().post('/api/v1/medias').set(bearer(who)).field('texteAlternatif[fr]', 'Une photo').attach('fichier', file, name);

describe('image budget', () => {
  it('takes at most a minute’s megapixels per user, then answers 429 saying when to retry, and nothing is stored', async () => {
    let now = Date.parse('2031-03-02T10:00:00Z');
    clock.set(new Date(now));
    const [awa, moussa] = [await adviser('budget-awa'), await adviser('budget-moussa')];
    const photo = await picture(1000, 800);
    expect((await upload(awa, photo)).status).toBe(201);

    const before = await medias();
    const over = await upload(awa, photo);
    expect(over.status).toBe(429);
    expect(over.headers['retry-after']).toBe('60');
    expect(over.body.error).toMatchObject({
      status: 429,
      name: 'RateLimitError',
      details: { code: 'upload.budget', params: { seconds: 60, megapixels: 1 }, retryAfter: 60 },
    });
    expect(over.body.error.message).toContain('réessayez dans 60 s');
    expect(await medias()).toBe(before);

    // Another user's budget is their own.
    expect((await upload(moussa, photo)).status).toBe(201);

    // Thirty seconds on, the wait is thirty seconds; once the first picture is a minute old, it fits again.
    now += 30_000;
    clock.set(new Date(now));
    const later = await upload(awa, photo);
    expect(later.status).toBe(429);
    expect(later.headers['retry-after']).toBe('30');
    now += 30_001;
    clock.set(new Date(now));
    expect((await upload(awa, photo)).status).toBe(201);
    clock.reset();
  });

  it('counts the pictures of every route that decodes them: an article saved with its picture', async () => {
    clock.set(new Date('2031-03-03T10:00:00Z'));
    const awa = await adviser('budget-article');
    const photo = await picture(1000, 800);
    expect((await upload(awa, photo)).status).toBe(201);
    const res = await cms
      .api()
      .post('/api/v1/articles')
      .set(bearer(awa))
      .field('titre[fr]', uniqueName('Un article illustré'))
      .attach('imagePrincipale', photo, 'une.png');
    expect(res.status).toBe(429);
    expect(res.body.error.details.code).toBe('upload.budget');
    clock.reset();
  });

  it('decodes no picture for the checks: their width comes from the header, and they spend no budget', async () => {
    clock.set(new Date('2031-03-04T10:00:00Z'));
    const awa = await adviser('budget-checks');
    // A JPEG whose header is whole (800 px wide) and whose data stops half-way: decoding it fails.
    const broken = await truncatedJpeg();
    const refused = await upload(awa, broken, 'coupee.jpg');
    expect(refused.status).toBe(400);
    expect(refused.body.error.details.errors[0]).toMatchObject({ code: 'upload.unreadable' });
    // The budget is spent (the refused picture was decoded, hence counted): a save would now be refused.
    expect((await upload(awa, await picture(1000, 800))).status).toBe(429);
    const checks = await cms
      .api()
      .post('/api/v1/articles/admin/controles')
      .set(bearer(awa))
      .field('titre[fr]', uniqueName('Un article vérifié'))
      .attach('imagePrincipale', broken, 'coupee.jpg');
    expect(checks.status, JSON.stringify(checks.body)).toBe(200);
    expect(checks.body).toContainEqual(expect.objectContaining({ code: 'controle.imageEtroite', params: { largeur: 800, min: 1200 } }));
    clock.reset();
  });

  it('decodes one picture at a time per user, however many requests they send at once', async () => {
    const awa = await adviser('budget-queue');
    const sharp = require('sharp');
    const proto = sharp.prototype as Record<'stats' | 'toBuffer', (...args: unknown[]) => Promise<unknown>>;
    const original = { stats: proto.stats, toBuffer: proto.toBuffer };
    let running = 0;
    let most = 0;
    const counted = (fn: (...args: unknown[]) => Promise<unknown>) =>
      function (this: unknown, ...args: unknown[]) {
        running += 1;
        most = Math.max(most, running);
        return fn.apply(this, args).finally(() => (running -= 1));
      };
    // Enough budget for the four pictures; each one's decoding (the upload check, the preview's copy) is counted.
    process.env.IMAGE_MEGAPIXELS_PER_MINUTE = '1000';
    const photos = await Promise.all([picture(2000, 1500), picture(2000, 1500)]);
    proto.stats = counted(original.stats);
    proto.toBuffer = counted(original.toBuffer);
    try {
      const previews = await Promise.all(
        [...photos, ...photos].map((photo, i) =>
          cms
            .api()
            .post('/api/v1/articles/admin/apercu?lang=fr')
            .set(bearer(awa))
            .field('titre[fr]', uniqueName(`Un aperçu illustré ${i}`))
            .attach('imagePrincipale', photo, `photo-${i}.png`),
        ),
      );
      for (const res of previews) expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
    } finally {
      proto.stats = original.stats;
      proto.toBuffer = original.toBuffer;
      process.env.IMAGE_MEGAPIXELS_PER_MINUTE = '1';
    }
    expect(most).toBe(1);
  });
});
