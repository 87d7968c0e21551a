import type { Core } from '@strapi/strapi';
import type { Context } from '../../../contract/http';
import { eraseFromCorbeille, listCorbeille, restoreFromCorbeille, corbeilleRetentionDays } from '../../../services/corbeille';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async list(ctx: Context) {
    // How long an item stays before the hourly purge erases it, so the screen says the truth.
    ctx.body = { donnees: await listCorbeille(strapi, ctx.state.user), conservationJours: corbeilleRetentionDays() };
  },

  async restore(ctx: Context) {
    ctx.body = { donnees: await restoreFromCorbeille(strapi, ctx.params.type, ctx.params.id, ctx.state.user) };
  },

  async erase(ctx: Context) {
    ctx.body = { success: true, donnees: await eraseFromCorbeille(strapi, ctx.params.type, ctx.params.id, ctx.state.user) };
  },
});
