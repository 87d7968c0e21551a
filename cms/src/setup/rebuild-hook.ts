import { randomUUID } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { retryDelay, retrySettings } from '../rules/rebuild-retry';
import { claimPending, markPending, readPending, settleAccepted, settleRefused } from '../services/rebuild-requests';
import { UID } from '../contract/queries';
import { hasEtat, isPublicChange, PUBLIC_TYPES, type Row } from '../rules/public-change';

/** Where rebuilds are asked for: the local rebuild worker of `npm start`, else Netlify's build hook. */
export function rebuildHookUrl(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return env.REBUILD_HOOK_URL || env.NETLIFY_BUILD_HOOK_URL || undefined;
}

/**
 * The headers of a hook call: JSON, and the hook's token (REBUILD_HOOK_TOKEN, the local worker's) as a
 * bearer token when there is one: in a header, never in the URL, where logs would keep it.
 */
export function rebuildHookHeaders(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const token = env.REBUILD_HOOK_TOKEN?.trim();
  return { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) };
}

/**
 * How long to wait before calling the hook, given when the first change still waiting for a rebuild
 * came (`since`): `quiet` ms after the latest change, but never past `since + maxWait`, so a stream
 * of writes cannot hold the site back for ever.
 */
export function rebuildDelay(since: number, now: number, quiet: number, maxWait: number): number {
  return Math.max(0, Math.min(quiet, since + maxWait - now));
}

/** The debounce's time: the process's own, or one a test drives (tests/helpers/clock.ts). */
export interface RebuildClock {
  now(): number;
  /** Calls `fn` after `ms`; a driven clock waits for the promise `fn` returns (the hook's answer). */
  setTimeout(fn: () => Promise<void>, ms: number): unknown;
  clearTimeout(timer: unknown): void;
}

const processClock: RebuildClock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (timer) => clearTimeout(timer as NodeJS.Timeout),
};
let clock = processClock;

// The running watcher's debounce, forgotten when another clock takes over: its timer belongs to the old
// clock and its moments to the old clock's time. A request stored meanwhile waits for the next change.
let forgetDebounce = () => {};

/** Puts `next` in charge of the debounce (the process's clock without an argument). */
export function setRebuildClock(next: RebuildClock = processClock) {
  clock = next;
  forgetDebounce();
}

/** What a write's result holds: the row (one write), or the count and ids (a bulk write). */
type Written = { id?: number; etat?: unknown; count?: number; ids?: number[] };
type Event = { model: { uid: string }; params?: { where?: unknown }; result?: Written; state: Record<string, unknown> };
type Where = NonNullable<Parameters<ReturnType<Core.Strapi['db']['query']>['findMany']>[0]>['where'];

// A bulk action (services/lot.ts) holds the rebuilds back while it runs, however long it
// takes, so a batch makes one rebuild; the hook is asked for once it ends if anything changed.
let holds = 0;
let heldBack = false;
let scheduleHeld: (() => void) | null = null;

/** Runs `work` with rebuilds held back, then asks for one if it changed public content. */
export async function withOneRebuild<T>(work: () => Promise<T>): Promise<T> {
  holds += 1;
  try {
    return await work();
  } finally {
    holds -= 1;
    if (holds === 0 && heldBack) {
      heldBack = false;
      scheduleHeld?.();
    }
  }
}

const typeOf = (uid: string) => uid.split('.').pop() as string;

/** How long a call to the hook may take before it counts as refused (the call's lease is longer). */
const hookTimeout = () => Number(process.env.REBUILD_HOOK_TIMEOUT_MS ?? 10_000);
const LEASE_MARGIN_MS = 20_000;
/** This process, as it signs its claims on the request waiting (services/rebuild-requests.ts). */
const INSTANCE = randomUUID().slice(0, 12);

/** Null when the hook accepted the call (a 2xx), else why not, short (shown on the dashboard). */
async function callHook(url: string): Promise<string | null> {
  try {
    const res = await fetch(url, { method: 'POST', headers: rebuildHookHeaders(), body: '{}', signal: AbortSignal.timeout(hookTimeout()) });
    await res.body?.cancel();
    return res.ok ? null : `HTTP ${res.status}`;
  } catch (error) {
    const { name, message, cause } = error as Error & { cause?: { code?: string } };
    return name === 'TimeoutError' ? 'timeout' : (cause?.code ?? message);
  }
}

/** The running watcher's one automatic retry of a failed build (null before the CMS started watching). */
let retryBuild: (() => Promise<boolean>) | null = null;

/**
 * Asks once more for the rebuild of a build that failed, after the first retry delay: through the same
 * request as a change, so it is stored, claimed by one instance and asked again until the hook accepts
 * it. False when no hook is configured (nothing would build it).
 */
export function retryFailedBuild(): Promise<boolean> {
  return retryBuild ? retryBuild() : Promise.resolve(false);
}

/**
 * When a rebuild hook is configured, any write that changes public content (rules/public-change.ts)
 * asks for a rebuild of the static site. Writes that come together (a save writes three locales,
 * the scheduler publishes several items) make one call, REBUILD_DEBOUNCE_MS after the last of
 * them, or REBUILD_MAX_WAIT_MS after the first one while changes keep coming. The call is a POST with
 * an empty JSON object, as Netlify build hooks expect. This is the only outbound call the CMS makes, and
 * only to that address. The settings are read when a change comes, so a running CMS follows them (the
 * integration tests share one CMS between files with their own hooks).
 * The request is stored once its write commits (services/rebuild-requests.ts) and stays until the hook
 * accepts a call (a 2xx): a refusal, an unreachable hook or a timeout asks again after a growing delay
 * (rules/rebuild-retry.ts); a restarted CMS takes it up; of several instances, the one that claims it calls.
 */
export function watchForRebuilds(strapi: Core.Strapi) {
  const delay = () => Number(process.env.REBUILD_DEBOUNCE_MS ?? 1000);
  const maxWait = () => Number(process.env.REBUILD_MAX_WAIT_MS ?? 30_000);
  let timer: unknown = null;
  // When the oldest change not yet sent came; null when nothing waits.
  let since: number | null = null;
  // The marks this instance wrote or is writing, in order: a call waits for them.
  let writes: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const failed = (what: string) => (error: unknown) => {
    strapi.log.warn(`rebuild request: ${what} failed: ${(error as Error).message}`);
    return null;
  };

  const wake = (at: number) => {
    if (stopped) return;
    if (timer) clock.clearTimeout(timer);
    timer = clock.setTimeout(attempt, Math.max(0, at - clock.now()));
  };
  // This instance's timer follows what the database says waits: its due time, or the end of another
  // instance's claim (should that one die during its call). `missed`: a claim just failed, so a due time
  // already past is looked at again a second later rather than at once.
  const follow = async (missed = false) => {
    await writes;
    const pending = await readPending(strapi).catch(failed('reading the rebuild request'));
    if (!pending || stopped) return;
    const now = clock.now();
    const held = pending.claimedBy !== null && (pending.claimedUntil ?? 0) >= now;
    const at = held ? (pending.claimedUntil as number) + 1 : pending.due;
    wake(missed && at <= now ? now + 1000 : at);
  };
  // One call at a time from this instance: a timer that fires during a call leaves the next step to it
  // (its end follows the stored request), and never takes over its own instance's claim.
  let calling = false;
  const attempt = async () => {
    timer = null;
    since = null;
    if (calling) return;
    calling = true;
    try {
      await writes;
      const url = rebuildHookUrl();
      if (!url) return;
      const lease = hookTimeout() + LEASE_MARGIN_MS;
      const claim = await claimPending(strapi, clock.now(), lease, INSTANCE).catch(failed('claiming the rebuild request'));
      if (!claim) return void (await follow(true));
      const refused = await callHook(url);
      if (refused === null) {
        await settleAccepted(strapi, claim).catch(failed('settling the rebuild request'));
      } else {
        const refusals = claim.refusals + 1;
        const { first, max } = retrySettings();
        const wait = retryDelay(refusals, first, max);
        const what = refused.startsWith('HTTP ') ? `answered ${refused.slice(5)}` : `unreachable (${refused})`;
        strapi.log.warn(`rebuild hook ${what}; asking again in ${Math.round(wait / 1000)} s`);
        await settleRefused(strapi, claim, refusals, clock.now() + wait, refused).catch(failed('recording the refused rebuild request'));
      }
      await follow();
    } finally {
      calling = false;
    }
  };
  // A change committed: the debounce's timer, and the request stored.
  const note = () => {
    const now = clock.now();
    since ??= now;
    const due = now + rebuildDelay(since, now, delay(), maxWait());
    writes = writes.then(() => markPending(strapi, now, due)).catch(failed('storing the rebuild request'));
    wake(due);
  };
  const schedule = () => {
    if (!rebuildHookUrl()) return;
    if (holds > 0) {
      heldBack = true;
      return;
    }
    // Inside a transaction, only once it commits: a write rolled back asks for nothing.
    if (strapi.db.inTransaction()) void strapi.db.transaction(async ({ onCommit }) => onCommit(note));
    else note();
  };
  retryBuild = async () => {
    if (!rebuildHookUrl()) return false;
    const now = clock.now();
    const { first, max } = retrySettings();
    const marked = writes.then(() => markPending(strapi, now, now + retryDelay(1, first, max), { retry: true }));
    writes = marked.catch(failed('storing the retry of a failed build'));
    await marked;
    await follow();
    return true;
  };

  // The rows a write touches, with their etat, read before and after it (lifecycle `state` is
  // shared between the two hooks of one query).
  const rows = (event: Event, where: unknown): Promise<Array<{ id: number; etat?: unknown }>> =>
    strapi.db.query(event.model.uid).findMany({ where: where as Where, select: ['id', 'etat'] });
  const remember = async (event: Event) => {
    if (!rebuildHookUrl()) return;
    if (hasEtat(typeOf(event.model.uid))) event.state.before = await rows(event, event.params?.where ?? {});
  };
  const decide = async (event: Event, kind: 'create' | 'update' | 'delete', many: boolean) => {
    if (!rebuildHookUrl()) return;
    const type = typeOf(event.model.uid);
    // An update that changed no row (the scheduler's claim another instance won) changes nothing public.
    if (many && kind !== 'create' && event.result?.count === 0) return;
    if (!hasEtat(type)) return isPublicChange(type, kind === 'create' ? null : {}, kind === 'delete' ? null : {}) && schedule();
    const before = (event.state.before as Array<{ id: number; etat?: unknown }> | undefined) ?? [];
    let after: Array<(Row & { id?: number }) | null>;
    if (kind === 'delete') after = [];
    else if (!many) after = [event.result ?? null];
    else if (kind === 'update') after = before.length ? await rows(event, { id: { $in: before.map((r) => r.id) } }) : [];
    else after = Array.isArray(event.result?.ids) ? await rows(event, { id: { $in: event.result?.ids } }) : [{ etat: 'publié' }];
    const byId = new Map(before.map((r) => [r.id, r]));
    const pairs: Array<[Row, Row]> =
      kind === 'delete' ? before.map((r) => [r, null]) : after.map((r) => [kind === 'create' ? null : (byId.get(r?.id ?? NaN) ?? null), r]);
    if (pairs.some(([b, a]) => isPublicChange(type, b, a))) schedule();
  };

  scheduleHeld = schedule;
  forgetDebounce = () => {
    timer = null;
    since = null;
  };
  strapi.db.lifecycles.subscribe({
    models: PUBLIC_TYPES.map((type) => UID[type]),
    beforeUpdate: remember,
    beforeUpdateMany: remember,
    beforeDelete: remember,
    beforeDeleteMany: remember,
    afterCreate: (e: Event) => decide(e, 'create', false),
    afterCreateMany: (e: Event) => decide(e, 'create', true),
    afterUpdate: (e: Event) => decide(e, 'update', false),
    afterUpdateMany: (e: Event) => decide(e, 'update', true),
    afterDelete: (e: Event) => decide(e, 'delete', false),
    afterDeleteMany: (e: Event) => decide(e, 'delete', true),
  } as Parameters<typeof strapi.db.lifecycles.subscribe>[0]);
  // A request left by an earlier run (a restart, a crash) or by another instance; and every minute, one
  // another instance stored and can no longer call (it stopped for good).
  void follow();
  const sweep = setInterval(() => void follow(), 60_000).unref();
  return () => {
    clearInterval(sweep);
    stopped = true;
    retryBuild = null;
    if (timer) clock.clearTimeout(timer);
  };
}
