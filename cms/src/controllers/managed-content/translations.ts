// Translation states (docs/product.md, "Traductions"): every save of a translated type updates its
// tracking (packages/domain/src/translation-status.ts), and POST /{type}/{id}/traductions/{langue}/valider
// confirms a language as up to date: a save like any other (logged, a version).
import { fieldError, isLang, isTranslated, suiviAfterConfirm, suiviAfterSave, type Lang, type SuiviStocke } from '@teranga/domain';
import type { LocalizedDocument } from '../../contract/documents';
import { NotFoundError, validationError } from '../../contract/errors';
import type { Context } from '../../contract/http';
import type { Data, Engine, Item } from '../../contract/managed';
import type { LocalizedUid } from '../../contract/queries';
import { writeLocalizedDocument } from '../../services/localized-writer';
import { removeUnusedFiles } from '../../services/uploads';
import { recordVersion } from '../../services/versions';
import { answer, manageable } from './engine';

const localesOf = (doc: LocalizedDocument | null) => ({ fr: doc?.fr, en: doc?.en, pt: doc?.pt });

/** The tracking to store with a save of `perLang` over `current`; undefined for types without translation states. */
export function trackedTranslations<T extends Item>(
  engine: Engine<T>,
  current: LocalizedDocument | null,
  perLang: Record<Lang, Data>,
): SuiviStocke | undefined {
  const content = engine.def.content;
  if (!content || !isTranslated(content) || !engine.localized) return undefined;
  const before = localesOf(current);
  const after = {
    fr: { ...before.fr, ...perLang.fr },
    en: { ...before.en, ...perLang.en },
    pt: { ...before.pt, ...perLang.pt },
  };
  return suiviAfterSave(content, current?.reference.suiviTraductions, before, after);
}

export async function confirmTranslation<T extends Item>(engine: Engine<T>, ctx: Context): Promise<void> {
  const { strapi, def } = engine;
  const content = def.content;
  if (!content || !isTranslated(content)) throw new NotFoundError(`${def.label} introuvable`);
  const langue = String(ctx.params.langue);
  if (!isLang(langue)) {
    const error = fieldError('langue', 'langue.invalid');
    throw validationError(error.message, [error], { code: 'langue.invalid' });
  }
  const user = ctx.state.user;
  const doc = await manageable(engine, String(ctx.params.id), user);
  const documentId = doc.reference.documentId;
  const suivi = suiviAfterConfirm(content, doc.reference.suiviTraductions, localesOf(doc), langue);
  const freed = await strapi.db.transaction(async () => {
    // Logged as a modification by the activity log, like any save; then a version.
    await writeLocalizedDocument(strapi, def.uid as LocalizedUid, { suiviTraductions: suivi }, { fr: {}, en: {}, pt: {} }, documentId);
    return recordVersion(strapi, engine.type, documentId, user);
  });
  await removeUnusedFiles(strapi, freed);
  ctx.body = await answer(engine, documentId);
}
