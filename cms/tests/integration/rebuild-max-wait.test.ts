// Continuous writes closer together than the debounce still get the site rebuilt, within the maximum
// wait. The debounce runs on a clock the test drives: a change every 300 ms of that clock.
import { describe, expect, it } from 'vitest';
import { useCms } from '../helpers/strapi';
import { bearer, useSession } from '../helpers/accounts';
import { createArticle } from '../helpers/content';
import { useRebuildHook } from '../helpers/services';
import { ManualClock, useRebuildClock } from '../helpers/clock';

const hook = useRebuildHook();
const clock = useRebuildClock(new ManualClock());
const cms = useCms(() => ({ REBUILD_HOOK_URL: hook.url, REBUILD_DEBOUNCE_MS: '800', REBUILD_MAX_WAIT_MS: '2000' }));
const admin = useSession(cms, 'admin');

describe('rebuild hook under continuous writes', () => {
  it('still calls the hook within the maximum wait while changes keep coming closer than the debounce', async () => {
    const { _id } = await createArticle(cms, admin, 'Un article publié modifié sans arrêt');
    await cms.api().patch(`/api/v1/articles/${_id}`).set(bearer(admin)).send({ etat: 'publié' }).expect(200);
    await clock.advance(60_000);
    hook.calls = 0;
    const start = clock.now();
    const seen: number[] = [];
    // A change every 300 ms for 5 s: without a maximum wait, the 800 ms of quiet never comes.
    for (let i = 0; clock.now() - start < 5_000; i += 1) {
      await cms
        .api()
        .patch(`/api/v1/articles/${_id}`)
        .set(bearer(admin))
        .send({ 'titre[fr]': `Un article publié modifié sans arrêt ${i}` })
        .expect(200);
      const before = hook.calls;
      await clock.advance(300);
      if (hook.calls > before) seen.push(clock.now() - start);
    }
    expect(seen.length).toBeGreaterThanOrEqual(2);
    // The first change came at 0: the call is due 2,000 ms later at the latest, seen at the next 300 ms step.
    expect(seen[0]).toBeLessThanOrEqual(2_100);
    expect(seen[0]).toBeGreaterThanOrEqual(2_000);
  });
});
