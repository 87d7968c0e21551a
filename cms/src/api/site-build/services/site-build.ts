import type { Core } from '@strapi/strapi';
import { applyBuildReport, BUILD_STATES, UNKNOWN, type BuildReport, type BuildState, type BuildStatus } from '../../../rules/build-status';

const UID = 'api::site-build.site-build';
const iso = (value: unknown) => (value ? new Date(value as string).toISOString() : null);

/**
 * The site's build status, one row in the database so every CMS instance behind the load
 * balancer answers the same.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async get(): Promise<BuildStatus> {
    const row = await strapi.db.query(UID).findOne({});
    if (!row) return UNKNOWN;
    const etat = (BUILD_STATES as readonly string[]).includes(row.etat) ? (row.etat as BuildState) : 'inconnu';
    return { etat, depuis: iso(row.depuis), derniereReussite: iso(row.derniereReussite), raison: row.raison ?? null };
  },

  async report(report: BuildReport, now = new Date()): Promise<BuildStatus> {
    const next = applyBuildReport(await this.get(), report, now);
    const row = await strapi.db.query(UID).findOne({ select: ['id'] });
    if (row) await strapi.db.query(UID).update({ where: { id: row.id }, data: next });
    else await strapi.db.query(UID).create({ data: next });
    return next;
  },
});
