import type { Core } from '@strapi/strapi';
import type { Context } from '../../../contract/http';
import { NotFoundError, refusedInput } from '../../../contract/errors';
import { parseForm, scalar } from '../../../contract/form';
import { POPULATE, UID } from '../../../contract/queries';
import { toPartenaire } from '../../../contract/serializers';
import { checkImages, filesOf, removeUnusedFiles, storeImages } from '../../../services/uploads';
import { validatePartenaire, type PartenaireInput } from '@teranga/domain';
import { sortByDisplayOrder } from '@teranga/domain';

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const query = () => strapi.db.query(UID.partenaire);
  const journal = () => strapi.service('api::journal.journal');

  async function find(id: string) {
    const row = id.length <= 64 ? await query().findOne({ where: { documentId: id }, populate: POPULATE.partenaire }) : null;
    if (!row) throw new NotFoundError('Partenaire introuvable');
    return row;
  }

  /** Validates the form and the logo before anything is stored. */
  async function prepare(ctx: Context, mode: 'create' | 'edit', current: any) {
    const form = parseForm(ctx.request.body);
    const input: PartenaireInput = {};
    for (const key of ['nom', 'siteWeb', 'actif', 'ordreAffichage'] as const) {
      // A PATCH changes what it sends; the rest is validated as stored.
      const value = form[key] !== undefined ? scalar(form[key]) : current?.[key];
      if (value !== undefined && value !== null) (input as Record<string, unknown>)[key] = value;
    }
    const logos = filesOf(ctx.request.files, 'logo');
    const check = await checkImages(logos, 'logo');
    const { errors, value } = validatePartenaire(input, mode, { hasLogo: logos.length > 0 || Boolean(current?.logo) });
    if (logos.length > 1) errors.push({ path: 'logo', message: 'Une seule image est acceptée.' });
    const all = [...check.errors, ...errors];
    if (all.length) throw refusedInput(all, { tooLarge: check.tooLarge });
    return { value, logos, types: check.types };
  }

  // The request's temporary files are deleted by the multipart middleware whatever happens here.
  async function save(ctx: Context, mode: 'create' | 'edit', current: any) {
    const { value, logos, types } = await prepare(ctx, mode, current);
    const uploaded = await storeImages(strapi, logos, types, value.nom ?? current?.nom ?? '');
    try {
      const data: Record<string, unknown> = { ...value, ...(uploaded.length ? { logo: uploaded[0] } : {}) };
      const saved: any = current
        ? await strapi.documents(UID.partenaire as any).update({ documentId: current.documentId, data } as any)
        : await strapi.documents(UID.partenaire as any).create({ data } as any);
      if (current?.logo && uploaded.length) await removeUnusedFiles(strapi, [current.logo.id]);
      await journal().record(ctx.state.user, {
        action: mode === 'create' ? 'création' : 'modification', typeContenu: 'Partenaire', cible: saved.documentId, titre: String(saved.nom),
      });
      return toPartenaire(await find(saved.documentId));
    } catch (error) {
      await removeUnusedFiles(strapi, uploaded);
      throw error;
    }
  }

  return {
    async create(ctx: Context) {
      ctx.status = 201;
      ctx.body = await save(ctx, 'create', null);
    },
    async update(ctx: Context) {
      ctx.body = await save(ctx, 'edit', await find(String(ctx.params.id)));
    },
    async list(ctx: Context) {
      const rows = await query().findMany({ populate: POPULATE.partenaire });
      ctx.body = sortByDisplayOrder(rows.map(toPartenaire));
    },
    async findOne(ctx: Context) {
      ctx.body = toPartenaire(await find(String(ctx.params.id)));
    },
    async delete(ctx: Context) {
      const row = await find(String(ctx.params.id));
      await strapi.documents(UID.partenaire as any).delete({ documentId: row.documentId } as any);
      if (row.logo) await removeUnusedFiles(strapi, [row.logo.id]);
      await journal().record(ctx.state.user, { action: 'suppression', typeContenu: 'Partenaire', cible: row.documentId, titre: row.nom });
      ctx.body = { success: true, _id: row.documentId };
    },
  };
};
