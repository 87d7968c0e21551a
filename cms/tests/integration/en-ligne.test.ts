// GET /{type}/admin/{id}/en-ligne: whether an item's public page shows its last save, for whoever may read
// the item (an adviser their own items, 404 for another's), read from the site's build status reported by
// the rebuild worker (POST /site/build with BUILD_STATUS_TOKEN): a build shows a save when it started after it.
import { describe, expect, it } from 'vitest';
import { useCms } from '../helpers/strapi';
import { bearer, useSession, type Session } from '../helpers/accounts';
import { completeArticle, createOpportunite } from '../helpers/content';

const TOKEN = 'build-status-token-for-item-status';
const cms = useCms({ BUILD_STATUS_TOKEN: TOKEN });
const admin = useSession(cms, 'admin');
const conseillerA = useSession(cms, 'conseillerA');
const conseillerB = useSession(cms, 'conseillerB');

const report = (body: object) => cms.api().post('/api/v1/site/build').set('Authorization', `Bearer ${TOKEN}`).send(body).expect(200);
const status = (type: string, id: string, who: Session, code = 200) =>
  cms.api().get(`/api/v1/${type}/admin/${id}/en-ligne`).set(bearer(who)).expect(code);

describe("an item's page on the site", () => {
  it('follows the builds after the save, for the adviser who owns it and an administrator, and is 404 for another adviser', async () => {
    const article = await completeArticle(cms, conseillerA, { etat: 'publié' });
    expect(article.etat).toBe('publié');
    await report({ etat: 'reconstruction' });
    expect((await status('articles', article._id, conseillerA)).body.donnees.etat).toBe('en_attente');
    await report({ etat: 'a_jour' });
    const online = (await status('articles', article._id, conseillerA)).body.donnees;
    expect(online).toMatchObject({ etat: 'en_ligne', dateModification: article.dateModification });
    expect((await status('articles', article._id, admin)).body.donnees.etat).toBe('en_ligne');
    // Another adviser does not learn the item exists.
    const other = await status('articles', article._id, conseillerB, 404);
    expect(other.body.donnees).toBeUndefined();
    await cms.api().get(`/api/v1/articles/admin/${article._id}/en-ligne`).expect(401);

    // A new save waits for the next build; a failed build after it says so.
    await cms.api().patch(`/api/v1/articles/${article._id}`).set(bearer(conseillerA)).field('resume[fr]', 'Un résumé changé.').expect(200);
    expect((await status('articles', article._id, conseillerA)).body.donnees.etat).toBe('en_attente');
    await report({ etat: 'echec', raison: 'CMS injoignable' });
    expect((await status('articles', article._id, conseillerA)).body.donnees.etat).toBe('echec');
    await report({ etat: 'a_jour' });
    expect((await status('articles', article._id, conseillerA)).body.donnees.etat).toBe('en_ligne');

    // A build that started before a save does not show it, though it goes live after: the next one does.
    await report({ etat: 'reconstruction' });
    await cms.api().patch(`/api/v1/articles/${article._id}`).set(bearer(conseillerA)).field('resume[fr]', 'Un autre résumé.').expect(200);
    await report({ etat: 'a_jour' });
    expect((await status('articles', article._id, conseillerA)).body.donnees.etat).toBe('en_attente');
    await report({ etat: 'reconstruction' });
    await report({ etat: 'a_jour' });
    expect((await status('articles', article._id, conseillerA)).body.donnees.etat).toBe('en_ligne');
  });

  it('is not on the site while a draft, whatever the builds', async () => {
    const offer = await createOpportunite(cms, conseillerA, 'Lot de poteaux en attente');
    await report({ etat: 'a_jour' });
    expect((await status('opportunites', offer._id, conseillerA)).body.donnees.etat).toBe('hors_ligne');
    await status('opportunites', offer._id, conseillerB, 404);
    await status('opportunites', 'inconnu-0000', admin, 404);
  });
});
