// GET /{type}/admin/{id}/en-ligne: whether the item's public page shows its last save yet, for whoever
// may read the item (advisers their own items only, 404 otherwise): the save notice's "en ligne dans
// quelques secondes" turns into "en ligne" by it, for advisers too (GET /site/build is administrators').
import { isPublished } from '@teranga/domain';
import { lastModified } from '../../contract/serializers';
import type { Context } from '../../contract/http';
import type { Engine, Item } from '../../contract/managed';
import { itemOnSite } from '../../rules/build-status';
import { documentFor } from './engine';

export async function enLigne<T extends Item>(engine: Engine<T>, ctx: Context): Promise<void> {
  const doc = await documentFor(engine, String(ctx.params.id), ctx.state.user, 'read');
  const build = await engine.strapi.service('api::site-build.site-build').get();
  const modified = lastModified(doc);
  ctx.body = {
    donnees: { etat: itemOnSite(isPublished(doc.reference as { etat?: unknown }), modified, build), dateModification: modified },
  };
}
