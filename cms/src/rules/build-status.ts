// The public site's build status, as GET /api/v1/site/build answers it and as the
// rebuild worker (or Netlify's deploy notifications) report it.

export const BUILD_STATES = ['a_jour', 'reconstruction', 'echec', 'inconnu'] as const;
export type BuildState = (typeof BUILD_STATES)[number];

export interface BuildStatus {
  etat: BuildState;
  /** When the site entered this state (ISO 8601). */
  depuis: string | null;
  /** When a build last went live (ISO 8601). */
  derniereReussite: string | null;
  /** When the build that last went live started (its reconstruction report), when it was reported. */
  debutReussite?: string | null;
  /** Why the last build failed; null unless etat is echec. */
  raison: string | null;
  /** The rebuild the CMS still has to ask for (the hook has not accepted it yet), if any; GET /site/build answers it. */
  demande?: RebuildRequest | null;
}

export interface RebuildRequest {
  /** When the oldest change waiting came. */
  depuis: string;
  /** When the hook will be asked (again). */
  prochainEssai: string;
  /** Calls the hook did not accept, in a row. */
  essais: number;
  /** Why it did not accept the last one (an HTTP status, a timeout, a network error code). */
  raison: string | null;
}

/** A report: the site starts rebuilding, is up to date, or its build failed (with why). */
export type BuildReport = { etat: 'reconstruction' | 'a_jour' } | { etat: 'echec'; raison: string };

export const UNKNOWN: BuildStatus = { etat: 'inconnu', depuis: null, derniereReussite: null, raison: null };

const MAX_REASON = 500;

/** Netlify deploy notification states → ours (https://docs.netlify.com/site-deploys/deploy-notifications/). */
const NETLIFY: Record<string, BuildReport['etat']> = {
  enqueued: 'reconstruction',
  building: 'reconstruction',
  processing: 'reconstruction',
  uploading: 'reconstruction',
  ready: 'a_jour',
  error: 'echec',
};

/**
 * Reads a report from a request body: ours (`{ etat, raison? }`) or a Netlify deploy payload
 * (`{ state, error_message }`). Null when it is neither.
 */
export function parseBuildReport(body: unknown): BuildReport | null {
  if (!body || typeof body !== 'object') return null;
  const b = body as Record<string, unknown>;
  const etat = typeof b.etat === 'string' ? b.etat : typeof b.state === 'string' ? NETLIFY[b.state] : undefined;
  const reason = typeof b.raison === 'string' ? b.raison : typeof b.error_message === 'string' ? b.error_message : '';
  if (etat === 'reconstruction' || etat === 'a_jour') return { etat };
  if (etat === 'echec') return { etat, raison: reason.trim().slice(0, MAX_REASON) || 'La construction du site a échoué.' };
  return null;
}

/** The status after a report received at `now`. A failure keeps the time of the last success. */
export function applyBuildReport(current: BuildStatus, report: BuildReport, now: Date): BuildStatus {
  const at = now.toISOString();
  if (report.etat === 'a_jour') return { etat: 'a_jour', depuis: at, derniereReussite: at, raison: null };
  if (report.etat === 'echec') return { etat: 'echec', depuis: at, derniereReussite: current.derniereReussite, raison: report.raison };
  return { etat: 'reconstruction', depuis: at, derniereReussite: current.derniereReussite, raison: null };
}

/** How far an item's public page is from what was last saved (GET /{type}/admin/{id}/en-ligne). */
export type ItemOnSite = 'en_ligne' | 'en_attente' | 'echec' | 'hors_ligne';

/**
 * An item's page against the site's build status: not on the site unless published; online once a build
 * that started after the item's last write (`modifiedAt`) went live (when its start is not known, one that
 * went live after the write), failed when the last build after it failed, else still waiting (a build
 * running, or the rebuild not asked for or not started yet).
 */
export function itemOnSite(
  published: boolean,
  modifiedAt: string | null,
  status: Pick<BuildStatus, 'etat' | 'depuis' | 'debutReussite'>,
): ItemOnSite {
  if (!published) return 'hors_ligne';
  const modified = modifiedAt ? Date.parse(modifiedAt) : NaN;
  const since = (at: string | null | undefined) => (at ? Date.parse(at) : NaN);
  const after = (at: number) => !Number.isNaN(at) && (Number.isNaN(modified) || at >= modified);
  const started = since(status.debutReussite);
  if (status.etat === 'a_jour' && after(Number.isNaN(started) ? since(status.depuis) : started)) return 'en_ligne';
  if (status.etat === 'echec' && after(since(status.depuis))) return 'echec';
  return 'en_attente';
}

/** The start of the build that went live with `report`: the reconstruction the site was in, if it was. */
export function liveBuildStart(current: Pick<BuildStatus, 'etat' | 'depuis' | 'debutReussite'>, report: BuildReport): string | null {
  if (report.etat !== 'a_jour') return current.debutReussite ?? null;
  return current.etat === 'reconstruction' ? current.depuis : null;
}
