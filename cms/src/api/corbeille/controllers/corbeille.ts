import type { Core } from '@strapi/strapi';
import type { Context } from '../../../contract/http';
import { eraseFromTrash, listTrash, restoreFromTrash, trashRetentionDays } from '../../../services/trash';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async list(ctx: Context) {
    // How long an item stays before the hourly purge erases it, so the screen says the truth.
    ctx.body = { donnees: await listTrash(strapi, ctx.state.user), conservationJours: trashRetentionDays() };
  },

  async restore(ctx: Context) {
    ctx.body = { donnees: await restoreFromTrash(strapi, ctx.params.type, ctx.params.id, ctx.state.user) };
  },

  async erase(ctx: Context) {
    ctx.body = { success: true, donnees: await eraseFromTrash(strapi, ctx.params.type, ctx.params.id, ctx.state.user) };
  },
});
