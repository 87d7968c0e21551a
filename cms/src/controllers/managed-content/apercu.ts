// "Aperçu" (docs/product.md §4): the form's values, saved or not, validated like a save and signed with
// the item as the public site would show it, for the site's preview route (services/apercu.ts). With an
// id, the stored item the caller may manage (404 otherwise, as for a save); without, a new item. `?lang=`
// is the language previewed. Nothing is stored and nothing is rebuilt.
import { langFrom } from '@teranga/domain';
import type { ApercuKind } from '@teranga/domain/apercu-token';
import type { LocaleRow } from '../../contract/documents';
import { NotFoundError } from '../../contract/errors';
import type { Context } from '../../contract/http';
import type { Engine, Item } from '../../contract/managed';
import type { MediaFile } from '../../contract/media';
import { apercuDocument, apercuToken } from '../../services/apercu';
import { imagePreview } from '../../services/medias/chosen';
import { documentFor, serialize } from './engine';
import { prepareWrite } from './read-write';

/** The detail page a managed type is previewed in; partners have none. */
const APERCU_KIND: Partial<Record<string, ApercuKind>> = {
  articles: 'article',
  realisations: 'realisation',
  opportunites: 'opportunite',
};

export async function apercu<T extends Item>(engine: Engine<T>, ctx: Context): Promise<void> {
  const kind = APERCU_KIND[engine.type];
  if (!kind) throw new NotFoundError(`${engine.def.label} introuvable`);
  const current = ctx.params.id ? await documentFor(engine, String(ctx.params.id), ctx.state.user, 'read') : null;
  const { user, files, prepared } = await prepareWrite(engine, ctx, current ? 'edit' : 'create', current);
  const added: Record<string, MediaFile[]> = {};
  for (const plan of prepared.media) added[plan.field] = await Promise.all((files.byField[plan.field] ?? []).map(imagePreview));
  const now = new Date();
  const doc = apercuDocument(current, prepared, now, 'apercu', added);
  if (!current && engine.localized) for (const row of Object.values(doc)) (row as LocaleRow).auteur = { documentId: user.documentId };
  const item = await serialize(engine, doc);
  ctx.body = { donnees: { ...(await apercuToken(kind, langFrom(ctx.query.lang), item, now)), adresse: '/apercu' } };
}
