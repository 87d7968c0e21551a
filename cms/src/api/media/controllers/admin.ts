import type { Core } from '@strapi/strapi';
import { fieldError, frenchMessage, mediaChangeRefusal, parseMediaFilters, validateMedia, type Caller } from '@teranga/domain';
import type { Context } from '../../../contract/http';
import { forbidden, refusedInput, stateConflict } from '../../../contract/errors';
import { parseForm, scalar } from '../../../contract/form';
import { readPointFocal } from '../../../services/prepare-helpers';
import { readListQuery } from '../../../services/paged-lists';
import { filesOf } from '../../../services/uploads';
import {
  answerOf,
  createMedias,
  deleteMedia,
  listMedias,
  loadMedia,
  MEDIA_SPEC,
  replaceFile,
  updateMedia,
  usesOutsideScope,
} from '../../../services/medias/library';
import type { MediaRow } from '../../../services/medias/serialize';

/** The description fields of a form, as validateMedia reads them. */
function describedIn(body: unknown) {
  const form = parseForm(body);
  return {
    nom: form.nom === undefined ? undefined : scalar(form.nom),
    texteAlternatif: form.texteAlternatif,
    pointFocal: readPointFocal(form),
    credit: form.credit === undefined ? undefined : scalar(form.credit),
    nature: form.nature === undefined ? undefined : scalar(form.nature),
  };
}

/**
 * Administrators change any media; advisers those they uploaded (403: they see it, they may use it), and
 * only while every live item using it is theirs to change (409 `media.usedElsewhere`, with the count of
 * the others): the change would reach those items' pages. A delete is refused by any use (`media.used`).
 */
async function mayChange(strapi: Core.Strapi, user: Caller, row: MediaRow, reach: 'uses' | 'none') {
  const refusal = mediaChangeRefusal(user, row, reach === 'uses' ? await usesOutsideScope(strapi, row, user) : 0);
  if (refusal?.code === 'media.forbidden') throw forbidden(frenchMessage('media.forbidden'), 'media.forbidden');
  if (refusal?.code === 'media.usedElsewhere') {
    const params = { count: refusal.count };
    throw stateConflict(frenchMessage('media.usedElsewhere', params), 'media.usedElsewhere', params);
  }
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async list(ctx: Context) {
    const filters = parseMediaFilters(ctx.query);
    if (filters.errors.length) throw refusedInput(filters.errors);
    // Always a page: the library is new, it has no unpaged shape to keep.
    const query = readListQuery(ctx.query, MEDIA_SPEC) ?? readListQuery({ page: '1' }, MEDIA_SPEC)!;
    ctx.body = await listMedias(strapi, query, filters.value, ctx.state.user);
  },

  async create(ctx: Context) {
    const files = filesOf(ctx.request.files, 'fichier');
    const { errors, value } = validateMedia(describedIn(ctx.request.body), 'create');
    if (files.length === 0) errors.unshift(fieldError('fichier', 'fichier.required'));
    if (errors.length) throw refusedInput(errors);
    const result = await createMedias(strapi, files, value, ctx.state.user.documentId);
    if (result.errors.length) throw refusedInput(result.errors, { tooLarge: result.tooLarge });
    const rows = await Promise.all(result.created.map((id) => loadMedia(strapi, id, ctx.state.user)));
    ctx.status = 201;
    ctx.body = { donnees: await Promise.all(rows.map((row) => answerOf(strapi, row, ctx.state.user))) };
  },

  async findOne(ctx: Context) {
    ctx.body = await answerOf(strapi, await loadMedia(strapi, String(ctx.params.id), ctx.state.user), ctx.state.user);
  },

  async update(ctx: Context) {
    const row = await loadMedia(strapi, String(ctx.params.id), ctx.state.user);
    await mayChange(strapi, ctx.state.user, row, 'uses');
    const { errors, value } = validateMedia(describedIn(ctx.request.body), 'edit');
    if (errors.length) throw refusedInput(errors);
    await updateMedia(strapi, row, value, ctx.state.user);
    ctx.body = await answerOf(strapi, await loadMedia(strapi, row.documentId, ctx.state.user), ctx.state.user);
  },

  /** PUT /medias/{id}/fichier: one new file (multipart `fichier`), the media's uses kept. */
  async replace(ctx: Context) {
    const row = await loadMedia(strapi, String(ctx.params.id), ctx.state.user);
    await mayChange(strapi, ctx.state.user, row, 'uses');
    const files = filesOf(ctx.request.files, 'fichier');
    if (files.length !== 1)
      throw refusedInput([
        files.length ? { path: 'fichier', message: 'Une seule image est acceptée.' } : fieldError('fichier', 'fichier.required'),
      ]);
    const result = await replaceFile(strapi, row, files[0], ctx.state.user);
    if (result.errors.length) throw refusedInput(result.errors, { tooLarge: result.tooLarge });
    ctx.body = await answerOf(strapi, await loadMedia(strapi, row.documentId, ctx.state.user), ctx.state.user);
  },

  async delete(ctx: Context) {
    const row = await loadMedia(strapi, String(ctx.params.id), ctx.state.user);
    await mayChange(strapi, ctx.state.user, row, 'none');
    await deleteMedia(strapi, row, ctx.state.user);
    ctx.body = { success: true, _id: row.documentId };
  },
});
