import type { Core } from '@strapi/strapi';
import {
  applyBuildReport,
  BUILD_STATES,
  liveBuildStart,
  UNKNOWN,
  type BuildReport,
  type BuildState,
  type BuildStatus,
} from '../../../rules/build-status';
import { alreadyRetried, clearRetryMark, pendingOf, statusRow } from '../../../services/rebuild-requests';
import { retryFailedBuild } from '../../../setup/rebuild-hook';

const UID = 'api::site-build.site-build';
const iso = (value: unknown) => (value ? new Date(value as string).toISOString() : null);
const isoMs = (value: number | null) => (value === null ? null : new Date(value).toISOString());

/**
 * The site's build status, one row in the database so every CMS instance behind the load
 * balancer answers the same; with it, the rebuild request still waiting for the hook, if any.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async get(): Promise<BuildStatus> {
    const row = await statusRow(strapi, false);
    if (!row) return { ...UNKNOWN, demande: null };
    const full = row as typeof row & {
      etat?: string;
      depuis?: string;
      derniereReussite?: string;
      debutReussite?: string;
      raison?: string | null;
    };
    const etat = (BUILD_STATES as readonly string[]).includes(full.etat ?? '') ? (full.etat as BuildState) : 'inconnu';
    const pending = pendingOf(row);
    return {
      etat,
      depuis: iso(full.depuis),
      derniereReussite: iso(full.derniereReussite),
      debutReussite: iso(full.debutReussite),
      raison: full.raison ?? null,
      demande: pending && {
        depuis: isoMs(pending.since) as string,
        prochainEssai: isoMs(pending.due) as string,
        essais: pending.refusals,
        raison: pending.reason,
      },
    };
  },

  /**
   * A report. The first failure of a series is retried once, automatically (setup/rebuild-hook.ts); the
   * retry's own failure, or a failure while no hook is configured, stays until the next change.
   */
  async report(report: BuildReport, now = new Date()): Promise<BuildStatus> {
    const row = await statusRow(strapi);
    const current = await this.get();
    const next = applyBuildReport(current, report, now);
    const { etat, depuis, derniereReussite, raison } = next;
    const debutReussite = liveBuildStart(current, report);
    await strapi.db.query(UID).update({ where: { id: row!.id }, data: { etat, depuis, derniereReussite, debutReussite, raison } });
    if (report.etat === 'a_jour') await clearRetryMark(strapi);
    if (report.etat === 'echec' && !alreadyRetried(row)) await retryFailedBuild();
    return this.get();
  },
});
