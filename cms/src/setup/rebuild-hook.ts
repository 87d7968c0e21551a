import type { Core } from '@strapi/strapi';
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

/** Puts `next` in charge of the debounce (the process's clock without an argument). */
export function setRebuildClock(next: RebuildClock = processClock) {
  clock = next;
}

/** What a write's result holds: the row (one write), or the count and ids (a bulk write). */
type Written = { id?: number; etat?: unknown; count?: number; ids?: number[] };
type Event = { model: { uid: string }; params?: { where?: unknown }; result?: Written; state: Record<string, unknown> };
type Where = NonNullable<Parameters<ReturnType<Core.Strapi['db']['query']>['findMany']>[0]>['where'];

// A bulk action (services/bulk-actions.ts) holds the rebuilds back while it runs, however long it
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

/**
 * When a rebuild hook is configured, any write that changes public content (rules/public-change.ts)
 * asks for a rebuild of the static site. Writes that come together (a save writes three locales,
 * the scheduler publishes several items) make one call, REBUILD_DEBOUNCE_MS after the last of
 * them, or REBUILD_MAX_WAIT_MS after the first one while changes keep coming. The call is a POST with an empty JSON object, as Netlify build hooks expect. This is the
 * only outbound call the CMS makes, and only to that address. The settings are read when a change comes,
 * so a running CMS follows them (the integration tests share one CMS between files with their own hooks).
 */
export function watchForRebuilds(strapi: Core.Strapi) {
  const delay = () => Number(process.env.REBUILD_DEBOUNCE_MS ?? 1000);
  const maxWait = () => Number(process.env.REBUILD_MAX_WAIT_MS ?? 30_000);
  let timer: unknown = null;
  // When the oldest change not yet sent came; null when nothing waits.
  let since: number | null = null;

  const call = async () => {
    timer = null;
    since = null;
    const url = rebuildHookUrl();
    if (!url) return;
    try {
      const res = await fetch(url, { method: 'POST', headers: rebuildHookHeaders(), body: '{}' });
      if (!res.ok) strapi.log.warn(`rebuild hook answered ${res.status}`);
    } catch (error) {
      strapi.log.warn(`rebuild hook unreachable: ${(error as Error).message}`);
    }
  };
  const schedule = () => {
    if (!rebuildHookUrl()) return;
    if (holds > 0) {
      heldBack = true;
      return;
    }
    if (timer) clock.clearTimeout(timer);
    const now = clock.now();
    since ??= now;
    timer = clock.setTimeout(call, rebuildDelay(since, now, delay(), maxWait()));
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
  return () => {
    if (timer) clock.clearTimeout(timer);
  };
}
