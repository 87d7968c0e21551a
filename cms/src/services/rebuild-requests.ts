// The rebuild request waiting for the hook to accept it, kept in the site's build status row (one row in
// the database, like the status itself): a request survives a restart, and every CMS instance sharing
// the database sees the same one. An instance calls the hook only once it has claimed the request with
// one conditional update (nobody else holds it, or the holder's lease ran out), so two instances make
// one call. Times are the rebuild clock's (setup/rebuild-hook.ts), passed in by the caller.
import { randomUUID } from 'node:crypto';
import type { Core } from '@strapi/strapi';

const UID = 'api::site-build.site-build';

export interface PendingRebuild {
  /** When the oldest change not yet accepted by the hook came (ms). */
  since: number;
  /** When the hook is to be called (ms). */
  due: number;
  /** Calls the hook did not accept, in a row. */
  refusals: number;
  /** Why the last call was not accepted. */
  reason: string | null;
  /** The instance calling the hook now, and until when its claim holds (ms). */
  claimedBy: string | null;
  claimedUntil: number | null;
}

type Row = {
  id: number;
  demandeDepuis?: string | Date | null;
  demandeJeton?: string | null;
  prochainEssai?: string | Date | null;
  essais?: number | null;
  demandeRaison?: string | null;
  appelPar?: string | null;
  appelJusqua?: string | Date | null;
  relanceFaite?: boolean | null;
};

const ms = (value: unknown): number | null => (value ? new Date(value as string).getTime() : null);
const MAX_REASON = 500;

/**
 * The status row, created when missing. Every reader and writer takes the lowest id: two instances that
 * both found no row and both created one still agree on which row counts.
 */
export async function statusRow(strapi: Core.Strapi, create = true): Promise<Row | null> {
  const query = strapi.db.query(UID);
  const first = () => query.findOne({ orderBy: { id: 'asc' } }) as Promise<Row | null>;
  const row = await first();
  if (row || !create) return row;
  await query.create({ data: { etat: 'inconnu', essais: 0, relanceFaite: false } });
  return first();
}

/** What a row says of the request waiting, null when none waits. */
export function pendingOf(row: Row | null): PendingRebuild | null {
  const since = ms(row?.demandeDepuis);
  if (!row || since === null) return null;
  return {
    since,
    due: ms(row.prochainEssai) ?? since,
    refusals: row.essais ?? 0,
    reason: row.demandeRaison ?? null,
    claimedBy: row.appelPar ?? null,
    claimedUntil: ms(row.appelJusqua),
  };
}

export async function readPending(strapi: Core.Strapi): Promise<PendingRebuild | null> {
  return pendingOf(await statusRow(strapi, false));
}

/**
 * Records that a rebuild is wanted, due at `due` (the debounce's end). While the hook has been refusing,
 * the earlier of the two: the backoff spaces the calls that repeat one request, but a new change is a
 * new reason to ask, and the hook may well be back (an editor who publishes after an outage must not wait
 * out a backoff of minutes). A refused call goes on doubling the wait. `retry` marks the one automatic retry of a failed build (the build
 * status service); a new change clears that mark, so the build it asks for gets its own retry.
 * Each mark gets a new token: a call that began before it does not count for it.
 */
export async function markPending(strapi: Core.Strapi, now: number, due: number, { retry = false } = {}): Promise<PendingRebuild> {
  const row = (await statusRow(strapi)) as Row;
  const current = pendingOf(row);
  const at = current && current.refusals > 0 ? Math.min(current.due, due) : due;
  const data = {
    demandeDepuis: new Date(current?.since ?? now),
    prochainEssai: new Date(at),
    demandeJeton: randomUUID(),
    relanceFaite: retry,
  };
  await strapi.db.query(UID).update({ where: { id: row.id }, data });
  return { ...(current ?? { refusals: 0, reason: null, claimedBy: null, claimedUntil: null }), since: current?.since ?? now, due: at };
}

export interface Claim {
  /** The mark the call answers for. */
  token: string | null;
  by: string;
  /** Calls refused in a row before this one. */
  refusals: number;
}

/**
 * Claims the request due at `now` for `lease` ms, for one call to the hook: one conditional update, so
 * of two instances trying at once only one gets it. Null when nothing is due, or another holds it.
 */
export async function claimPending(strapi: Core.Strapi, now: number, lease: number, instance: string): Promise<Claim | null> {
  const row = await statusRow(strapi, false);
  if (!row) return null;
  const by = `${instance}:${randomUUID().slice(0, 8)}`;
  const at = new Date(now);
  const { count } = await strapi.db.query(UID).updateMany({
    where: {
      id: row.id,
      demandeDepuis: { $notNull: true },
      prochainEssai: { $lte: at },
      $or: [{ appelPar: { $null: true } }, { appelJusqua: { $lt: at } }],
    },
    data: { appelPar: by, appelJusqua: new Date(now + lease) },
  });
  if (!count) return null;
  const claimed = (await strapi.db.query(UID).findOne({ where: { id: row.id } })) as Row;
  return { token: claimed.demandeJeton ?? null, by, refusals: claimed.essais ?? 0 };
}

/**
 * The hook accepted the claimed call: the request is done, unless a change came during the call (a new
 * token), which then stays waiting for its own call. Returns whether anything still waits.
 */
export async function settleAccepted(strapi: Core.Strapi, claim: Claim): Promise<boolean> {
  const query = strapi.db.query(UID);
  const done = { appelPar: null, appelJusqua: null, essais: 0, demandeRaison: null };
  const { count } = await query.updateMany({
    where: { appelPar: claim.by, demandeJeton: claim.token },
    data: { ...done, demandeDepuis: null, prochainEssai: null, demandeJeton: null },
  });
  if (count) return false;
  await query.updateMany({ where: { appelPar: claim.by }, data: done });
  return true;
}

/** The hook did not accept the claimed call: asked again at `due`, with why. */
export async function settleRefused(strapi: Core.Strapi, claim: Claim, refusals: number, due: number, reason: string) {
  await strapi.db.query(UID).updateMany({
    where: { appelPar: claim.by },
    data: { appelPar: null, appelJusqua: null, essais: refusals, prochainEssai: new Date(due), demandeRaison: reason.slice(0, MAX_REASON) },
  });
}

/** Whether the failed build reported now is the first of its series (so it is retried once). */
export function alreadyRetried(row: Row | null): boolean {
  return Boolean(row?.relanceFaite);
}

/** A build went live: its series is over, the next failure gets its retry again. */
export async function clearRetryMark(strapi: Core.Strapi) {
  const row = await statusRow(strapi, false);
  if (row?.relanceFaite) await strapi.db.query(UID).update({ where: { id: row.id }, data: { relanceFaite: false } });
}
