// The checks before publishing (docs/product.md, "Contrôles"): GET /{type}/admin/{id}/controles for the
// stored item; POST /{type}/admin/controles and /{type}/admin/{id}/controles for a form's unsaved values,
// read like a save (nothing stored). A save that publishes is refused while an error remains
// (`publishingRefusals`, called by the save and by the scheduler).
import { controleOfRefusal, isTranslated, type Controle, type FieldError } from '@teranga/domain';
import type { LocalizedDocument } from '../../contract/documents';
import { NotFoundError } from '../../contract/errors';
import type { Context } from '../../contract/http';
import type { Engine, Item, Prepared } from '../../contract/managed';
import type { MediaFile } from '../../contract/media';
import { blockingErrors, controlesOf } from '../../services/controles';
import { imagePreview, isChosen } from '../../services/medias/chosen';
import { apercuDocument } from '../../services/apercu';
import type { UploadedFile } from '../../services/uploads';
import { documentFor } from './engine';
import { trackedTraductions } from './traductions';
import { readWrite, type ReadWrite } from './read-write';

function checkedContent<T extends Item>(engine: Engine<T>) {
  const content = engine.def.content;
  if (!content || !isTranslated(content) || !engine.localized) throw new NotFoundError(`${engine.def.label} introuvable`);
  return content;
}

/**
 * The document a save of `prepared` over `current` would leave, with the new pictures' sizes: a chosen
 * media's stored ones, a new file's from its header (`sizes`, in the order of the new files; the
 * checks decode no picture, since they store none).
 */
async function afterSave<T extends Item>(
  engine: Engine<T>,
  current: LocalizedDocument | null,
  prepared: Prepared,
  files: Record<string, UploadedFile[]>,
  sizes: Record<string, { width: number; height: number }[]>,
): Promise<LocalizedDocument> {
  const added: Record<string, MediaFile[]> = {};
  for (const plan of prepared.media) {
    const fresh = [...(sizes[plan.field] ?? [])];
    added[plan.field] = await Promise.all(
      (files[plan.field] ?? []).map(async (file) => {
        if (isChosen(file)) return imagePreview(file);
        const size = fresh.shift();
        return { url: '', width: size?.width ?? null, height: size?.height ?? null, formats: null };
      }),
    );
  }
  return apercuDocument(current, prepared, new Date(), 'controles', added);
}

/** The checks of the item a save of `prepared` over `current` would leave. */
export async function controlesAfterSave<T extends Item>(
  engine: Engine<T>,
  current: LocalizedDocument | null,
  prepared: Prepared,
  files: Record<string, UploadedFile[]>,
  sizes: Record<string, { width: number; height: number }[]>,
): Promise<Controle[]> {
  const content = checkedContent(engine);
  const doc = await afterSave(engine, current, prepared, files, sizes);
  const suivi = trackedTraductions(engine, current, prepared.perLang) ?? current?.reference.suiviTraductions;
  return controlesOf(engine.strapi, content, doc, suivi);
}

/** What stops a save that leaves the item publié: the checks' errors (none for other saves and types). */
export async function publishingRefusals<T extends Item>(
  engine: Engine<T>,
  current: LocalizedDocument | null,
  prepared: Prepared,
  files: Record<string, UploadedFile[]>,
  sizes: Record<string, { width: number; height: number }[]>,
): Promise<FieldError[]> {
  const content = engine.def.content;
  if (!content || !isTranslated(content) || !engine.localized || prepared.shared.etat !== 'publié') return [];
  return blockingErrors(await controlesAfterSave(engine, current, prepared, files, sizes));
}

export async function controles<T extends Item>(engine: Engine<T>, ctx: Context): Promise<void> {
  const content = checkedContent(engine);
  const current = ctx.params.id ? await documentFor(engine, String(ctx.params.id), ctx.state.user, 'read') : null;
  if (ctx.method === 'GET') {
    if (!current) throw new NotFoundError(`${engine.def.label} introuvable`);
    ctx.body = await controlesOf(engine.strapi, content, current, current.reference.suiviTraductions);
    return;
  }
  // The values as a save that publishes them would read them; the pictures' headers only (the checks
  // store nothing, so they decode nothing).
  const read = await readWrite(engine, ctx, current ? 'edit' : 'create', current, { decode: false, publishing: true });
  ctx.body = await publicationControles(engine, current, read);
}

/**
 * Everything the checks before publishing list for these values, in the order a publishing save refuses
 * (docs/product.md, "Contrôles"): the rules the save would break, else the checks' errors; then the
 * checks' warnings. The save refuses with exactly these errors (`publishingRefusals`), so "la page peut être
 * publiée" is said only when publishing would succeed.
 */
export async function publicationControles<T extends Item>(
  engine: Engine<T>,
  current: LocalizedDocument | null,
  read: ReadWrite,
): Promise<Controle[]> {
  const checks = await controlesAfterSave(engine, current, read.prepared, read.files.byField, read.files.sizes);
  if (!read.errors.length) return checks;
  // The save would stop at the rules: those are its errors. The warnings stay, for what to look at next.
  return [...read.errors.map(controleOfRefusal), ...checks.filter((c) => c.niveau === 'avertissement')];
}
