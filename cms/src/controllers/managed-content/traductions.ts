// Translation states (docs/product.md, "Traductions"): every save of a translated type updates its
// tracking (packages/domain/src/traductions.ts), and POST /{type}/{id}/traductions/{langue}/valider
// confirms a language as up to date (every field, or those its body names): a save like any other (logged,
// a version); GET /{type}/admin/{id}/traductions/{langue} answers what a translator reviews in a language.
import {
  confirmableFields,
  fieldError,
  isLang,
  isTranslated,
  suiviAfterConfirm,
  suiviAfterSave,
  traductionsOf,
  traductionReview,
  type ContentDefinition,
  type Lang,
  type RevueTraduction,
  type StoredSuivi,
} from '@teranga/domain';
import type { LocalizedDocument } from '../../contract/documents';
import { NotFoundError, validationError } from '../../contract/errors';
import { lastModified } from '../../contract/serializers';
import type { Context } from '../../contract/http';
import type { Data, Engine, Item } from '../../contract/managed';
import type { LocalizedUid } from '../../contract/queries';
import { writeLocalizedDocument } from '../../services/localized-writer';
import { removeUnusedFiles } from '../../services/uploads';
import { recordVersion } from '../../services/versions';
import { answer, documentFor } from './engine';

const localesOf = (doc: LocalizedDocument | null) => ({ fr: doc?.fr, en: doc?.en, pt: doc?.pt });

/** The tracking to store with a save of `perLang` over `current`; undefined for types without translation states. */
export function trackedTraductions<T extends Item>(
  engine: Engine<T>,
  current: LocalizedDocument | null,
  perLang: Record<Lang, Data>,
): StoredSuivi | undefined {
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

/** The translated type's definition and the language of the path; 404 / 400 otherwise. */
function translatedLanguage<T extends Item>(engine: Engine<T>, ctx: Context): { content: ContentDefinition; langue: Lang } {
  const { def } = engine;
  const content = def.content;
  if (!content || !isTranslated(content)) throw new NotFoundError(`${def.label} introuvable`);
  const langue = String(ctx.params.langue);
  if (!isLang(langue)) {
    const error = fieldError('langue', 'langue.invalid');
    throw validationError(error.message, [error], { code: 'langue.invalid' });
  }
  return { content, langue };
}

/**
 * GET /{type}/admin/{id}/traductions/{langue}: the language's state, and for each field to review its
 * source language, the source's text now and the text the translation was written against (`avant`,
 * null when not known); the single item's own route, so that lists carry none of it.
 */
export async function traductionReviewOf<T extends Item>(engine: Engine<T>, ctx: Context): Promise<void> {
  const { content, langue } = translatedLanguage(engine, ctx);
  const doc = await documentFor(engine, String(ctx.params.id), ctx.state.user, 'read');
  const { etat } = traductionsOf(content, doc.reference.suiviTraductions, localesOf(doc))[langue];
  const body: RevueTraduction = {
    langue,
    etat,
    dateModification: lastModified(doc),
    champs: traductionReview(content, doc.reference.suiviTraductions, localesOf(doc), langue),
  };
  ctx.body = body;
}

export async function confirmTraduction<T extends Item>(engine: Engine<T>, ctx: Context): Promise<void> {
  const { strapi, def } = engine;
  const { content, langue } = translatedLanguage(engine, ctx);
  // No body: the whole language; `{ "champs": ["titre"] }`: those fields only.
  const { champs, error } = confirmableFields(content, ctx.request.body);
  if (error) throw validationError(error.message, [error], { code: error.code });
  const user = ctx.state.user;
  const doc = await documentFor(engine, String(ctx.params.id), user, 'update');
  const documentId = doc.reference.documentId;
  const suivi = suiviAfterConfirm(content, doc.reference.suiviTraductions, localesOf(doc), langue, champs);
  const freed = await strapi.db.transaction(async () => {
    // Logged as a modification by the journal, like any save; then a version.
    await writeLocalizedDocument(strapi, def.uid as LocalizedUid, { suiviTraductions: suivi }, { fr: {}, en: {}, pt: {} }, documentId);
    return (await recordVersion(strapi, engine.type, documentId, user)).freed;
  });
  await removeUnusedFiles(strapi, freed);
  ctx.body = await answer(engine, documentId);
}
